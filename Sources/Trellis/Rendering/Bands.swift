/// The bands of lines a render draws, top to bottom, on one canvas reused for each, and the
/// blank lines between what they drew (see ``ViewRenderer/drawBands(_:check:reserve:redraw:_:)``).
struct Bands {
    /// The lines of a band.
    let height: Int
    /// The first line of the next band.
    private(set) var top = 0
    /// The lines since the last line a band drew.
    private var blankLines = 0
    private var canvas: Canvas

    init(width: Int, height: Int) {
        self.height = height
        canvas = Canvas(width: width)
    }

    /// Draws the next band with `draw`, which draws the view shifted up by ``top`` lines, and
    /// hands it to `body` with the number of blank lines above it, unless it drew nothing.
    /// The last band (`isLast`) takes every line below it, so that content drawn below the
    /// view's frame is kept.
    mutating func drawNext<Failure: Error>(
        isLast: Bool, _ draw: (inout Canvas) -> Void, into body: (Canvas, Int) throws(Failure) -> Void
    ) throws(Failure) {
        canvas.removeAllLines()
        canvas.lineLimit = isLast ? .max : height
        draw(&canvas)
        if canvas.height > 0 {
            try body(canvas, blankLines)
            blankLines = height - canvas.height
        } else {
            blankLines += height
        }
        top += height
    }
}
