nonisolated extension View {
    /// Draws the view at `opacity`: text has three levels of it. At 1 or more the view is
    /// drawn as it is; between 0 and 1 its text is dim (SGR 2 in ANSI output); at 0 or less it
    /// is laid out but not drawn, like ``hidden()``.
    ///
    /// ```swift
    /// Text("draft").opacity(0.5)
    /// ```
    public func opacity(_ opacity: Double) -> some View {
        modifier(OpacityModifier(opacity: opacity))
    }
}

/// Draws content dim or not at all by its opacity.
nonisolated struct OpacityModifier: ViewModifier {
    let opacity: Double

    func body(content: Content) -> some View {
        if !(opacity > 0) {
            content.hidden()
        } else if opacity < 1 {
            content.transformEnvironment(\.cellStyle) { $0.attributes.insert(.dim) }
        } else {
            content
        }
    }
}
