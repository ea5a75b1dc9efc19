import Trellis

extension ScriptDocument {
    /// Renders the document's view `width` cells wide as an SVG image or an HTML page
    /// (`format` is `.svg` or `.html`) in `style`.
    /// - Throws: ``ScriptError`` as ``render(width:)`` does; nothing is returned then.
    public func renderPicture(width: Int, format: RenderFormat, style: PictureStyle) throws(ScriptError) -> String {
        let view = try makeView()
        var renderer = ViewRenderer(width: width, lengthScale: lengthScale)
        renderer.pictureStyle = style
        let markup: String
        do throws(RenderSizeLimitExceeded) {
            markup = try renderer.render(view, picture: format, maxCells: limits.outputCells)
        } catch {
            try throwFailures()
            throw outputTooLarge(error)
        }
        try throwFailures()
        return markup
    }
}
