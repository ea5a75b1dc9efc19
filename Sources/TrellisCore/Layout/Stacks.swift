import Foundation

/// A view that arranges its subviews in a vertical line.
///
/// Each resolved subview of the content is one row (R1: a `ForEach` of ten texts makes ten
/// rows); the stack itself is one subview of its parent. The default spacing is 0 lines; a
/// spacing given is in points (lines by the environment's ``LengthScale``).
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
public nonisolated struct VStack<Content: View>: UnaryView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a vertical stack; `spacing` is in points (default 0 lines).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        let spacing = inputs.environment.lengthScale.spacing(view.spacing, along: .vertical)
        return StackNode(
            axis: .vertical, alignment: view.alignment.fraction, spacing: spacing,
            children: _ViewList.childNodes(of: view.content, inputs: inputs, axis: .vertical),
            guide: .horizontal(view.alignment), scale: inputs.environment.lengthScale,
            cancellation: inputs.environment.renderCancellation)
    }
}

extension VStack: RootContentView {
    /// At the root, a leading stack is drawn as a flow while its rows are made: each row at
    /// its size for the whole width, as the stack places rows that are lines of text. A row
    /// that is not makes the renderer lay the stack out whole (``FlowStreamer``).
    func rootContent(inputs: _ViewInputs) -> RootContent {
        guard alignment == .leading else { return .node(Self._makeView(view: self, inputs: inputs)) }
        let spacing = inputs.environment.lengthScale.spacing(spacing, along: .vertical)
        let flow = VerticalFlow(items: [.column(alignment: alignment.fraction)], alignment: alignment.fraction, lineSpacing: spacing,
                                kind: .stack(guide: .horizontal(alignment))) { sink in
            _ViewList.flowChildren(of: content, inputs: inputs, axis: .vertical, keepingTraits: true, sink: sink)
        }
        return .flow(RootFlow(flow))
    }
}

/// A view that arranges its subviews in a horizontal line.
///
/// The default spacing is 1 column; a spacing given is in points (columns by the
/// environment's ``LengthScale``).
///
/// ```swift
/// HStack {
///     Text("[x]")
///     Text("Done")
/// }
/// ```
///
///     [x] Done
public nonisolated struct HStack<Content: View>: UnaryView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a horizontal stack; `spacing` is in points (default 1 column).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        let spacing = inputs.environment.lengthScale.spacing(view.spacing, along: .horizontal)
        return StackNode(
            axis: .horizontal, alignment: view.alignment.fraction, spacing: spacing,
            children: _ViewList.childNodes(of: view.content, inputs: inputs, axis: .horizontal),
            guide: .vertical(view.alignment), scale: inputs.environment.lengthScale,
            cancellation: inputs.environment.renderCancellation)
    }
}

extension _ViewList {
    /// The layout nodes of the resolved subviews of a container's `content`, each carrying its
    /// container values, for a container laying them out along `axis`. The content is
    /// resolved in a new scope (R5.7), straight into layout nodes.
    static func childNodes<Content: View>(of content: Content, inputs: _ViewInputs, axis: Axis? = nil) -> [_LayoutNode] {
        var list = makingLayoutNodes(inputs: inputs, axis: axis)
        Content._makeViewList(view: content, inputs: inputs.forUnaryContent(), list: &list)
        return list.layoutNodes
    }

    /// The children of a lazy stack or grid made of the resolved subviews of its `content`, as
    /// ``childNodes(of:inputs:axis:)`` makes nodes (`keepingTraits`: with their container
    /// values), handed to `sink` instead a batch at a time as they are made; returns the
    /// last, partial batch.
    static func flowChildren<Content: View>(
        of content: Content, inputs: _ViewInputs, axis: Axis? = nil, keepingTraits: Bool = false,
        sink: FlowChildSink? = nil
    ) -> [FlowChild] {
        var list = makingFlowChildren(inputs: inputs, axis: axis, keepingTraits: keepingTraits, sink: sink)
        Content._makeViewList(view: content, inputs: inputs.forUnaryContent(), list: &list)
        return list.flowChildren
    }

    /// One node for a list standing where a single view is expected: its only element's, or a
    /// leading-aligned vertical stack of its elements (no spacing) when it has none or several.
    func makeUnaryNode(inputs: _ViewInputs) -> _LayoutNode {
        if let element = onlyElement { return element.makeNode(inputs: inputs) }
        var list = _ViewList.makingLayoutNodes(inputs: inputs, axis: .vertical)
        list.append(contentsOf: self)
        return StackNode(axis: .vertical, alignment: 0, spacing: 0, children: list.layoutNodes)
    }
}
