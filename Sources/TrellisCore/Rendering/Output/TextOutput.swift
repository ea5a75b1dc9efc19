/// The text of a render in one format, held in memory.
struct TextOutput<Writer: CanvasWriter>: MemoryOutput {
    private var writer = Writer()
    private let bytes = ByteBuffer()

    /// The text emitted so far.
    var text: String { bytes.string }

    mutating func reserve(forCells size: CellSize) {
        bytes.reserve(forCells: size)
    }

    mutating func emit(_ canvas: Canvas, after blankLines: Int) {
        writer.write(canvas, after: blankLines, into: bytes)
    }

    mutating func rewind() {
        writer = Writer()
        bytes.removeAll()
    }
}
