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
        let check = { (size: CellSize) -> RenderSizeLimitExceeded? in
            let (cells, overflow) = size.height.multipliedReportingOverflow(by: max(1, width))
            return overflow || cells > maxCells ? RenderSizeLimitExceeded(lines: size.height, width: width, maxCells: maxCells) : nil
        }
        var grid = PictureGrid(width: width)
        try drawBands(view, check: check, maxLines: maxCells / max(1, width), redraw: { grid = PictureGrid(width: width) }) {
            (canvas, blankLines) throws(RenderSizeLimitExceeded) in
            grid.add(canvas, after: blankLines)
        }
        return markup(of: grid, format: format)
    }

    /// Draws `view` as a picture into `output` (``write(_:format:into:sized:keepsOutput:flush:)``
    /// for the picture formats): gathered whole, then written and flushed once.
    func writePicture<V: View, Failure: Error>(
        _ view: V, format: RenderFormat, into output: ByteBuffer, keepsOutput: Bool, flush: (ByteBuffer) throws(Failure) -> Void
    ) throws(Failure) {
        var grid = PictureGrid(width: width)
        drawBands(view, redraw: keepsOutput ? { grid = PictureGrid(width: width) } : nil) { canvas, blankLines in
            grid.add(canvas, after: blankLines)
        }
        var markup = markup(of: grid, format: format)
        markup.withUTF8 { bytes in
            var cursor = output.cursor(reserving: bytes.count)
            cursor.put(bytes)
            output.commit(cursor)
        }
        try flush(output)
    }

    /// The markup of `grid` in `format`: SVG for ``RenderFormat/svg``, else HTML.
    private func markup(of grid: PictureGrid, format: RenderFormat) -> String {
        format == .svg ? SVGDocument(grid: grid, style: pictureStyle).markup() : HTMLDocument(grid: grid, style: pictureStyle).markup()
    }
}
