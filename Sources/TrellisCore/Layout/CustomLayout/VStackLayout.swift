import Foundation

/// A vertical stack as a ``Layout``: `VStackLayout() { ... }` renders as `VStack { ... }`,
/// and ``AnyLayout`` can switch it for another layout.
///
/// ```swift
/// VStackLayout(alignment: .leading) { Text("Name"); Text("42") }
/// ```
///
///     Name
///     42
public struct VStackLayout: Layout, BuiltInLayout {
    /// The horizontal alignment of the subviews.
    public var alignment: HorizontalAlignment
    /// The points between subviews; `nil` for the default (0 lines).
    public var spacing: CGFloat?

    public typealias Cache = _BuiltInLayoutCache

    /// Creates a vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .vertical) }

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
        StackNode(axis: .vertical, alignment: alignment.fraction,
                  spacing: scale.spacing(spacing, along: .vertical),
                  children: children, guide: .horizontal(alignment), scale: scale)
    }
}
