/// How a render encodes styles: as plain text, with ANSI escape codes, or as a picture of
/// the cells (SVG or HTML).
public enum RenderFormat: Hashable, Sendable, CaseIterable {
    /// No escape codes (``RenderedText/plain``): trailing spaces trimmed from every line,
    /// strikethrough as U+0336 after each struck character.
    case plain
    /// SGR escape codes (``RenderedText/ansi``): opened where a style changes, reset at the end
    /// of every styled run and every line.
    case ansi
    /// A standalone SVG image of the cells: colours, weights and lines as the terminal shows
    /// them, each run placed by its cell column; framed and coloured as
    /// ``ViewRenderer/pictureStyle`` says.
    case svg
    /// A standalone HTML page of the cells, placed like ``svg``.
    case html
}
