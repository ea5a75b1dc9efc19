import Foundation

/// One frame of a live runtime as terminal cells: what the screen shows, cell by cell.
///
/// A cell holds a grapheme cluster (a space when blank) and its style; the right half of a wide
/// cluster holds the empty string. The grid keeps the canvas's own encoding (a glyph and a
/// style index per cell), so that making one from a frame copies no string and two compare a
/// line at a time by their glyphs: how ``ScreenDiff`` finds the cells to write without
/// visiting the lines that did not change.
struct ScreenGrid: Equatable, CustomStringConvertible {
    /// One cell: its text and style.
    struct Cell: Equatable {
        /// The cluster drawn in the cell; `""` for the right half of a wide cluster.
        var text: String
        var style: TextStyle

        /// Whether the cell is the right half of a wide cluster.
        var isContinuation: Bool { text.isEmpty }
    }

    let width: Int
    let height: Int
    /// One glyph per cell, as ``Canvas/glyphs`` encodes it (0 is a blank).
    private var glyphs: [UInt32]
    /// One index per cell into ``styles``.
    private var cellStyles: [UInt16]
    /// The clusters of more than one scalar that glyphs point to.
    private var clusters: [String]
    private var styles: [TextStyle]

    /// A grid of blank cells.
    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        glyphs = Array(repeating: Canvas.empty, count: self.width * self.height)
        cellStyles = Array(repeating: 0, count: self.width * self.height)
        clusters = []
        styles = [.plain]
    }

    /// The first `height` lines of `canvas` (blank below what was drawn).
    init(canvas: Canvas, height: Int) {
        width = canvas.width
        self.height = max(0, height)
        let cells = width * self.height
        glyphs = Array(canvas.glyphs.prefix(cells))
        cellStyles = Array(canvas.cellStyles.prefix(cells))
        if glyphs.count < cells {
            glyphs.append(contentsOf: repeatElement(Canvas.empty, count: cells - glyphs.count))
            cellStyles.append(contentsOf: repeatElement(0, count: cells - cellStyles.count))
        }
        clusters = canvas.clusters
        styles = canvas.styles.all
    }

    subscript(row: Int, column: Int) -> Cell {
        let index = row * width + column
        return Cell(text: text(at: index), style: styles[Int(cellStyles[index])])
    }

    /// The text of the cell at `index`.
    private func text(at index: Int) -> String {
        let glyph = glyphs[index]
        if glyph == Canvas.empty { return " " }
        if glyph == Canvas.continuation { return "" }
        if glyph & Canvas.clusterFlag != 0 { return clusters[Int(glyph & ~Canvas.clusterFlag)] }
        return Unicode.Scalar(glyph).map { String(Character($0)) } ?? " "
    }

    /// Whether the cell at `index` is the right half of a wide cluster.
    func isContinuation(at index: Int) -> Bool { glyphs[index] == Canvas.continuation }

    /// Whether the cell at `index` shows what `other`'s cell at the same index shows;
    /// `sameTables`: the two grids' style and cluster tables are equal
    /// (``sharesTables(with:)``), so their indices compare.
    func sameCell(_ index: Int, as other: ScreenGrid, sameTables: Bool) -> Bool {
        let glyph = glyphs[index], otherGlyph = other.glyphs[index]
        if glyph != otherGlyph {
            // A blank and a drawn space show the same.
            guard glyph | otherGlyph == 0x20, glyph & otherGlyph == 0 else { return false }
        } else if !sameTables, glyph & Canvas.clusterFlag != 0,
            clusters[Int(glyph & ~Canvas.clusterFlag)] != other.clusters[Int(glyph & ~Canvas.clusterFlag)]
        {
            return false
        }
        let style = cellStyles[index], otherStyle = other.cellStyles[index]
        return sameTables ? style == otherStyle : styles[Int(style)] == other.styles[Int(otherStyle)]
    }

    /// Whether line `row` shows what `other`'s does, both grids as wide: with the same tables,
    /// the glyphs and style indices of the line compared as memory first, cell by cell only
    /// when they differ.
    func sameLine(_ row: Int, as other: ScreenGrid, sameTables: Bool) -> Bool {
        let cells = (row * width)..<(row * width + width)
        if sameTables, Self.sameMemory(glyphs, other.glyphs, cells),
            Self.sameMemory(cellStyles, other.cellStyles, cells)
        {
            return true
        }
        return cells.allSatisfy { sameCell($0, as: other, sameTables: sameTables) }
    }

    /// Whether `lhs` and `rhs` hold the same bits at `cells`.
    private static func sameMemory<T>(_ lhs: [T], _ rhs: [T], _ cells: Range<Int>) -> Bool {
        guard !cells.isEmpty else { return true }
        return lhs.withUnsafeBytes { left in
            rhs.withUnsafeBytes { right in
                let stride = MemoryLayout<T>.stride
                return memcmp(
                    left.baseAddress! + cells.lowerBound * stride, right.baseAddress! + cells.lowerBound * stride,
                    cells.count * stride) == 0
            }
        }
    }

    /// Whether the two grids' style and cluster tables are the same tables (usually: frames
    /// draw their styles and clusters in the same order), so that equal indices show the same.
    func sharesTables(with other: ScreenGrid) -> Bool { styles == other.styles && clusters == other.clusters }

    static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height else { return false }
        let sameTables = lhs.sharesTables(with: rhs)
        return (0..<lhs.height).allSatisfy { lhs.sameLine($0, as: rhs, sameTables: sameTables) }
    }

    /// The text of each line, without styles, trailing spaces trimmed.
    var lines: [String] {
        (0..<height).map { row in
            var line = ""
            for column in 0..<width { line += text(at: row * width + column) }
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

    var description: String { text }
}
