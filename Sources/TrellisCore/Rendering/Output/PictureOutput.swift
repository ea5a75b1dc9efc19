/// The cells of a render gathered for a picture (``RenderFormat/svg``, ``RenderFormat/html``),
/// held in memory: a picture's size comes first in its markup, so it is written whole.
struct PictureOutput: MemoryOutput {
    private(set) var grid: PictureGrid

    /// An output whose grid takes lines up to `maxBytes` of markup.
    init(maxBytes: Int) {
        grid = PictureGrid(maxBytes: maxBytes)
    }

    init() {
        self.init(maxBytes: .max)
    }

    mutating func reserve(forCells size: CellSize) {}

    mutating func emit(_ canvas: Canvas, after blankLines: Int) {
        grid.add(canvas, after: blankLines)
    }

    mutating func rewind() {
        grid = PictureGrid(maxBytes: grid.maxBytes)
    }
}
