import Foundation

/// A horizontal stack as a ``Layout``: `HStackLayout() { ... }` renders as `HStack { ... }`,
/// and ``AnyLayout`` can switch it for another layout.
///
/// ```swift
/// let layout = wide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout(alignment: .leading))
/// layout { Text("Name"); Text("42") }
/// ```
///
///     Name 42
public struct HStackLayout: Layout, BuiltInLayout {
    /// The vertical alignment of the subviews.
    public var alignment: VerticalAlignment
    /// The points between subviews; `nil` for the default (1 column).
    public var spacing: CGFloat?

    public typealias Cache = _BuiltInLayoutCache

    /// Creates a horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .horizontal) }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(node: stackNode(children: subviews.subviewNodes, scale: subviews.scale), scale: subviews.scale)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        cache.sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        cache.place(subviews, in: bounds)
    }

    func makeNode(children: [_LayoutNode], scale: LengthScale) -> _LayoutNode {
        stackNode(children: children, scale: scale)
    }

    private func stackNode(children: [_LayoutNode], scale: LengthScale) -> StackNode {
        StackNode(axis: .horizontal, alignment: alignment.fraction,
                  spacing: scale.spacing(spacing, along: .horizontal),
                  children: children, guide: .vertical(alignment), scale: scale)
    }
}
