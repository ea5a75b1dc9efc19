/// Renders views to text at a fixed width.
///
/// ```swift
/// let text = ViewRenderer(width: 40).render(
///     VStack(alignment: .leading) {
///         Text("Hello").bold()
///         Text("world")
///     })
/// print(text.plain)
/// ```
///
/// The view is resolved and laid out with the full width proposed and an unbounded height; a
/// root view that resolves to several subviews is stacked vertically, leading-aligned, without
/// spacing. No line is ever wider than `width`.
///
/// Drawing happens a band of lines at a time (about 16K cells), so memory does not grow with
/// the output's height beyond the laid-out views and the text itself. For big outputs, write
/// straight to a file descriptor with ``render(_:format:to:)-(_,_,Int32)``, which never holds
/// the whole text; ``render(_:format:)`` makes only the format asked for.
public struct ViewRenderer: Sendable {
    /// The width of the output, in terminal cells.
    public var width: Int
    /// The environment the root view is rendered in.
    public var environment: EnvironmentValues {
        get { environmentStorage.values }
        set { environmentStorage = EnvironmentStorage(values: newValue) }
    }

    private var environmentStorage = EnvironmentStorage(values: EnvironmentValues())

    /// The lines drawn at a time; `nil` for bands of about ``bandCells`` cells. Tests set it
    /// to check that the band size never changes the output.
    var bandHeight: Int?

    /// Creates a renderer for output `width` cells wide.
    public init(width: Int) {
        self.width = max(0, width)
    }

    /// Lays out and draws `view`.
    public func render(_ view: some View) -> RenderedText {
        var plainWriter = PlainWriter(), ansiWriter = AnsiWriter()
        let plain = ByteBuffer(), ansi = ByteBuffer()
        let check = { (size: CellSize) -> Never? in
            plain.reserve(forCells: size)
            ansi.reserve(forCells: size)
            return nil
        }
        drawBands(view, check: check) { canvas, blankLines in
            plainWriter.write(canvas, after: blankLines, into: plain)
            ansiWriter.write(canvas, after: blankLines, into: ansi)
        }
        return RenderedText(plain: plain.string, ansi: ansi.string)
    }

    /// Lays out and draws `view` in one format.
    ///
    /// Cheaper than ``render(_:)`` when only one format is needed: the other is never written.
    public func render(_ view: some View, format: RenderFormat) -> String {
        let output = ByteBuffer()
        write(view, format: format, into: output, sized: { output.reserve(forCells: $0) }, flush: { _ in })
        return output.string
    }

    /// Draws `view` in `format` into `output`, calling `sized` with the laid-out size before
    /// anything is drawn and `flush` after each band of lines.
    func write<V: View, Failure: Error>(
        _ view: V, format: RenderFormat, into output: ByteBuffer, sized: (CellSize) -> Void = { _ in },
        flush: (ByteBuffer) throws(Failure) -> Void
    ) throws(Failure) {
        let check = { (size: CellSize) -> Failure? in
            sized(size)
            return nil
        }
        switch format {
        case .plain:
            var writer = PlainWriter()
            try drawBands(view, check: check) { (canvas, blankLines) throws(Failure) in
                writer.write(canvas, after: blankLines, into: output)
                try flush(output)
            }
        case .ansi:
            var writer = AnsiWriter()
            try drawBands(view, check: check) { (canvas, blankLines) throws(Failure) in
                writer.write(canvas, after: blankLines, into: output)
                try flush(output)
            }
        }
    }

    /// The cells of one band: tall output is drawn this many cells (about 100 KB of canvas)
    /// at a time, so memory does not grow with the output's height.
    ///
    /// Measured, not guessed: a canvas whose arrays stay under the C allocator's threshold
    /// for fresh mappings (128 KB) is reused from its free lists by the next render instead
    /// of faulting in new zeroed pages, which made a 1,000-row checklist 2.6× slower at 64K
    /// cells; smaller bands than this cost more per band than they save.
    static let bandCells = 1 << 14

    /// Lays out `view` and draws it a band of lines at a time, calling `body` with each
    /// band's canvas and the number of blank lines above it that no band drew.
    ///
    /// The view is laid out once; each band draws it shifted up onto a canvas that stores only
    /// the band's lines, and containers skip the children that cannot reach the band. Each
    /// cell sees the same drawing, in the same order, as on one tall canvas. Lines below the
    /// last one drawn are not reported; the last band takes everything below it, so content
    /// drawn below the view's frame is kept. `check` sees the laid-out size before anything
    /// is drawn; when it returns a failure, that is thrown and nothing is drawn.
    func drawBands<V: View, Failure: Error>(
        _ view: V, check: (CellSize) -> Failure? = { _ in nil }, _ body: (Canvas, Int) throws(Failure) -> Void
    ) throws(Failure) {
        let proposal = CellProposal(width: width, height: nil)
        let node = _LayoutNode.root(view, proposal: proposal, environment: environment)
        let size = node.sizeThatFits(proposal)
        let rootSize = CellSize(width: min(width, size.width), height: size.height)
        if let failure = check(rootSize) { throw failure }
        let bandHeight = max(1, self.bandHeight ?? max(16, Self.bandCells / max(1, width)))
        var canvas = Canvas(width: width)
        var top = 0
        var blankLines = 0
        while true {
            let isLast = top + bandHeight >= rootSize.height
            canvas.removeAllLines()
            canvas.lineLimit = isLast ? .max : bandHeight
            node.draw(in: CellRect(origin: CellPoint(x: 0, y: -top), size: rootSize), canvas: &canvas)
            if canvas.height > 0 {
                try body(canvas, blankLines)
                blankLines = bandHeight - canvas.height
            } else {
                blankLines += bandHeight
            }
            if isLast { return }
            top += bandHeight
        }
    }
}

/// Environment values held by a `Sendable` renderer: they are only read while rendering.
private struct EnvironmentStorage: @unchecked Sendable {
    var values: EnvironmentValues
}
