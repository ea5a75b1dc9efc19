import Foundation

/// A grid as a ``Layout``: `GridLayout() { GridRow { ... } }` renders as `Grid { ... }`, and
/// ``AnyLayout`` can switch it for another layout.
///
/// Called directly from another layout's methods, its subviews are its rows: each is placed
/// as a band across the grid's width, a `GridRow` laying its cells out there as an `HStack`
/// does.
///
/// ```swift
/// GridLayout(alignment: .leading) {
///     GridRow { Text("Name"); Text("Qty") }
///     GridRow { Text("Apples"); Text("3") }
/// }
/// ```
///
///     Name   Qty
///     Apples 3
public struct GridLayout: Layout, BuiltInLayout {
    /// The alignment of the cells in their columns and rows.
    public var alignment: Alignment
    /// The points between columns; `nil` for the default (1 column).
    public var horizontalSpacing: CGFloat?
    /// The points between rows; `nil` for the default (0 lines).
    public var verticalSpacing: CGFloat?

    public typealias Cache = _BuiltInLayoutCache

    /// Creates a grid layout.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(node: gridNode(rows: subviews.subviewNodes, scale: subviews.scale), scale: subviews.scale)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        cache.sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        cache.place(subviews, in: bounds)
    }

    func makeNode(children: [_LayoutNode], scale: LengthScale) -> _LayoutNode {
        gridNode(rows: children, scale: scale)
    }

    private func gridNode(rows: [_LayoutNode], scale: LengthScale) -> GridNode {
        GridNode(alignment: alignment, horizontalSpacing: scale.spacing(horizontalSpacing, along: .horizontal),
                 verticalSpacing: scale.spacing(verticalSpacing, along: .vertical), rows: rows)
    }
}
