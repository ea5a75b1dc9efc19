import Foundation

/// An overlaying stack as a ``Layout``: `ZStackLayout() { ... }` renders as `ZStack { ... }`,
/// and ``AnyLayout`` can switch it for another layout.
///
/// ```swift
/// ZStackLayout(alignment: .topLeading) { Text("#####\n#####"); Text("o") }
/// ```
///
///     o####
///     #####
public struct ZStackLayout: Layout, BuiltInLayout {
    /// The alignment of the subviews in both axes.
    public var alignment: Alignment

    public typealias Cache = _BuiltInLayoutCache

    /// Creates an overlaying stack layout.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(node: ZStackNode(alignment: alignment, children: subviews.subviewNodes, scale: subviews.scale), scale: subviews.scale)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        cache.sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        cache.place(subviews, in: bounds)
    }

    func makeNode(children: [_LayoutNode], scale: LengthScale) -> _LayoutNode {
        ZStackNode(alignment: alignment, children: children, scale: scale)
    }
}
