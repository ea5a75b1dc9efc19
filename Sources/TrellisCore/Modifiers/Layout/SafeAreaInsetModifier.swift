import Foundation

nonisolated extension View {
    /// Places `content` along `edge` of the view, outside it: stacked above or below the
    /// view, aligned by `alignment`, `spacing` points away (the stack's default if `nil`).
    /// A render has no safe area, so the view and its inset simply share the space.
    ///
    /// ```swift
    /// List { … }
    ///     .safeAreaInset(edge: .bottom) { Text("3 items") }
    /// ```
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        modifier(VerticalInsetModifier(edge: edge, alignment: alignment, spacing: spacing, inset: content()))
    }

    /// Places `content` along `edge` of the view, outside it: beside the view, aligned by
    /// `alignment`, `spacing` points away (the stack's default if `nil`).
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        modifier(HorizontalInsetModifier(edge: edge, alignment: alignment, spacing: spacing, inset: content()))
    }

    /// Insets the safe area by `insets`: drawn as padding, as a render has no other safe area.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        padding(insets)
    }

    /// Insets the safe area on `edges` by `length` points (the default padding if `nil`):
    /// drawn as padding.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }

    /// Insets the safe area on every edge by `length` points: drawn as padding.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }
}

/// Stacks an inset view above or below the content.
nonisolated struct VerticalInsetModifier<Inset: View>: ViewModifier {
    let edge: VerticalEdge
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let inset: Inset

    func body(content: Content) -> some View {
        VStack(alignment: alignment, spacing: spacing) {
            if edge == .top { inset }
            content
            if edge == .bottom { inset }
        }
    }
}

/// Places an inset view before or after the content.
nonisolated struct HorizontalInsetModifier<Inset: View>: ViewModifier {
    let edge: HorizontalEdge
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let inset: Inset

    func body(content: Content) -> some View {
        HStack(alignment: alignment, spacing: spacing) {
            if edge == .leading { inset }
            content
            if edge == .trailing { inset }
        }
    }
}
