import Foundation

/// A type-erased ``Layout``: switch between layouts while the content keeps its identity.
///
/// `AnyLayout(HStackLayout()) { ... }` and `AnyLayout(VStackLayout()) { ... }` are views of
/// one type, so switching between them keeps each subview's identity (and its state); each
/// renders as its layout does.
///
/// ```swift
/// let layout = wide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout(alignment: .leading))
/// layout { Text("Name"); Text("42") }
/// ```
///
///     Name 42
public struct AnyLayout: Layout, BuiltInLayout {
    private let layout: any Layout

    /// The wrapped layout's cache.
    public struct Cache {
        fileprivate var storage: Any

        /// The cache as `layout`'s, or a new one if it is another layout's.
        fileprivate func typed<L: Layout>(for layout: L, subviews: LayoutSubviews) -> L.Cache {
            storage as? L.Cache ?? layout.makeCache(subviews: subviews)
        }
    }

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) {
        self.layout = layout
    }

    public func makeCache(subviews: Subviews) -> Cache {
        func make<L: Layout>(_ layout: L) -> Cache { Cache(storage: layout.makeCache(subviews: subviews)) }
        return make(layout)
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        func update<L: Layout>(_ layout: L) {
            var typed = cache.typed(for: layout, subviews: subviews)
            layout.updateCache(&typed, subviews: subviews)
            cache.storage = typed
        }
        update(layout)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        func spacing<L: Layout>(_ layout: L) -> ViewSpacing {
            var typed = cache.typed(for: layout, subviews: subviews)
            defer { cache.storage = typed }
            return layout.spacing(subviews: subviews, cache: &typed)
        }
        return spacing(layout)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        func size<L: Layout>(_ layout: L) -> CGSize {
            var typed = cache.typed(for: layout, subviews: subviews)
            defer { cache.storage = typed }
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
        }
        return size(layout)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        func place<L: Layout>(_ layout: L) {
            var typed = cache.typed(for: layout, subviews: subviews)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
            cache.storage = typed
        }
        place(layout)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        func alignment<L: Layout>(_ layout: L) -> CGFloat? {
            var typed = cache.typed(for: layout, subviews: subviews)
            defer { cache.storage = typed }
            return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
        return alignment(layout)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        func alignment<L: Layout>(_ layout: L) -> CGFloat? {
            var typed = cache.typed(for: layout, subviews: subviews)
            defer { cache.storage = typed }
            return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
        return alignment(layout)
    }

    /// The wrapped layout's stack orientation.
    var stackOrientation: Axis? {
        if let builtIn = layout as? any BuiltInLayout { return builtIn.stackOrientation }
        return type(of: layout).layoutProperties.stackOrientation
    }

    /// The wrapped layout's node: its own for a built-in layout, else a ``CustomLayoutNode``.
    func makeNode(children: [_LayoutNode], scale: LengthScale) -> _LayoutNode {
        if let builtIn = layout as? any BuiltInLayout { return builtIn.makeNode(children: children, scale: scale) }
        func node<L: Layout>(_ layout: L) -> _LayoutNode { CustomLayoutNode(layout: layout, children: children, scale: scale) }
        return node(layout)
    }
}
