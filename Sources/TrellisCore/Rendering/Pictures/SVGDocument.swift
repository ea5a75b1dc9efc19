/// Writes a picture grid as a standalone SVG image.
///
/// Each run is a `<text>` at its cell's position whose `textLength` is its cells' width, so
/// the grid holds whatever font the viewer has; backgrounds are rectangles behind the text,
/// box-drawing cells strokes (``PictureGrid/boxPaths(sheet:origin:)``).
/// Styles become CSS classes. Everything from the cells and the title is escaped by
/// ``MarkupText``; the rest is fixed markup and numbers.
struct SVGDocument {
    let grid: PictureGrid
    /// The picture's width in cells: the render's.
    let columns: Int
    let style: PictureStyle

    /// The whole document.
    /// - Complexity: O(*n*) in the runs.
    func markup() -> String {
        let geometry = PictureGeometry(columns: columns, lines: grid.lines.count, hasTitleBar: style.showsWindow)
        let px = PictureGeometry.pixels
        var sheet = PictureStyleSheet(theme: style.theme)
        var backgrounds = "", texts = ""
        for (line, cells) in grid.lines.enumerated() {
            for run in cells.runs {
                let (look, index) = sheet.entry(for: run.style)
                let x = px(geometry.x(run.column)), width = px(run.cells * PictureGeometry.cellWidth)
                if let background = look.background {
                    backgrounds +=
                        "<rect x=\"\(x)\" y=\"\(px(geometry.y(line)))\" width=\"\(width)\" "
                        + "height=\"\(px(PictureGeometry.lineHeight))\" fill=\"\(background.hex)\"/>\n"
                }
                guard run.text.utf8.contains(where: { $0 != 0x20 }) || look.underline || look.strikethrough else {
                    continue
                }
                texts +=
                    "<text class=\"s\(index)\" x=\"\(x)\" y=\"\(px(geometry.y(line) + PictureGeometry.baseline))\" "
                    + "textLength=\"\(width)\" lengthAdjust=\"spacingAndGlyphs\">"
                MarkupText.append(run.text, to: &texts)
                texts += "</text>\n"
            }
        }
        let theme = style.theme
        var svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(px(geometry.width))\" height=\"\(px(geometry.height))\" "
            + "viewBox=\"0 0 \(px(geometry.width)) \(px(geometry.height))\" role=\"img\">\n"
        if let title = style.title { svg += "<title>\(MarkupText.escaped(title))</title>\n" }
        svg +=
            "<style>\ntext{font-family:\(PictureGeometry.fontFamily);font-size:\(PictureGeometry.fontSize)px;"
            + "white-space:pre;direction:ltr;unicode-bidi:bidi-override}\n" + sheet.rules(colorProperty: "fill")
            + ".title{fill:\(theme.titleBar.text.hex);text-anchor:middle}\n</style>\n"
        let corner = style.showsWindow ? " rx=\"8\"" : ""
        svg += "<rect width=\"100%\" height=\"100%\"\(corner) fill=\"\(theme.background.hex)\"/>\n"
        if style.showsWindow { svg += windowBar(geometry) }
        svg += "<g shape-rendering=\"crispEdges\">\n" + backgrounds + "</g>\n"
        svg += grid.boxPaths(sheet: &sheet, origin: (geometry.x(0), geometry.y(0))) + texts + "</svg>\n"
        return svg
    }

    /// The title bar: a band with three dots at the left and the title in the middle.
    private func windowBar(_ geometry: PictureGeometry) -> String {
        let px = PictureGeometry.pixels, bar = style.theme.titleBar.background.hex
        var markup = "<path d=\"M0 8a8 8 0 0 1 8-8H\(px(geometry.width - 80))a8 8 0 0 1 8 8V32H0Z\" fill=\"\(bar)\"/>\n"
        for (index, colour) in ["#ff5f57", "#febc2e", "#28c840"].enumerated() {
            markup += "<circle cx=\"\(18 + index * 20)\" cy=\"16\" r=\"6\" fill=\"\(colour)\"/>\n"
        }
        if let title = style.title {
            markup += "<text class=\"title\" x=\"\(px(geometry.width / 2))\" y=\"21\">"
            MarkupText.append(geometry.fittedTitle(title), to: &markup)
            markup += "</text>\n"
        }
        return markup
    }
}
