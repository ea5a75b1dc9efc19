/// The bands of lines a render draws, top to bottom, on one canvas reused for each, and the
/// blank lines between what they drew (see ``ViewRenderer``).
struct Bands {
    /// The lines of a band.
    let height: Int
    /// The first line of the next band.
    private(set) var top = 0
    /// The lines since the last line a band drew.
    private var blankLines = 0
    private var canvas: Canvas
    /// The limit of the output: the last band draws no line past its ``RenderLimit/maxLines``,
    /// so that content drawn far below the view's frame costs no more than the limit.
    let limit: RenderLimit

    init(height: Int, limit: RenderLimit) {
        self.height = height
        self.limit = limit
        canvas = Canvas(width: limit.width)
    }

    /// Draws the next band with `draw`, which draws the view shifted up by ``top`` lines, and
    /// emits it into `output` after the blank lines above it, unless it drew nothing.
    ///
    /// The last band (`isLast`) takes every line below it up to the limit's lines, so that
    /// content drawn below the view's frame is kept; the lines it reaches (one past the
    /// limit when anything was left out there) are checked against the limit, so that such
    /// content is held to the same limit as the frame: then nothing is emitted.
    mutating func drawNext<Output: RenderOutput>(
        isLast: Bool, into output: inout Output, _ draw: (inout Canvas) -> Void
    ) throws(RenderFailure<Output.Failure>) {
        let maxLines = limit.maxLines
        canvas.removeAllLines()
        canvas.lineLimit = isLast ? (maxLines == .max ? .max : max(0, maxLines - top)) : height
        draw(&canvas)
        if isLast {
            let lines = canvas.clippedBelow ? top + canvas.lineLimit + 1 : top + canvas.height
            if let failure = limit.check(CellSize(width: canvas.width, height: lines)) { throw .tooLarge(failure) }
        }
        if canvas.height > 0 {
            do {
                try output.emit(canvas, after: blankLines)
            } catch {
                throw .output(error)
            }
            blankLines = height - canvas.height
        } else {
            blankLines += height
        }
        top += height
    }
}
