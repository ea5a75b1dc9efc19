/// A container laid out and drawn by code outside the view tree (a container plugin): Trellis
/// resolves its content into sections and subviews, and the layout measures and draws them.
///
/// The subviews are those of `Group(subviews:)`: each section's header, content and footer,
/// flattened, in order. The layout asks ``EmbeddedChildren`` to measure or render any of them.
package protocol EmbeddedLayout {
    /// The object that lays out one occurrence of the container.
    associatedtype Drawing: EmbeddedDrawing

    /// Prepares the layout of content resolved into `sections`, in `environment`. Called once
    /// per occurrence of the container, before any measuring.
    func makeDrawing(sections: SectionCollection, environment: EnvironmentValues) -> Drawing
}

/// The layout of one occurrence of an ``EmbeddedContainer``.
package protocol EmbeddedDrawing: AnyObject {
    /// The size the container takes for `proposal`.
    func sizeThatFits(_ proposal: CellProposal, children: EmbeddedChildren) -> CellSize
    /// The container drawn at `size` (normally one it returned); composed where the container
    /// stands, clipped to `size`.
    func draw(size: CellSize, children: EmbeddedChildren) -> CellBlock
}

/// The resolved subviews of an ``EmbeddedContainer``, made ready for layout on first use.
///
/// Each method takes an optional text style that the container applies to the subview (see
/// ``EnvironmentValues/inheritTextStyle(_:)``); a subview gets one layout node per style.
package final class EmbeddedChildren {
    private let subviews: [Subview]
    private var nodes: [_LayoutNode?]
    private var styledNodes: [Int: [TextStyle: _LayoutNode]] = [:]
    private let inputs: _ViewInputs

    init(subviews: [Subview], inputs: _ViewInputs) {
        self.subviews = subviews
        self.nodes = Array(repeating: nil, count: subviews.count)
        self.inputs = inputs
    }

    /// The number of subviews.
    public var count: Int { subviews.count }

    /// The size subview `index` takes for `proposal`.
    public func sizeThatFits(_ index: Int, _ proposal: CellProposal, textStyle: TextStyle? = nil) -> CellSize {
        node(index, textStyle).sizeThatFits(proposal)
    }

    /// Subview `index` drawn alone at `size`.
    public func render(_ index: Int, size: CellSize, textStyle: TextStyle? = nil) -> CellBlock {
        var block = CellBlock(size: size)
        let node = node(index, textStyle)
        _ = node.sizeThatFits(CellProposal(block.size))
        node.draw(in: CellRect(origin: CellPoint(x: 0, y: 0), size: block.size), canvas: &block.canvas)
        block.canvas.clip(toHeight: block.size.height)
        return block
    }

    private func node(_ index: Int, _ textStyle: TextStyle?) -> _LayoutNode {
        guard let textStyle, textStyle != .plain else {
            if let node = nodes[index] { return node }
            let node = makeNode(index, inputs)
            nodes[index] = node
            return node
        }
        if let node = styledNodes[index]?[textStyle] { return node }
        var styled = inputs
        styled.environment.inheritTextStyle(textStyle)
        let node = makeNode(index, styled)
        styledNodes[index, default: [:]][textStyle] = node
        return node
    }

    private func makeNode(_ index: Int, _ inputs: _ViewInputs) -> _LayoutNode {
        _ViewList.resolve(subviews[index], inputs: inputs).makeUnaryNode(inputs: inputs)
    }
}

/// A view whose content Trellis resolves and an ``EmbeddedLayout`` lays out.
package nonisolated struct EmbeddedContainer<Content: View, Layout: EmbeddedLayout>: UnaryView {
    let layout: Layout
    let content: Content

    /// A container of `content` laid out by `layout`.
    public init(layout: Layout, @ViewBuilder content: () -> Content) {
        self.layout = layout
        self.content = content()
    }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        // A leaf (no content, such as a plugin's stand-in for a host subview) resolves nothing.
        let sections = Content.self == EmptyView.self
            ? SectionCollection(sections: []) : SectionCollection.resolve(view.content, inputs: inputs)
        var subviews: [Subview] = []
        for section in sections {
            subviews.append(contentsOf: section.header)
            subviews.append(contentsOf: section.content)
            subviews.append(contentsOf: section.footer)
        }
        var childInputs = inputs
        childInputs.stackAxis = nil
        let drawing = view.layout.makeDrawing(sections: sections, environment: inputs.environment)
        return EmbeddedNode(drawing: drawing, children: EmbeddedChildren(subviews: subviews, inputs: childInputs))
    }
}

/// Lays out an ``EmbeddedContainer`` through its drawing.
private final class EmbeddedNode<Drawing: EmbeddedDrawing>: CachingNode {
    let drawing: Drawing
    let children: EmbeddedChildren

    init(drawing: Drawing, children: EmbeddedChildren) {
        self.drawing = drawing
        self.children = children
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        drawing.sizeThatFits(proposal, children: children)
    }

    override func draw(in rect: CellRect, canvas: inout Canvas) {
        let block = drawing.draw(size: rect.size, children: children)
        canvas.paste(block.canvas, at: rect.origin, size: rect.size)
    }

    /// The block drawn is pasted clipped to the rectangle.
    override func overflow(in size: CellSize) -> LineOverflow? { .inside }
}
