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
    public func render(_ view: some View, maxCells: Int) throws(RenderSizeLimitExceeded) -> RenderedText {
        let target = RenderTarget(output: BothFormatsOutput(), limit: RenderLimit(width: width, maxCells: maxCells))
        return try draw(view, into: target).output.text
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
}
