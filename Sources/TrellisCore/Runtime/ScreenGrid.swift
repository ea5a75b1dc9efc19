/// One frame of a live runtime as terminal cells: what the screen shows, cell by cell.
///
/// A cell holds a grapheme cluster (a space when blank) and its style; the right half of a wide
/// cluster holds the empty string. Two grids compare cell by cell, which is how ``ScreenDiff``
/// finds the cells to write.
struct ScreenGrid: Equatable {
    /// One cell: its text and style.
    struct Cell: Equatable {
        /// The cluster drawn in the cell; `""` for the right half of a wide cluster.
        var text: String
        var style: TextStyle

        static let blank = Cell(text: " ", style: .plain)
        /// Whether the cell is the right half of a wide cluster.
        var isContinuation: Bool { text.isEmpty }
    }

    let width: Int
    let height: Int
    private(set) var cells: [Cell]

    /// A grid of blank cells.
    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The first `height` lines of `canvas` (blank below what was drawn).
    init(canvas: Canvas, height: Int) {
        self.init(width: canvas.width, height: height)
        let styles = canvas.styles
        for line in 0..<min(height, canvas.height) {
            for column in 0..<width {
                let index = line * width + column
                let glyph = canvas.glyphs[index]
                let text: String
                if glyph == Canvas.empty {
                    text = " "
                } else if glyph == Canvas.continuation {
                    text = ""
                } else if glyph & Canvas.clusterFlag != 0 {
                    text = canvas.clusters[Int(glyph & ~Canvas.clusterFlag)]
                } else {
                    text = Unicode.Scalar(glyph).map { String(Character($0)) } ?? " "
                }
                cells[index] = Cell(text: text, style: styles[canvas.cellStyles[index]])
            }
        }
    }

    subscript(row: Int, column: Int) -> Cell {
        get { cells[row * width + column] }
        set { cells[row * width + column] = newValue }
    }

    /// The text of each line, without styles, trailing spaces trimmed.
    var lines: [String] {
        (0..<height).map { row in
            var line = ""
            for column in 0..<width { line += self[row, column].text }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The text of the grid: its lines joined, trailing blank lines left out.
    var text: String {
        var lines = self.lines
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
