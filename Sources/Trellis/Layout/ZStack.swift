/// A view that overlays its subviews, the later ones over the earlier, aligned by `alignment`.
///
/// The stack is as large as its largest subview.
public struct ZStack<Content: View>: UnaryView {
    let alignment: Alignment
    let content: Content

    /// Creates a stack of overlaid subviews.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        ZStackNode(alignment: view.alignment, children: _ViewList.childNodes(of: view.content, inputs: inputs))
    }
}

final class ZStackNode: CachingNode {
    override class var laysOutOffThread: Bool { true }

    let alignment: Alignment
    let children: [_LayoutNode]

    init(alignment: Alignment, children: [_LayoutNode]) {
        self.alignment = alignment
        self.children = children
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        children.reduce(CellSize.zero) { size, child in
            let childSize = child.sizeThatFits(proposal)
            return CellSize(width: max(size.width, childSize.width), height: max(size.height, childSize.height))
        }
    }

    override func overflow(in size: CellSize) -> LineOverflow? {
        LineOverflow.union(children.lazy.map { child in
            let childSize = child.sizeThatFits(CellProposal(size))
            let childRect = self.alignment.rect(of: childSize, in: CellRect(origin: CellPoint(x: 0, y: 0), size: size))
            return child.overflow(in: childSize)?.placed(at: childRect, in: size)
        })
    }

    override func draw(in rect: CellRect, canvas: inout Canvas) {
        for child in children {
            let size = child.sizeThatFits(CellProposal(rect.size))
            child.draw(in: alignment.rect(of: size, in: rect), canvas: &canvas)
        }
    }
}
