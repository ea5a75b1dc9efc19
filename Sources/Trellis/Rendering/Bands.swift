/// The bands of lines a render draws, top to bottom, on one canvas reused for each, and the
/// blank lines between what they drew (see ``ViewRenderer/drawBands(_:check:maxLines:reserve:redraw:_:)``).
struct Bands {
    /// The lines of a band.
    let height: Int
    /// The first line of the next band.
    private(set) var top = 0
    /// The lines since the last line a band drew.
    private var blankLines = 0
    private var canvas: Canvas
    /// The most lines the output may have: the last band draws none past them, so that
    /// content drawn far below the view's frame costs no more than the limit.
    let maxLines: Int

    init(width: Int, height: Int, maxLines: Int = .max) {
        self.height = height
        self.maxLines = maxLines
        canvas = Canvas(width: width)
    }

    /// Draws the next band with `draw`, which draws the view shifted up by ``top`` lines, and
    /// hands it to `body` with the number of blank lines above it, unless it drew nothing.
    /// The last band (`isLast`) takes every line below it up to ``maxLines``, so that content
    /// drawn below the view's frame is kept; `check` sees the lines it reaches (one past
    /// ``maxLines`` when anything was left out there), so that such content is held to the
    /// same limit as the frame: a failure is thrown instead.
    mutating func drawNext<Failure: Error>(
        isLast: Bool, check: (CellSize) -> Failure? = { _ in nil }, _ draw: (inout Canvas) -> Void,
        into body: (Canvas, Int) throws(Failure) -> Void
    ) throws(Failure) {
        canvas.removeAllLines()
        canvas.lineLimit = isLast ? (maxLines == .max ? .max : max(0, maxLines - top)) : height
        draw(&canvas)
        if isLast {
            let lines = canvas.clippedBelow ? top + canvas.lineLimit + 1 : top + canvas.height
            if let failure = check(CellSize(width: canvas.width, height: lines)) { throw failure }
        }
        if canvas.height > 0 {
            try body(canvas, blankLines)
            blankLines = height - canvas.height
        } else {
            blankLines += height
        }
        top += height
    }
}
