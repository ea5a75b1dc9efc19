import Testing
import Trellis
@testable import TrellisCore

/// The writers put a run of one-byte cells in one pass and a run of empty cells as one fill
/// of spaces, eight or four cells at a time where they can; the bytes are those of a cell
/// at a time, wherever a run starts, ends or changes style.
@MainActor @Suite("Rendering: runs of cells in the plain and ANSI writers")
struct WriterRunTests {
    /// `text` put at column `x` of line `y` in `style`.
    private func put(_ text: String, x: Int, y: Int, style: UInt16 = 0, on canvas: inout TrellisCore.Canvas) {
        var text = text
        text.withUTF8 { canvas.put(ascii: $0, x: x, y: y, style: style) }
    }

    /// A canvas as wide as a box's line, with its edges in lines `0..<height`.
    private func boxLines(width: Int, height: Int) -> TrellisCore.Canvas {
        var canvas = TrellisCore.Canvas(width: width)
        canvas.fill(CellRect(origin: CellPoint(x: 0, y: 0), size: CellSize(width: 1, height: height)), scalar: "│", style: 0)
        canvas.fill(CellRect(origin: CellPoint(x: width - 1, y: 0), size: CellSize(width: 1, height: height)), scalar: "│", style: 0)
        return canvas
    }

    private func plain(_ canvas: TrellisCore.Canvas) -> String {
        let output = ByteBuffer()
        var writer = PlainWriter()
        writer.write(canvas, into: output)
        return output.string
    }

    private func ansi(_ canvas: TrellisCore.Canvas) -> String {
        let output = ByteBuffer()
        var writer = AnsiWriter()
        writer.write(canvas, into: output)
        return output.string
    }

    @Test("padding of every length between text and a box's edge is spaces, text on either side kept")
    func paddingOfEveryLength() {
        for width in 4...40 {
            var canvas = boxLines(width: width, height: 2)
            put("ab", x: 1, y: 0, on: &canvas)
            put("c", x: width - 2, y: 1, on: &canvas)
            let inner = width - 2
            let first = "│" + "ab" + String(repeating: " ", count: inner - 2) + "│"
            let second = "│" + String(repeating: " ", count: inner - 1) + "c│"
            #expect(plain(canvas) == "\(first)\n\(second)\n", "width \(width)")
            #expect(ansi(canvas) == "\(first)\n\(second)\n", "width \(width)")
        }
    }

    @Test("empty cells with a background stay one styled run; plain ones after it are reset first")
    func styledEmptyCells() {
        var canvas = boxLines(width: 24, height: 1)
        canvas.restyle(CellRect(origin: CellPoint(x: 2, y: 0), size: CellSize(width: 11, height: 1))) { _ in TextStyle(background: .blue) }
        put("x", x: 16, y: 0, on: &canvas)
        #expect(plain(canvas) == "│" + String(repeating: " ", count: 15) + "x" + String(repeating: " ", count: 6) + "│\n")
        #expect(
            ansi(canvas)
                == "│ \u{1B}[44m" + String(repeating: " ", count: 11) + "\u{1B}[0m   x" + String(repeating: " ", count: 6)
                + "│\n")
    }

    @Test("struck text is followed by padding that is not struck, and text after it is struck again")
    func struckTextAroundPadding() {
        var canvas = TrellisCore.Canvas(width: 30)
        let struck = canvas.styleIndex(TextStyle(attributes: .strikethrough))
        put("ab", x: 0, y: 0, style: struck, on: &canvas)
        put("cd", x: 20, y: 0, style: struck, on: &canvas)
        #expect(plain(canvas) == "a\u{336}b\u{336}" + String(repeating: " ", count: 18) + "c\u{336}d\u{336}\n")
        #expect(
            ansi(canvas) == "\u{1B}[9mab\u{1B}[0m" + String(repeating: " ", count: 18) + "\u{1B}[9mcd\u{1B}[0m\n")
    }

    @Test("a fill over half a wide cluster blanks the other half, on every line it crosses")
    func fillCutsWideClusters() {
        var canvas = TrellisCore.Canvas(width: 6)
        for line in 0..<3 { canvas.put(cluster: "界"[...], cellWidth: 2, x: 2, y: line, style: 0) }
        canvas.fill(CellRect(origin: CellPoint(x: 3, y: 0), size: CellSize(width: 2, height: 2)), scalar: "-", style: 0)
        #expect(plain(canvas) == "   --\n   --\n  界\n")
    }
}
