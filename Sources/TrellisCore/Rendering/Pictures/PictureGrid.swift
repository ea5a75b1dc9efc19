/// The cells of a render as runs a picture positions one by one, gathered band by band.
///
/// A run is a stretch of one line in one style whose clusters are all one cell wide, or all
/// two (CJK, most emoji): a picture stretches a run to its cells' width, which places every
/// cluster of it exactly when they are alike, whatever the font; a run in a font whose glyphs
/// are not exactly one or two cells wide cannot shift what follows. So a line of CJK text is
/// one run, not one a character. Runs of blank cells that draw nothing (no background,
/// underline or strikethrough) are left out. Box-drawing cells (``BoxDrawing``) are blanks in
/// the runs and kept apart, to be drawn as lines.
///
/// The grid counts the bytes its markup will take as it grows (``markupBytes``); past
/// `maxBytes` it stops taking lines and is ``isOverBudget``, so that neither the grid nor
/// the markup grows without bound.
struct PictureGrid {
    /// A stretch of cells of one line.
    struct Run: Equatable {
        /// The first cell, from the left edge.
        var column: Int
        /// The cells the run covers.
        var cells: Int
        /// The clusters of its cells, blanks as spaces.
        var text: String
        var style: TextStyle
    }

    /// A box-drawing cell, drawn as lines.
    struct Box: Equatable {
        var column: Int
        var arms: BoxDrawing.Arms
        var style: TextStyle
    }

    /// One line of cells.
    struct Line: Equatable {
        var runs: [Run] = []
        var boxes: [Box] = []
    }

    /// The most bytes of markup a run, a box and a line add besides their text: the element
    /// with its position, size and class (and a background rectangle), in SVG or HTML.
    static let runMarkup = 260, boxMarkup = 60, lineMarkup = 120

    /// The lines, top to bottom.
    private(set) var lines: [Line] = []
    /// The bytes the markup of the lines will take at most, besides the fixed header.
    private(set) var markupBytes = 0
    /// Whether lines were dropped because the markup would pass `maxBytes`.
    private(set) var isOverBudget = false
    /// The most bytes of markup the grid takes lines for.
    let maxBytes: Int

    init(maxBytes: Int = .max) {
        self.maxBytes = maxBytes
    }

    /// Appends `blankLines` empty lines, then every line of `canvas`, unless the markup would
    /// pass `maxBytes`.
    /// - Complexity: O(*n*) in the canvas's drawn cells.
    mutating func add(_ canvas: Canvas, after blankLines: Int = 0) {
        guard !isOverBudget else { return }
        let (blankBytes, overflow) = blankLines.multipliedReportingOverflow(by: Self.lineMarkup)
        guard !overflow, count(blankBytes) else { return }
        lines.append(contentsOf: repeatElement(Line(), count: blankLines))
        for index in 0..<canvas.height {
            let line = self.line(index, of: canvas)
            var bytes = Self.lineMarkup + line.boxes.count * Self.boxMarkup
            for run in line.runs { bytes += Self.runMarkup + MarkupText.escapedCount(run.text) }
            guard count(bytes) else { return }
            lines.append(line)
        }
    }

    /// Adds `bytes` to ``markupBytes``; `false` (and over budget) when that passes the limit.
    private mutating func count(_ bytes: Int) -> Bool {
        let (total, overflow) = markupBytes.addingReportingOverflow(bytes)
        guard !overflow, total <= maxBytes else {
            isOverBudget = true
            return false
        }
        markupBytes = total
        return true
    }

    /// The runs and boxes of line `line` of `canvas`.
    private func line(_ line: Int, of canvas: Canvas) -> Line {
        let start = line * canvas.width, end = start + canvas.lineEnds[line]
        var result = Line()
        var current: Run?
        var currentIsWide = false
        for index in start..<end {
            var glyph = canvas.glyphs[index]
            if glyph == Canvas.continuation { continue }
            let isWide = index + 1 < start + canvas.width && canvas.glyphs[index + 1] == Canvas.continuation
            let style = canvas.styles[canvas.cellStyles[index]]
            if !isWide, glyph & Canvas.clusterFlag == 0, let scalar = Unicode.Scalar(glyph),
                let arms = BoxDrawing.arms(of: scalar)
            {
                result.boxes.append(Box(column: index - start, arms: arms, style: style))
                glyph = Canvas.empty
            }
            if var run = current, run.style == style, isWide == currentIsWide {
                current = nil  // so that the text below is appended in place, not copied
                run.cells += isWide ? 2 : 1
                Self.appendCluster(glyph, of: canvas, to: &run.text)
                current = run
                continue
            }
            if let run = current { result.runs.append(run) }
            var text = ""
            Self.appendCluster(glyph, of: canvas, to: &text)
            current = Run(column: index - start, cells: isWide ? 2 : 1, text: text, style: style)
            currentIsWide = isWide
        }
        if let run = current { result.runs.append(run) }
        result.runs.removeAll { run in
            !run.text.utf8.contains { $0 != 0x20 } && run.style.background.map { !$0.isClear } != true
                && run.style.attributes.isDisjoint(with: [.underline, .strikethrough, .inverse])
        }
        return result
    }

    /// Appends the cluster `glyph` stands for (a space for an empty cell).
    private static func appendCluster(_ glyph: UInt32, of canvas: Canvas, to text: inout String) {
        if glyph == Canvas.empty {
            text += " "
        } else if glyph & Canvas.clusterFlag != 0 {
            text += canvas.clusters[Int(glyph & ~Canvas.clusterFlag)]
        } else if let scalar = Unicode.Scalar(glyph) {
            text.unicodeScalars.append(scalar)
        }
    }
}

extension PictureGrid {
    /// The box-drawing cells as `<path>` strokes, one a colour and weight for the whole
    /// picture, in a group that sets what they share; empty without box-drawing cells. Cell
    /// (0, 0) has its left top at `origin` (tenths of a pixel).
    func boxPaths(sheet: inout PictureStyleSheet, origin: (x: Int, y: Int)) -> String {
        var paths: [Int: [BoxDrawing.Weight: BoxDrawing.PathBuilder]] = [:]
        for (index, line) in lines.enumerated() {
            for box in line.boxes {
                let look = sheet.entry(for: box.style).index
                BoxDrawing.append(
                    box.arms, x: origin.x + box.column * PictureGeometry.cellWidth,
                    y: origin.y + index * PictureGeometry.lineHeight,
                    width: PictureGeometry.cellWidth, height: PictureGeometry.lineHeight, to: &paths[look, default: [:]]
                )
            }
        }
        guard !paths.isEmpty else { return "" }
        var markup = "<g fill=\"none\" stroke-linecap=\"square\">\n"
        for look in paths.keys.sorted() {
            let colour = sheet.styles[look].foreground.hex
            for weight in [BoxDrawing.Weight.light, .heavy, .double] {
                guard let path = paths[look]?[weight] else { continue }
                markup +=
                    "<path d=\"\(path.data)\" stroke=\"\(colour)\" "
                    + "stroke-width=\"\(PictureGeometry.pixels(BoxDrawing.strokeWidth(weight)))\"/>\n"
            }
        }
        return markup + "</g>\n"
    }
}
