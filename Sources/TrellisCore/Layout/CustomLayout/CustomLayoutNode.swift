import Foundation

/// Runs a custom ``Layout`` over child nodes: measures through `sizeThatFits`, draws where
/// `placeSubviews` places, and answers the container's spacing and explicit guides.
///
/// The layout works in points at the subviews' ``LengthScale``: its proposals and bounds are
/// whole cells in points, its answers are turned back into cells (sizes rounded up,
/// positions down, explicit guides kept to a fraction of a cell).
final class CustomLayoutNode<L: Layout>: CachingNode {
    let layout: L
    let subviews: LayoutSubviews
    private lazy var cache = layout.makeCache(subviews: subviews)

    init(layout: L, children: [_LayoutNode], scale: LengthScale) {
        self.layout = layout
        self.subviews = LayoutSubviews(nodes: children, scale: scale)
    }

    private var scale: LengthScale { subviews.scale }

    override func measure(_ proposal: CellProposal) -> CellSize {
        scale.cells(layout.sizeThatFits(proposal: scale.points(proposal), subviews: subviews, cache: &cache))
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

    /// The layout's explicit value for `guide`, its bounds at the origin, in cells.
    override func explicitAlignment(_ guide: AlignmentGuide, in size: CellSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: scale.points(size))
        let proposal = scale.points(CellProposal(size))
        let value = switch guide {
        case .horizontal(let alignment):
            layout.explicitAlignment(of: alignment, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        case .vertical(let alignment):
            layout.explicitAlignment(of: alignment, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        return value.map { scale.cellLength($0, along: guide.axis) }
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
        let bounds = CGRect(origin: scale.points(rect.origin), size: scale.points(rect.size))
        subviews.placements = placements
        layout.placeSubviews(in: bounds, proposal: scale.points(CellProposal(rect.size)), subviews: subviews, cache: &cache)
        subviews.placements = nil
        return subviews.nodes.enumerated().map { index, node in
            // A subview the layout did not place is drawn at the centre of the bounds, as in SwiftUI.
            let placement = placements.items[index]
                ?? (CGPoint(x: bounds.midX, y: bounds.midY), UnitPoint.center, ProposedViewSize.unspecified)
            let size = node.sizeThatFits(scale.cells(placement.2))
            let anchor = scale.points(size)
            let x = placement.0.x - placement.1.x * anchor.width
            let y = placement.0.y - placement.1.y * anchor.height
            // Relative to the bounds, so that a placement at any CGFloat stays within reach.
            return CellRect(origin: CellPoint(x: rect.minX + scale.cell(of: x - bounds.minX, along: .horizontal),
                                              y: rect.minY + scale.cell(of: y - bounds.minY, along: .vertical)),
                            size: size)
        }
    }
}

/// Where a layout placed each subview during one `placeSubviews` call.
final class LayoutPlacements {
    var items: [(CGPoint, UnitPoint, ProposedViewSize)?]
    init(count: Int) { items = Array(repeating: nil, count: count) }
}
