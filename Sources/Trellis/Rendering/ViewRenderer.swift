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
///
/// When the root is a `LazyVStack` or `LazyVGrid` (or a view whose body is one), rendering to
/// a string uses two threads: the calling thread evaluates the bodies and makes the rows, a
/// second one measures, draws and writes them a batch at a time, so a long report takes
/// little more than the time to make its rows, and memory holds about a band of rows, not
/// all of them. Only Trellis's own layout code runs on the second thread: from a row with a
/// custom `Layout`, a container plugin or a `containerRelativeFrame` on, the calling thread
/// draws the rest of the flow itself. A row that draws into lines already written (an offset
/// row, say) makes the flow be laid out whole and drawn again, its rows made again if some
/// were already let go (their bodies run twice). The output is the same either way.
public struct ViewRenderer: Sendable {
    /// The width of the output, in terminal cells.
    public var width: Int
    /// The environment the root view is rendered in.
    public var environment: EnvironmentValues {
        get { environmentStorage.values }
        set { environmentStorage = EnvironmentStorage(values: newValue) }
    }

    private var environmentStorage = EnvironmentStorage(values: EnvironmentValues())

    /// The theme and window of ``RenderFormat/svg`` and ``RenderFormat/html`` output.
    public var pictureStyle = PictureStyle()

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
        let reserve = { (size: CellSize) in
            plain.reserve(forCells: size)
            ansi.reserve(forCells: size)
        }
        let redraw = {
            (plainWriter, ansiWriter) = (PlainWriter(), AnsiWriter())
            plain.removeAll()
            ansi.removeAll()
        }
        drawBands(view, reserve: reserve, redraw: redraw) { canvas, blankLines in
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
        write(view, format: format, into: output, sized: { output.reserve(forCells: $0) }, keepsOutput: true, flush: { _ in })
        return output.string
    }

    /// Draws `view` in `format` into `output`, calling `sized` with the laid-out size before
    /// anything is drawn and `flush` after each band of lines.
    ///
    /// When `flush` leaves what it is given in `output` (`keepsOutput`), a lazy stack or grid
    /// at the root is drawn while its children are made, and `sized` sees the size it is
    /// expected to reach instead (see ``drawBands(_:check:maxLines:reserve:redraw:_:)``).
    func write<V: View, Failure: Error>(
        _ view: V, format: RenderFormat, into output: ByteBuffer, sized: (CellSize) -> Void = { _ in },
        keepsOutput: Bool = false, flush: (ByteBuffer) throws(Failure) -> Void
    ) throws(Failure) {
        switch format {
        case .plain:
            var writer = PlainWriter()
            let redraw = {
                writer = PlainWriter()
                output.removeAll()
            }
            try drawBands(view, reserve: sized, redraw: keepsOutput ? redraw : nil) { (canvas, blankLines) throws(Failure) in
                writer.write(canvas, after: blankLines, into: output)
                try flush(output)
            }
        case .ansi:
            var writer = AnsiWriter()
            let redraw = {
                writer = AnsiWriter()
                output.removeAll()
            }
            try drawBands(view, reserve: sized, redraw: keepsOutput ? redraw : nil) { (canvas, blankLines) throws(Failure) in
                writer.write(canvas, after: blankLines, into: output)
                try flush(output)
            }
        case .svg, .html:
            try writePicture(view, format: format, into: output, keepsOutput: keepsOutput, flush: flush)
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
    /// drawn below the view's frame is kept, up to one line past `maxLines`. `check` sees the
    /// laid-out size before anything is drawn, and the lines the last band reaches; when it
    /// returns a failure, that is thrown and nothing more is drawn. Then `reserve` sees it, to
    /// make room for the output.
    ///
    /// With `redraw`, for a caller that can take back what `body` was given: a vertical lazy
    /// stack or grid at the root is measured and drawn on a second thread while this one makes
    /// its children (``FlowHandoff``); `check` sees the size laid out so far before each band,
    /// and `reserve` the size the flow is expected to reach (its height so far scaled to the
    /// children its `ForEach`s expect), then twice its height whenever it outgrows that.
    /// Should a child turn out to draw into lines already handed over, `redraw` is called and
    /// the flow is drawn again as above, from the children already made, or made again when
    /// those drawn were let go.
    func drawBands<V: View, Failure: Error>(
        _ view: V, check: (CellSize) -> Failure? = { _ in nil }, maxLines: Int = .max, reserve: (CellSize) -> Void = { _ in },
        redraw: (() -> Void)? = nil, _ body: (Canvas, Int) throws(Failure) -> Void
    ) throws(Failure) {
        let proposal = CellProposal(width: width, height: nil)
        let bandHeight = max(1, self.bandHeight ?? max(16, Self.bandCells / max(1, width)))
        let node: _LayoutNode
        if let redraw {
            switch RootContent(view, proposal: proposal, environment: environment) {
            case .node(let made):
                node = made
            case .flow(let flow):
                guard let made = try drawStreamed(flow, bandHeight: bandHeight, check: check, maxLines: maxLines, reserve: reserve, body)
                else { return }
                redraw()
                node = made
            }
        } else {
            node = _LayoutNode.root(view, proposal: proposal, environment: environment)
        }
        let size = node.sizeThatFits(proposal)
        let rootSize = CellSize(width: min(width, size.width), height: size.height)
        if let failure = check(rootSize) { throw failure }
        reserve(rootSize)
        var bands = Bands(width: width, height: bandHeight, maxLines: maxLines)
        while true {
            let isLast = bands.top + bandHeight >= rootSize.height
            let top = bands.top
            try bands.drawNext(isLast: isLast, check: check, { canvas in
                node.draw(in: CellRect(origin: CellPoint(x: 0, y: -top), size: rootSize), canvas: &canvas)
            }, into: body)
            if isLast { return }
        }
    }

    /// Draws `flow` while its children are made (``FlowHandoff``); returns its node, made of
    /// the children, when the streamer gave up and the flow is to be drawn the ordinary way.
    private func drawStreamed<Failure: Error>(
        _ flow: VerticalFlow, bandHeight: Int, check: (CellSize) -> Failure?, maxLines: Int, reserve: (CellSize) -> Void,
        _ body: (Canvas, Int) throws(Failure) -> Void
    ) throws(Failure) -> GridFlowNode? {
        var failure: Failure?
        // The streamer keeps the closures only until `finish` returns.
        let node = withoutActuallyEscaping(check) { check in
            withoutActuallyEscaping(reserve) { reserve in
                withoutActuallyEscaping(body) { body -> GridFlowNode? in
                    guard let streamer = FlowStreamer(flow: flow, width: width, bandHeight: bandHeight, check: check, maxLines: maxLines,
                                                      reserve: reserve, body: body)
                    else { return flow.makeNode() }
                    let done = FlowHandoff(streamer).makeChildren(of: flow)
                    switch done.outcome {
                    case .drawn: return nil
                    case .failed(let error):
                        failure = error
                        return nil
                    case .abandoned where done.hasLetGo:
                        return flow.makeNode()  // made again: the children drawn were let go
                    case .abandoned, .drawing, .measuring:  // (`finish` leaves neither of the last two)
                        return flow.node(children: Array(done.children))
                    }
                }
            }
        }
        if let failure { throw failure }
        return node
    }
}

/// Environment values held by a `Sendable` renderer: they are only read while rendering.
private struct EnvironmentStorage: @unchecked Sendable {
    var values: EnvironmentValues
}
