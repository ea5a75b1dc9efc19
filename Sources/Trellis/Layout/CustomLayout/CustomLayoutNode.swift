import Foundation

/// Runs a custom ``Layout`` over child nodes: measures through `sizeThatFits`, draws where
/// `placeSubviews` places, and answers the container's spacing and explicit guides.
final class CustomLayoutNode<L: Layout>: CachingNode {
    let layout: L
    let subviews: LayoutSubviews
    private lazy var cache = layout.makeCache(subviews: subviews)

    init(layout: L, children: [_LayoutNode], scale: LengthScale) {
        self.layout = layout
        self.subviews = LayoutSubviews(nodes: children, scale: scale)
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        layout.sizeThatFits(proposal: ProposedViewSize(proposal), subviews: subviews, cache: &cache).cells
    }

    override func draw(in rect: CellRect, canvas: inout Canvas) {
        for (node, placed) in zip(subviews.nodes, placedRects(in: rect)) {
            node.draw(in: placed, canvas: &canvas)
        }
    }

    override var preferredSpacing: ViewSpacing {
        layout.spacing(subviews: subviews, cache: &cache)
    }

    override var mayAlignExplicitly: Bool { true }

    /// The layout's explicit value for `guide`, its bounds at the origin.
    override func explicitAlignment(_ guide: AlignmentGuide, in size: CellSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: CGSize(size))
        let proposal = ProposedViewSize(CellProposal(size))
        return switch guide {
        case .horizontal(let guide):
            layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        case .vertical(let guide):
            layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    /// Where the subviews go, from the layout's placement at `size` with its bounds at the
    /// origin: as in SwiftUI, a layout places its subviews relative to the bounds it is given.
    override func overflow(in size: CellSize) -> LineOverflow? {
        let rects = placedRects(in: CellRect(origin: CellPoint(x: 0, y: 0), size: size))
        return LineOverflow.union(zip(subviews.nodes, rects).lazy.map { node, rect in
            node.overflow(in: rect.size)?.placed(at: rect, in: size)
        })
    }

    /// The rectangles the layout places the subviews in, its bounds being `rect`.
    private func placedRects(in rect: CellRect) -> [CellRect] {
        let placements = LayoutPlacements(count: subviews.count)
        let bounds = CGRect(origin: CGPoint(x: CGFloat(rect.minX), y: CGFloat(rect.minY)), size: CGSize(rect.size))
        subviews.placements = placements
        layout.placeSubviews(in: bounds, proposal: ProposedViewSize(CellProposal(rect.size)), subviews: subviews, cache: &cache)
        subviews.placements = nil
        return subviews.nodes.enumerated().map { index, node in
            // A subview the layout did not place is drawn at the centre of the bounds, as in SwiftUI.
            let placement = placements.items[index]
                ?? (CGPoint(x: bounds.midX, y: bounds.midY), UnitPoint.center, ProposedViewSize.unspecified)
            let size = node.sizeThatFits(placement.2.cells)
            let x = placement.0.x - placement.1.x * CGFloat(size.width)
            let y = placement.0.y - placement.1.y * CGFloat(size.height)
            // Relative to the bounds, so that a placement at any CGFloat stays within reach.
            return CellRect(origin: CellPoint(x: rect.minX + Self.cell(of: x - bounds.minX), y: rect.minY + Self.cell(of: y - bounds.minY)),
                            size: size)
        }
    }

    /// The cell a position falls in: rounded down, except that a position within a millionth
    /// of a cell boundary is on it (trigonometry, `cos(.pi / 2)`, leaves such errors).
    private static func cell(of position: CGFloat) -> Int {
        let nearest = position.rounded()
        return Cells.offset(Double(abs(position - nearest) < 1e-6 ? nearest : position), rounding: .down)
    }
}

/// Where a layout placed each subview during one `placeSubviews` call.
final class LayoutPlacements {
    var items: [(CGPoint, UnitPoint, ProposedViewSize)?]
    init(count: Int) { items = Array(repeating: nil, count: count) }
}
