/// The output of a render: the same layout as plain text and as ANSI text.
public struct RenderedText: Hashable, Sendable {
    /// The text without escape codes. Trailing spaces are trimmed from every line;
    /// strikethrough is shown with U+0336 COMBINING LONG STROKE OVERLAY after each struck
    /// character (zero width, so alignment is kept and struck rows stay distinguishable).
    public let plain: String
    /// The text with SGR escape codes for colours and attributes: opened where a style
    /// changes, reset at the end of every styled run and every line.
    public let ansi: String
}
