/// SwiftUI's scoped animations and transactions (iOS 17): the animation or transaction applies
/// to the modifiers `body` adds to the view. Static output draws every view at rest, so the
/// view is drawn as `body` makes it and the animation has no effect on text.
nonisolated extension View {
    /// This view as `body` modifies it; the animation has no effect on text.
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(content: self))
    }

    /// This view as `body` modifies it; the transaction has no effect on text.
    public func transaction<V: View>(
        _ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        body(PlaceholderContentView(content: self))
    }
}

nonisolated extension ViewModifier {
    /// This modifier, animated: accepted, since an animation has no effect on text.
    public func animation(_ animation: Animation?) -> some ViewModifier { self }

    /// This modifier, with its transaction changed: accepted, since a transaction has no effect on text.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some ViewModifier { self }
}
