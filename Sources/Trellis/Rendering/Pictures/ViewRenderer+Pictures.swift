extension ViewRenderer {
    /// Lays out `view` and writes it as an SVG image or an HTML page (`format` is
    /// ``RenderFormat/svg`` or ``RenderFormat/html``), unless its output would be more than
    /// `maxCells` cells (lines × ``width``): then nothing is drawn.
    ///
    /// The picture shows the cells as a terminal would, in ``pictureStyle``. Unlike text, a
    /// picture is held whole until its last line is drawn: its size comes first.
    ///
    /// ```swift
    /// var renderer = ViewRenderer(width: 80)
    /// renderer.pictureStyle = PictureStyle(title: "Karaoke", theme: .light)
    /// let svg = try renderer.render(board, picture: .svg, maxCells: 1_000_000)
    /// ```
    ///
    /// - Throws: ``RenderSizeLimitExceeded`` after laying out, before drawing.
    /// - Complexity: O(*n*) in the cells drawn.
    public func render(_ view: some View, picture format: RenderFormat, maxCells: Int) throws(RenderSizeLimitExceeded) -> String {
        let target = RenderTarget(output: PictureOutput(), limit: RenderLimit(width: width, maxCells: maxCells))
        return markup(of: try draw(view, into: target).output.grid, format: format)
    }

    /// The markup of `grid`, this renderer's width, in `format`: SVG for ``RenderFormat/svg``,
    /// else HTML.
    func markup(of grid: PictureGrid, format: RenderFormat) -> String {
        format == .svg
            ? SVGDocument(grid: grid, columns: width, style: pictureStyle).markup()
            : HTMLDocument(grid: grid, columns: width, style: pictureStyle).markup()
    }
}
