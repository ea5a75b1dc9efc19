import Foundation

/// A type that lays out a collection of views in a custom way: SwiftUI's `Layout`, in cells.
///
/// Sizes and positions are `CGFloat`s counting cells (columns horizontally, lines vertically).
/// Trellis rounds a size up and a position down to whole cells.
///
/// ```swift
/// struct Diagonal: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         subviews.reduce(CGSize.zero) { size, subview in
///             let fitted = subview.sizeThatFits(.unspecified)
///             return CGSize(width: size.width + fitted.width, height: size.height + fitted.height)
///         }
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         var point = bounds.origin
///         for subview in subviews {
///             subview.place(at: point, proposal: .unspecified)
///             let size = subview.sizeThatFits(.unspecified)
///             point.x += size.width
///             point.y += size.height
///         }
///     }
/// }
/// ```
public protocol Layout {
    /// Data a layout computes once and reuses across its calls.
    associatedtype Cache = Void

    /// The subviews of a layout.
    typealias Subviews = LayoutSubviews

    /// The size of the container for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places every subview within `bounds` with ``LayoutSubview/place(at:anchor:proposal:)``.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// Makes the cache.
    func makeCache(subviews: Subviews) -> Cache
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Void { () }
}

extension Layout {
    /// Lays `content`'s resolved subviews out with this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutContainer(layout: self, content: content())
    }
}

/// A custom layout applied to content.
struct LayoutContainer<L: Layout, Content: View>: UnaryView {
    let layout: L
    let content: Content

    static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        CustomLayoutNode(layout: view.layout, children: _ViewList.childNodes(of: view.content, inputs: inputs))
    }
}

/// Runs a custom ``Layout`` over child nodes.
final class CustomLayoutNode<L: Layout>: CachingNode {
    let layout: L
    let subviews: LayoutSubviews
    private lazy var cache = layout.makeCache(subviews: subviews)

    init(layout: L, children: [_LayoutNode]) {
        self.layout = layout
        self.subviews = LayoutSubviews(nodes: children)
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        layout.sizeThatFits(proposal: ProposedViewSize(proposal), subviews: subviews, cache: &cache).cells
    }

    override func draw(in rect: CellRect, canvas: inout Canvas) {
        for (node, placed) in zip(subviews.nodes, placedRects(in: rect)) {
            node.draw(in: placed, canvas: &canvas)
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
            return CellRect(origin: CellPoint(x: rect.minX + Cells.offset(Double(x - bounds.minX), rounding: .down),
                                              y: rect.minY + Cells.offset(Double(y - bounds.minY), rounding: .down)), size: size)
        }
    }
}

/// Where a layout placed each subview during one `placeSubviews` call.
final class LayoutPlacements {
    var items: [(CGPoint, UnitPoint, ProposedViewSize)?]
    init(count: Int) { items = Array(repeating: nil, count: count) }
}
