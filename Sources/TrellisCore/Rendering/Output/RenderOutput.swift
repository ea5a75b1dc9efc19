/// Where the bands of a render go, one after another, in the format its writer makes.
///
/// A render reserves room once it knows the laid-out size, then emits each band of lines with
/// the blank lines above it that no band drew (``Bands``). An output in memory can also take
/// back what it was given (``MemoryOutput``); one that writes to a file cannot.
protocol RenderOutput: SendableMetatype {
    /// How emitting can fail: `Never` in memory.
    associatedtype Failure: Error

    /// Makes room for output of `size` cells, before any band is emitted.
    mutating func reserve(forCells size: CellSize)

    /// Writes `blankLines` empty lines, then every line of `canvas`.
    mutating func emit(_ canvas: Canvas, after blankLines: Int) throws(Failure)
}

/// An output held in memory: emitting cannot fail, and what was emitted can be taken back,
/// so a root flow may be drawn while its children are made and drawn again should a child
/// reach back into lines already emitted (``FlowStreamer``).
protocol MemoryOutput: RenderOutput where Failure == Never {
    /// An empty output.
    init()

    /// Forgets everything emitted, as if nothing had been.
    mutating func rewind()
}

/// Writes a canvas's lines as bytes: plain text or ANSI text.
protocol CanvasWriter {
    init()

    /// Appends `blankLines` empty lines, then every line of `canvas`, to `output`.
    mutating func write(_ canvas: Canvas, after blankLines: Int, into output: ByteBuffer)
}

extension PlainWriter: CanvasWriter {}
extension AnsiWriter: CanvasWriter {}
