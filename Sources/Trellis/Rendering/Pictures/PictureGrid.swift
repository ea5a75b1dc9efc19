/// The cells of a render as runs a picture positions one by one, gathered band by band.
///
/// A run is a stretch of one line in one style; a wide cluster (CJK, most emoji) is a run of
/// its own, two cells wide. Each run is placed at its cell column, so a font whose glyphs
/// are not exactly one or two cells wide cannot shift what follows. Runs of blank cells that
/// draw nothing (no background, underline or strikethrough) are left out.
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

    /// The runs of each line, top to bottom.
    private(set) var lines: [[Run]] = []

    /// Appends `blankLines` empty lines, then every line of `canvas`.
    /// - Complexity: O(*n*) in the canvas's drawn cells.
    mutating func add(_ canvas: Canvas, after blankLines: Int = 0) {
        lines.append(contentsOf: repeatElement([], count: blankLines))
        for line in 0..<canvas.height { lines.append(runs(of: line, in: canvas)) }
    }

    /// The runs of `line` of `canvas`.
    private func runs(of line: Int, in canvas: Canvas) -> [Run] {
        let start = line * canvas.width, end = start + canvas.lineEnds[line]
        var runs: [Run] = []
        var current: Run?
        var currentIsWide = false
        for index in start..<end {
            let glyph = canvas.glyphs[index]
            if glyph == Canvas.continuation { continue }
            let isWide = index + 1 < start + canvas.width && canvas.glyphs[index + 1] == Canvas.continuation
            let style = canvas.styles[canvas.cellStyles[index]]
            if var run = current, run.style == style, !isWide, !currentIsWide {
                current = nil  // so that the text below is appended in place, not copied
                run.cells += 1
                Self.appendCluster(glyph, of: canvas, to: &run.text)
                current = run
                continue
            }
            if let run = current { runs.append(run) }
            var text = ""
            Self.appendCluster(glyph, of: canvas, to: &text)
            current = Run(column: index - start, cells: isWide ? 2 : 1, text: text, style: style)
            currentIsWide = isWide
        }
        if let run = current { runs.append(run) }
        return runs.filter { run in
            run.text.utf8.contains { $0 != 0x20 } || run.style.background.map { !$0.isClear } == true
                || !run.style.attributes.isDisjoint(with: [.underline, .strikethrough, .inverse])
        }
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
