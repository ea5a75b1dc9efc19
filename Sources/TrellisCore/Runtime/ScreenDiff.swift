/// The bytes that turn a terminal showing one ``ScreenGrid`` into one showing the next: for each
/// line, the runs of cells that differ, each reached with a cursor motion and written with its
/// styles; nothing else. The whole is wrapped in synchronized output (DEC mode 2026), so a
/// terminal shows the frame at once.
///
/// Fullscreen, the frame sits at the top-left of the alternate screen and runs are reached by
/// absolute positions. Inline, it starts on the line the cursor was on when the runtime started,
/// and runs are reached by relative motions (carriage return, up, down, right), so the frame
/// keeps its place when the terminal scrolled before it.
struct ScreenDiff {
    /// Where the frame is drawn.
    let placement: TerminalFrame.Placement
    /// The grid on screen; `nil` before the first frame and after a resize.
    private(set) var screen: ScreenGrid?
    /// The cursor, in frame coordinates (inline) or screen coordinates (fullscreen).
    private(set) var cursorRow = 0
    private var cursorColumn = 0
    /// Inline: the lines reserved below the frame's top so far.
    private(set) var reservedLines = 0

    init(placement: TerminalFrame.Placement) {
        self.placement = placement
    }

    /// Forgets what is on screen: the next frame is written whole (after a resize, the
    /// terminal has reflowed or cleared it).
    mutating func invalidate() {
        screen = nil
    }

    /// The bytes that make the screen show `grid`; empty when it already does.
    mutating func update(to grid: ScreenGrid) -> String {
        var output = ""
        let old: ScreenGrid
        if let screen, screen.width == grid.width, screen.height == grid.height {
            old = screen
        } else {
            old = ScreenGrid(width: grid.width, height: grid.height)
            switch placement {
            case .fullscreen:
                output += "\u{1B}[H\u{1B}[2J"
                cursorRow = 0
                cursorColumn = 0
            case .inline:
                output += reserve(grid.height)
                // Clear the frame's lines: what was there is not known.
                output += move(row: 0, column: 0) + "\u{1B}[J"
            }
        }
        var body = ""
        var pen = TextStyle.plain
        let sameTables = grid.sharesTables(with: old)
        for row in 0..<grid.height where !grid.sameLine(row, as: old, sameTables: sameTables) {
            let first = row * grid.width
            func changed(_ column: Int) -> Bool { !grid.sameCell(first + column, as: old, sameTables: sameTables) }
            func continuation(_ column: Int) -> Bool { grid.isContinuation(at: first + column) }
            var column = 0
            while column < grid.width {
                guard changed(column) else {
                    column += 1
                    continue
                }
                var start = column
                while start > 0, continuation(start) || old.isContinuation(at: first + start) { start -= 1 }
                var end = column + 1
                while end < grid.width, changed(end) || continuation(end) { end += 1 }
                body += move(row: row, column: start)
                for index in start..<end where !continuation(index) {
                    let cell = grid[row, index]
                    if cell.style != pen {
                        body += Self.sgr(cell.style)
                        pen = cell.style
                    }
                    body += cell.text
                    cursorColumn += index + 1 < grid.width && continuation(index + 1) ? 2 : 1
                }
                column = end
            }
        }
        if pen != .plain { body += Self.sgr(.plain) }
        screen = grid
        guard !body.isEmpty || !output.isEmpty else { return "" }
        return TerminalFrame.beginSynchronized + output + body + TerminalFrame.endSynchronized
    }

    /// The bytes that leave the terminal after the frame: inline, the cursor on the line below it.
    mutating func finish() -> String {
        guard placement == .inline, let screen else { return "" }
        return move(row: max(0, screen.height - 1), column: 0) + "\r\n"
    }

    /// The SGR sequence that draws `style` from any pen: a reset, then the style's own.
    static func sgr(_ style: TextStyle) -> String {
        "\u{1B}[0m" + String(decoding: AnsiWriter.sgr(style), as: UTF8.self)
    }

    /// Inline: makes sure `lines` lines exist from the frame's top down, scrolling the terminal
    /// by new lines at its bottom if needed.
    private mutating func reserve(_ lines: Int) -> String {
        guard placement == .inline, lines > reservedLines else { return "" }
        var output = ""
        if reservedLines == 0 {
            output += "\r"
            cursorColumn = 0
            reservedLines = 1
        }
        output += move(row: reservedLines - 1, column: 0)
        output += String(repeating: "\n", count: lines - reservedLines)
        cursorRow = lines - 1
        reservedLines = lines
        return output
    }

    /// The cursor motion to `row`, `column`.
    private mutating func move(row: Int, column: Int) -> String {
        defer {
            cursorRow = row
            cursorColumn = column
        }
        if placement == .fullscreen {
            if row == cursorRow, column == cursorColumn { return "" }
            return "\u{1B}[\(row + 1);\(column + 1)H"
        }
        var motion = ""
        if row < cursorRow { motion += "\u{1B}[\(cursorRow - row)A" }
        if row > cursorRow { motion += "\u{1B}[\(row - cursorRow)B" }
        if row == cursorRow, column == cursorColumn, cursorColumn < (screen?.width ?? .max) { return motion }
        motion += "\r"
        if column > 0 { motion += "\u{1B}[\(column)C" }
        return motion
    }
}
