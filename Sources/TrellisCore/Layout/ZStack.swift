/// A view that overlays its subviews, the later ones over the earlier, aligned by `alignment`.
///
/// The stack is as large as its largest subview.
public nonisolated struct ZStack<Content: View>: UnaryView {
    let alignment: Alignment
    let content: Content

    /// Creates a stack of overlaid subviews.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        ZStackNode(alignment: view.alignment, children: _ViewList.childNodes(of: view.content, inputs: inputs),
                   scale: inputs.environment.lengthScale)
    }
}

/// Overlays children aligned by a fraction of the space in each axis, or, in an axis whose
/// alignment is custom or set by a child with `.alignmentGuide`, by lining up their guides.
final class ZStackNode: CachingNode {
    override class var laysOutOffThread: Bool { true }

    let alignment: Alignment
    let children: [_LayoutNode]
    /// The guides children are lined up by, in each axis where they are.
    private lazy var lineUpGuides: (horizontal: AlignmentGuide?, vertical: AlignmentGuide?) = {
        let horizontal = AlignmentGuide.horizontal(alignment.horizontal), vertical = AlignmentGuide.vertical(alignment.vertical)
        return (horizontal.needsOffsets(of: children) ? horizontal : nil, vertical.needsOffsets(of: children) ? vertical : nil)
    }()

    /// How the guides' values, in points, become cells: the stack's environment's scale.
    let scale: LengthScale

    init(alignment: Alignment, children: [_LayoutNode], scale: LengthScale) {
        self.alignment = alignment
        self.children = children
        self.scale = scale
        super.init()
        noteChildren(children)
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        let sizes = children.map { $0.sizeThatFits(proposal) }
        func extent(_ guide: AlignmentGuide?, _ axis: Axis) -> Int {
            guide?.lineUp(children, sizes: sizes, scale: scale).extent ?? sizes.reduce(0) { max($0, $1[axis]) }
        }
        return CellSize(width: extent(lineUpGuides.horizontal, .horizontal), height: extent(lineUpGuides.vertical, .vertical))
    }

    /// The children's rectangles in a stack of `size`, relative to its top-left corner.
    func childRects(in size: CellSize) -> [CellRect] {
        let sizes = children.map { $0.sizeThatFits(CellProposal(size)) }
        let xs = lineUpGuides.horizontal?.lineUp(children, sizes: sizes, scale: scale, in: size.width).starts
            ?? sizes.map { Alignment.offset($0.width, in: size.width, fraction: alignment.horizontal.fraction) }
        let ys = lineUpGuides.vertical?.lineUp(children, sizes: sizes, scale: scale, in: size.height).starts
            ?? sizes.map { Alignment.offset($0.height, in: size.height, fraction: alignment.vertical.fraction) }
        return sizes.indices.map { CellRect(origin: CellPoint(x: xs[$0], y: ys[$0]), size: sizes[$0]) }
    }

    override func overflow(in size: CellSize) -> LineOverflow? {
        LineOverflow.union(zip(children, childRects(in: size)).lazy.map { child, rect in
            child.overflow(in: rect.size)?.placed(at: rect, in: size)
        })
    }

    override func draw(in rect: CellRect, canvas: inout Canvas) {
        for (child, placed) in zip(children, childRects(in: rect.size)) {
            child.draw(in: CellRect(origin: CellPoint(x: rect.minX + placed.minX, y: rect.minY + placed.minY), size: placed.size),
                       canvas: &canvas)
        }
    }
}
