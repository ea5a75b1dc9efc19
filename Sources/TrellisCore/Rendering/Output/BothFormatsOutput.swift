/// The text of a render in both formats at once, for ``RenderedText``: each band is drawn
/// once and written twice.
struct BothFormatsOutput: MemoryOutput {
    private var plain = TextOutput<PlainWriter>()
    private var ansi = TextOutput<AnsiWriter>()

    /// The texts emitted so far.
    var text: RenderedText { RenderedText(plain: plain.text, ansi: ansi.text) }

    mutating func reserve(forCells size: CellSize) {
        plain.reserve(forCells: size)
        ansi.reserve(forCells: size)
    }

    mutating func emit(_ canvas: Canvas, after blankLines: Int) {
        plain.emit(canvas, after: blankLines)
        ansi.emit(canvas, after: blankLines)
    }

    mutating func rewind() {
        plain.rewind()
        ansi.rewind()
    }
}
