/// How a render encodes styles: as plain text or with ANSI escape codes.
public enum RenderFormat: Hashable, Sendable, CaseIterable {
    /// No escape codes (``RenderedText/plain``): trailing spaces trimmed from every line,
    /// strikethrough as U+0336 after each struck character.
    case plain
    /// SGR escape codes (``RenderedText/ansi``): opened where a style changes, reset at the end
    /// of every styled run and every line.
    case ansi
}
