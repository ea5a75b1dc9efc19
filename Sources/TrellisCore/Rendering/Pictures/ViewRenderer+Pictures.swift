extension ViewRenderer {
    /// The markup of `grid`, this renderer's width, in `format`: SVG for ``RenderFormat/svg``,
    /// else HTML.
    func markup(of grid: PictureGrid, format: RenderFormat) -> String {
        format == .svg
            ? SVGDocument(grid: grid, columns: width, style: pictureStyle).markup()
            : HTMLDocument(grid: grid, columns: width, style: pictureStyle).markup()
    }
}
