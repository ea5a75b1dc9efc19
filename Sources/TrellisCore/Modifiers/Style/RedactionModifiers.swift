nonisolated extension View {
    /// Marks the view's content as placeholders for `reason`: adds it to `redactionReasons`
    /// for views below that read it. Text is drawn as it is (a terminal has no grey bars to
    /// draw in its place).
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }

    /// Clears `redactionReasons` for this view and its descendants.
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }
}
