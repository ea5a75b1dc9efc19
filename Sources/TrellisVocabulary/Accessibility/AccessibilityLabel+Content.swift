extension View {
    /// An accessibility label built from the view's own label by `content`: no effect on text
    /// (assistive technologies read it; the view is drawn as it is).
    public func accessibilityLabel<V: View>(@ViewBuilder content: (_ label: PlaceholderContentView<Self>) -> V) -> some View {
        self
    }
}
