extension ViewRenderer {
    /// Lays out and draws `view` like ``render(_:)``, unless its output would be more than
    /// `maxCells` cells (lines × ``width``): then nothing is drawn.
    ///
    /// For views built from untrusted input, whose output could otherwise grow without bound:
    ///
    /// ```swift
    /// let text = try ViewRenderer(width: 80).render(report, maxCells: 10_000_000)
    /// ```
    ///
    /// - Throws: ``RenderSizeLimitExceeded`` after laying out, before drawing.
    @MainActor public func render(_ view: some View, maxCells: Int) throws(RenderSizeLimitExceeded) -> RenderedText {
        let target = RenderTarget(output: BothFormatsOutput(), limit: limit(maxCells: maxCells))
        return try draw(view, into: target).output.text
    }

    /// Lays out and draws `view` in `format` like ``render(_:format:)``, unless its output
    /// would be more than `maxCells` cells (lines × ``width``): then nothing is drawn.
    ///
    /// A picture (``RenderFormat/svg``, ``RenderFormat/html``) is drawn in ``pictureStyle``
    /// and held whole until its last line is drawn: its size comes first in its markup. Its
    /// markup may take at most the style's `maxBytes`.
    ///
    /// ```swift
    /// var renderer = ViewRenderer(width: 80)
    /// renderer.pictureStyle = PictureStyle(title: "Karaoke", theme: .light)
    /// let svg = try renderer.render(board, format: .svg, maxCells: 1_000_000)
    /// ```
    ///
    /// - Throws: ``RenderSizeLimitExceeded`` after laying out, before drawing; for a picture
    ///   whose markup would pass its byte limit, while drawing.
    /// - Complexity: O(*n*) in the cells drawn.
    @MainActor public func render(
        _ view: some View, format: RenderFormat, maxCells: Int
    ) throws(RenderSizeLimitExceeded) -> String {
        let limit = limit(maxCells: maxCells)
        return switch format {
        case .plain: try draw(view, into: RenderTarget(output: TextOutput<PlainWriter>(), limit: limit)).output.text
        case .ansi: try draw(view, into: RenderTarget(output: TextOutput<AnsiWriter>(), limit: limit)).output.text
        case .svg, .html:
            try picture(view, format: format, limit: limit)
        }
    }

    /// The markup of `view` as a picture within `limit` and the style's byte limit (none
    /// when `limit` has none: ``render(_:format:)``).
    private func picture(
        _ view: some View, format: RenderFormat, limit: RenderLimit
    ) throws(RenderSizeLimitExceeded) -> String {
        let maxBytes = limit.maxCells == .max ? .max : pictureStyle.maxBytes
        let grid = try draw(view, into: RenderTarget(output: PictureOutput(maxBytes: maxBytes), limit: limit)).output
            .grid
        guard !grid.isOverBudget else {
            throw RenderSizeLimitExceeded(
                lines: grid.lines.count, width: width, maxCells: limit.maxCells, maxPictureBytes: maxBytes)
        }
        return markup(of: grid, format: format)
    }
}

/// A view whose output is larger than a renderer allows: `lines` lines of `width` cells, more
/// than `maxCells` cells.
public struct RenderSizeLimitExceeded: Error, Hashable, Sendable {
    /// The lines the view laid out to; for content drawn below the view's frame, the lines
    /// drawn up to the first past the limit.
    public let lines: Int
    /// The renderer's width.
    public let width: Int
    /// The limit, in cells.
    public let maxCells: Int
    /// For a picture whose markup passed its byte limit (``PictureStyle/maxBytes``): the
    /// limit, in bytes; `nil` when the cells passed `maxCells`.
    public var maxPictureBytes: Int? = nil
}
