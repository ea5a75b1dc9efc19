/// Inline, the screen row of the frame's first line, so that a mouse report (in screen rows)
/// reaches the frame's row under it. The terminal is asked with a cursor position request
/// written after the first frame (and after each resize, which reflows the lines); its answer,
/// less the frame row the cursor was on, is the top. A frame that grows past the screen's
/// bottom scrolls the terminal, which moves the top up with it.
struct InlineFrameTop {
    /// The request: the terminal answers with `CSI row ; column R`.
    static let request = "\u{1B}[6n"

    /// The screen row of the frame's first line; `nil` until the terminal answered.
    private(set) var row: Int?
    /// The frame row the cursor was on when the request out was written; `nil` when none is.
    private var askedAtFrameRow: Int?
    /// Answers still to come to requests made before a resize, to be ignored.
    private var staleAnswers = 0

    /// After a frame that wrote `cursorRow` (in frame rows) as the cursor's last row, with
    /// `reservedLines` lines below the top on a screen `screenHeight` lines tall: the request to
    /// write when the top is not known and none is out, else "".
    mutating func afterFrame(cursorRow: Int, reservedLines: Int, screenHeight: Int) -> String {
        if let row {
            self.row = max(0, min(row, screenHeight - reservedLines))
            return ""
        }
        guard askedAtFrameRow == nil else { return "" }
        askedAtFrameRow = cursorRow
        return Self.request
    }

    /// Takes the terminal's answer, that the cursor is on screen row `reportedRow`; ignored
    /// when no request is out (or it answers one made before a resize).
    mutating func take(reportedRow: Int, reservedLines: Int, screenHeight: Int) {
        if staleAnswers > 0 {
            staleAnswers -= 1
            return
        }
        guard let asked = askedAtFrameRow else { return }
        askedAtFrameRow = nil
        row = max(0, min(reportedRow - asked, screenHeight - reservedLines))
    }

    /// Forgets the top (the terminal reflowed its lines); the next frame asks again.
    mutating func forget() {
        if askedAtFrameRow != nil { staleAnswers += 1 }
        askedAtFrameRow = nil
        row = nil
    }

    /// The frame row at screen row `screenRow` of a frame `height` lines tall; `nil` outside
    /// the frame or while the top is not known.
    func frameRow(ofScreenRow screenRow: Int, height: Int) -> Int? {
        guard let row, (row..<(row + height)).contains(screenRow) else { return nil }
        return screenRow - row
    }
}
