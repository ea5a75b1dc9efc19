import Trellis
@testable import TrellisCore

/// A model terminal for the sequences the live runtime writes: text (wide clusters take two
/// cells), CR, LF (scrolling at the bottom), cursor position/up/down/right, erase below and
/// the whole screen, SGR (kept as the parameters set since the last reset), private modes
/// (ignored), and cursor position requests (answered in ``reports``). Anything else fails the
/// test that plays it.
struct VTScreen {
    struct Cell: Equatable, CustomStringConvertible {
        var text: String
        /// The SGR parameters in effect when the cell was written, e.g. "1;31"; "" for plain.
        var pen: String
        var description: String { pen.isEmpty ? text : "\(text){\(pen)}" }
    }

    private(set) var width: Int
    private(set) var height: Int
    private(set) var cells: [[Cell]]
    var row = 0, column = 0
    private var pen = ""
    /// Lines scrolled off the top so far (inline frames move up with them).
    private(set) var scrolled = 0
    private(set) var failures: [String] = []
    /// The answers to the cursor position requests played, as a terminal sends them back.
    var reports: [UInt8] = []

    /// A screen whose cells all hold `fill` (not blank: a frame must clear what it does not draw).
    init(width: Int, height: Int, fill: String = "?") {
        self.width = width
        self.height = height
        cells = Array(repeating: Array(repeating: Cell(text: fill, pen: ""), count: width), count: height)
    }

    mutating func play(_ bytes: [UInt8]) {
        var characters = Array(String(decoding: bytes, as: UTF8.self))[...]
        while let character = characters.popFirst() {
            switch character {
            case "\r": column = 0
            case "\n": lineFeed()
            case "\r\n":  // one Character in Swift
                column = 0
                lineFeed()
            case "\u{1B}":
                guard characters.popFirst() == "[" else { failures.append("ESC not followed by ["); return }
                var parameters = ""
                while let next = characters.first, !(next.isLetter || next == "~") {
                    parameters.append(next)
                    characters.removeFirst()
                }
                guard let final = characters.popFirst() else { failures.append("unfinished CSI"); return }
                control(parameters, final)
            default:
                put(String(character))
            }
        }
    }

    private mutating func lineFeed() {
        if row == height - 1 {
            cells.removeFirst()
            cells.append(Array(repeating: Cell(text: " ", pen: ""), count: width))
            scrolled += 1
        } else {
            row += 1
        }
    }

    private mutating func control(_ parameters: String, _ final: Character) {
        if parameters.hasPrefix("?") || parameters.hasPrefix(">") || parameters.hasPrefix("<") { return }  // modes
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        let count = max(1, numbers.first.flatMap { $0 } ?? 1)
        switch final {
        case "H":
            row = min(height - 1, max(0, (numbers.first.flatMap { $0 } ?? 1) - 1))
            column = min(width - 1, max(0, (numbers.count > 1 ? numbers[1] ?? 1 : 1) - 1))
        case "A": row = max(0, row - count)
        case "B": row = min(height - 1, row + count)
        case "C": column = min(width - 1, column + count)
        case "J":
            if parameters == "2" {
                for line in 0..<height { cells[line] = Array(repeating: Cell(text: " ", pen: ""), count: width) }
            } else {
                for index in column..<width { cells[row][index] = Cell(text: " ", pen: "") }
                for line in (row + 1)..<max(row + 1, height) {
                    cells[line] = Array(repeating: Cell(text: " ", pen: ""), count: width)
                }
            }
        case "n" where parameters == "6":
            reports += Array("\u{1B}[\(row + 1);\(column + 1)R".utf8)
        case "m":
            if parameters.isEmpty || parameters == "0" { pen = "" } else { pen += (pen.isEmpty ? "" : ";") + parameters }
        default:
            failures.append("unexpected CSI \(parameters)\(final)")
        }
    }

    private mutating func put(_ text: String) {
        let cellWidth = max(1, CellWidth.width(of: text))
        if column + cellWidth > width {
            failures.append("text \(text) written past the right edge at \(row),\(column)")
            return
        }
        cells[row][column] = Cell(text: text, pen: pen)
        if cellWidth == 2 { cells[row][column + 1] = Cell(text: "", pen: pen) }
        column = min(width - 1, column + cellWidth)
    }

    /// The rows `top..<top + grid.height` that differ from `grid`, described.
    func mismatches(with grid: ScreenGrid, top: Int = 0) -> [String] {
        var found: [String] = []
        for line in 0..<grid.height {
            for index in 0..<grid.width {
                let cell = grid[line, index]
                let expected = Cell(
                    text: cell.text, pen: String(decoding: AnsiWriter.sgr(cell.style), as: UTF8.self)
                        .dropFirst(2).dropLast().description)
                let shown = top + line < height && index < width ? cells[top + line][index] : nil
                if shown != expected {
                    found.append("line \(line) column \(index): \(shown?.description ?? "-") instead of \(expected)")
                }
            }
        }
        return found
    }
}
