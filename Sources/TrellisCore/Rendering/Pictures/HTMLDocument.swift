/// Writes a picture grid as a standalone HTML page.
///
/// Each line is a block one cell high; each run a `<span>` placed at its cell column (`left`,
/// in `ch`) and as wide as its cells, so a wide cluster keeps two cells whatever the font
/// draws. Box-drawing cells are strokes in an SVG over the lines, stretched to their width
/// in `ch`. Styles become CSS classes. Everything from the cells and the title is escaped by
/// ``MarkupText``; the rest is fixed markup and numbers.
struct HTMLDocument {
    let grid: PictureGrid
    /// The picture's width in cells: the render's.
    let columns: Int
    let style: PictureStyle

    /// The whole document.
    /// - Complexity: O(*n*) in the runs.
    func markup() -> String {
        let geometry = PictureGeometry(columns: columns, lines: grid.lines.count, hasTitleBar: style.showsWindow)
        let px = PictureGeometry.pixels, theme = style.theme
        var sheet = PictureStyleSheet(theme: theme)
        var body = ""
        for line in grid.lines {
            body += "<div class=\"l\">"
            for run in line.runs {
                let (look, index) = sheet.entry(for: run.style)
                let background = look.background.map { ";background:\($0.hex)" } ?? ""
                body += "<span class=\"s\(index)\" style=\"left:\(run.column)ch;width:\(run.cells)ch\(background)\">"
                MarkupText.append(run.text, to: &body)
                body += "</span>"
            }
            body += "</div>\n"
        }
        let boxes = grid.boxPaths(sheet: &sheet, origin: (0, 0))
        if !boxes.isEmpty {
            // Cell units stretched to the lines' width in ch; strokes keep their width.
            let width = px(columns * PictureGeometry.cellWidth),
                height = px(grid.lines.count * PictureGeometry.lineHeight)
            body +=
                "<svg class=\"boxes\" viewBox=\"0 0 \(width) \(height)\" preserveAspectRatio=\"none\" "
                + "style=\"width:\(columns)ch;height:\(height)px\">\n\(boxes)</svg>\n"
        }
        let title = style.title.map { MarkupText.escaped($0) } ?? "Trellis"
        var html =
            "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n<title>\(title)</title>\n<style>\n"
        html += "body{margin:0;padding:24px;background:\(theme == .dark ? "#101114" : "#ececea")}\n"
        html +=
            ".trellis{display:inline-block;background:\(theme.background.hex);color:\(theme.foreground.hex)"
            + (style.showsWindow ? ";border-radius:8px;overflow:hidden" : "") + "}\n"
        html +=
            ".bar{position:relative;height:\(px(PictureGeometry.titleBarHeight))px;background:\(theme.titleBar.background.hex);"
            + "color:\(theme.titleBar.text.hex);font:13px/\(px(PictureGeometry.titleBarHeight))px sans-serif;text-align:center}\n"
        html += ".bar i{position:absolute;top:10px;width:12px;height:12px;border-radius:6px}\n"
        html +=
            ".cells{padding:\(px(PictureGeometry.margin))px;font-family:\(PictureGeometry.fontFamily);"
            + "font-size:\(PictureGeometry.fontSize)px;line-height:\(px(PictureGeometry.lineHeight))px;position:relative}\n"
        html +=
            ".boxes{position:absolute;left:\(px(PictureGeometry.margin))px;top:\(px(PictureGeometry.margin))px;overflow:visible}\n"
            + ".boxes path{vector-effect:non-scaling-stroke}\n"
        html += ".l{position:relative;width:\(columns)ch;height:\(px(PictureGeometry.lineHeight))px}\n"
        html +=
            ".l span{position:absolute;top:0;height:100%;white-space:pre;direction:ltr;unicode-bidi:bidi-override}\n"
        html += sheet.rules(colorProperty: "color") + "</style>\n</head>\n<body>\n<div class=\"trellis\">\n"
        if style.showsWindow {
            html +=
                "<div class=\"bar\"><i style=\"left:12px;background:#ff5f57\"></i><i style=\"left:32px;background:#febc2e\"></i>"
                + "<i style=\"left:52px;background:#28c840\"></i>"
            if let title = style.title { MarkupText.append(geometry.fittedTitle(title), to: &html) }
            html += "</div>\n"
        }
        html += "<div class=\"cells\">\n" + body + "</div>\n</div>\n</body>\n</html>\n"
        return html
    }
}
