/// A view that arranges its subviews in a vertical line.
///
/// Each resolved subview of the content is one row (R1: a `ForEach` of ten texts makes ten
/// rows); the stack itself is one subview of its parent. The default spacing is 0 lines.
///
/// ```swift
/// VStack(alignment: .leading) {
///     Text("Title").bold()
///     Text("Subtitle")
/// }
/// ```
///
///     Title
///     Subtitle
public struct VStack<Content: View>: UnaryView {
    let alignment: HorizontalAlignment
    let spacing: Int
    let content: Content

    /// Creates a vertical stack; `spacing` is in lines (default 0).
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.map(Cells.count) ?? 0
        self.content = content()
    }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        StackNode(axis: .vertical, alignment: view.alignment.fraction, spacing: view.spacing,
                  children: _ViewList.childNodes(of: view.content, inputs: inputs, axis: .vertical))
    }
}

/// A view that arranges its subviews in a horizontal line.
///
/// The default spacing is 1 column.
///
/// ```swift
/// HStack {
///     Text("[x]")
///     Text("Done")
/// }
/// ```
///
///     [x] Done
public struct HStack<Content: View>: UnaryView {
    let alignment: VerticalAlignment
    let spacing: Int
    let content: Content

    /// Creates a horizontal stack; `spacing` is in columns (default 1).
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.map(Cells.count) ?? 1
        self.content = content()
    }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        StackNode(axis: .horizontal, alignment: view.alignment.fraction, spacing: view.spacing,
                  children: _ViewList.childNodes(of: view.content, inputs: inputs, axis: .horizontal))
    }
}

extension _ViewList {
    /// The layout nodes of the resolved subviews of a container's `content`, each carrying its
    /// container values. The content is resolved in a new scope (R5.7).
    static func childNodes<Content: View>(of content: Content, inputs: _ViewInputs, axis: Axis? = nil) -> [_LayoutNode] {
        let list = resolve(content, inputs: inputs.forUnaryContent())
        return list.childNodes(inputs: inputs, axis: axis)
    }

    /// The layout nodes of this list's elements, each carrying its container values, for a
    /// container laying them out along `axis`. Sections are flattened into header, content
    /// and footer as the nodes are made (no flattened copy of the list).
    func childNodes(inputs: _ViewInputs, axis: Axis?) -> [_LayoutNode] {
        var childInputs = inputs
        childInputs.stackAxis = axis
        var result: [_LayoutNode] = []
        result.reserveCapacity(nodes.count)
        Self.appendNodes(of: nodes, inputs: childInputs, to: &result)
        return result
    }

    private static func appendNodes(of nodes: [ViewListNode], inputs: _ViewInputs, to result: inout [_LayoutNode]) {
        for node in nodes {
            switch node {
            case .element(let element):
                let node = element.makeNode(inputs: inputs)
                node.traits = element.traits
                result.append(node)
            case .section(let section):
                appendNodes(of: section.header, inputs: inputs, to: &result)
                appendNodes(of: section.content, inputs: inputs, to: &result)
                appendNodes(of: section.footer, inputs: inputs, to: &result)
            }
        }
    }

    /// One node for a list standing where a single view is expected: its only element's, or a
    /// leading-aligned vertical stack of its elements (no spacing) when it has none or several.
    func makeUnaryNode(inputs: _ViewInputs) -> _LayoutNode {
        if let element = onlyElement { return element.makeNode(inputs: inputs) }
        return StackNode(axis: .vertical, alignment: 0, spacing: 0, children: childNodes(inputs: inputs, axis: .vertical))
    }
}
