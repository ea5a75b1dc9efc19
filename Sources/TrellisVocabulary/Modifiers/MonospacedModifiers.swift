/// Monospaced text: every terminal cell is a fixed-width glyph already, so these have no effect
/// on text; they are here so that SwiftUI code asking for a monospaced font compiles.
nonisolated extension View {
    /// Draws text below in a monospaced font: a terminal's text is monospaced, so this has no
    /// effect on text.
    public func monospaced(_ isActive: Bool = true) -> some View { self }

    /// Draws digits below at a fixed width: a terminal's digits are, so this has no effect on
    /// text.
    public func monospacedDigit() -> some View { self }
}

extension Text {
    /// This text in a monospaced font: a terminal's text is monospaced, so this has no effect
    /// on text.
    public func monospaced(_ isActive: Bool = true) -> Text { self }

    /// This text with fixed-width digits: a terminal's digits are, so this has no effect on
    /// text.
    public func monospacedDigit() -> Text { self }
}
