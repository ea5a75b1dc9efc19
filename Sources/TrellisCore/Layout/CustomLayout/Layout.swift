import Foundation

/// A type that lays out a collection of views in a custom way: SwiftUI's `Layout`.
///
/// Sizes, positions, proposals, spacings and guides are points, as SwiftUI code writes them,
/// at the environment's ``LengthScale`` (8 points a column and 16 a line by default): a
/// layout that adds `spacing: 8` between subviews leaves one column. What a layout is
/// proposed and measures is whole cells in points; Trellis rounds a size it answers up and a
/// position or proposal it gives down to whole cells. Only the two sizing and placing methods
/// are required; the rest have SwiftUI's defaults: no cache, the union of the subviews'
/// spacing, no explicit alignment guides, and no stack orientation.
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
    /// Properties of the layout that views inside it follow, such as the axis a `Spacer`
    /// expands along.
    static var layoutProperties: LayoutProperties { get }

    /// Data a layout computes once and reuses across its calls.
    associatedtype Cache = Void

    /// The subviews of a layout.
    typealias Subviews = LayoutSubviews

    /// Makes the cache, once per layout pass before the layout's other methods are called.
    func makeCache(subviews: Subviews) -> Cache

    /// Brings `cache` up to date with `subviews`; the default makes it anew.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The spacing the container prefers around it; the default is the union of its
    /// subviews' (``ViewSpacing/zero`` when it has none).
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The size of the container for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places every subview within `bounds` with ``LayoutSubview/place(at:anchor:proposal:)``.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// Where the container puts a horizontal guide, relative to `bounds`, or `nil` for its
    /// default; the default implementation returns `nil`.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// Where the container puts a vertical guide, relative to `bounds`, or `nil` for its
    /// default; the default implementation returns `nil`.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(into: ViewSpacing.zero) { $0.formUnion($1.spacing) }
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// Lays `content`'s resolved subviews out with this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutContainer(layout: self, content: content())
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Void { () }
}
