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
/// When the root is a `LazyVStack` or `LazyVGrid` (or a view whose body is one, or a
/// `GroupBox` around one, or a leading `VStack` of lines of text), rendering to a string uses
/// two threads: the calling thread evaluates the bodies and makes the rows, a second one
/// measures, draws and writes them a batch at a time, so a long report takes little more
/// than the time to make its rows, and memory holds about a band of rows, not all of them.
/// Only node types that declare it (`laysOutOffThread`: Trellis's own) are laid
/// out on the second thread: from a row with a custom `Layout`, a container plugin or a
/// `containerRelativeFrame` on, the calling thread draws the rest of the flow itself. A row
/// that draws into lines already written (an offset row, say), or a `VStack`'s row that is
/// not a line of text, makes the flow be laid out whole and drawn again, its rows made again
/// if some were already let go (their bodies run twice). The output is the same either way.
public struct ViewRenderer: Sendable {
    /// The width of the output, in terminal cells.
    public var width: Int
    /// The environment the root view is rendered in.
    public var environment: EnvironmentValues {
        get { environmentStorage.values }
        set { environmentStorage = EnvironmentStorage(values: newValue) }
    }

    private var environmentStorage = EnvironmentStorage(values: EnvironmentValues())

    /// The caller's word to stop the render early, asked between pieces of its work (see
    /// ``RenderCancellation``); `nil`: every render runs to its end.
    package var cancellation: (any RenderCancellation)? {
        get { environment.renderCancellation }
        set { environment.renderCancellation = newValue }
    }

    /// The theme and window of ``RenderFormat/svg`` and ``RenderFormat/html`` output.
    public var pictureStyle = PictureStyle()

    /// The lines drawn at a time; `nil` for bands of about ``bandCells`` cells. Tests set it
    /// to check that the band size never changes the output.
    var bandHeight: Int?

    /// Creates a renderer for output `width` cells wide, its lengths in points at the
    /// ``LengthScale/standard`` scale.
    public init(width: Int) {
        self.width = max(0, width)
    }

    /// Creates a renderer for output `width` cells wide whose views turn lengths into cells at
    /// `lengthScale` (``LengthScale/cells`` for code written in cells).
    public init(width: Int, lengthScale: LengthScale) {
        self.init(width: width)
        environment.lengthScale = lengthScale
    }

    /// Lays out and draws `view`, in both formats.
    ///
    /// The view is laid out once and each band drawn once, then written twice. When only one
    /// format is wanted, ``render(_:format:)`` is cheaper: the other is never written.
    @MainActor public func render(_ view: some View) -> RenderedText {
        render(view, into: RenderTarget(output: BothFormatsOutput(), limit: limit(maxCells: .max)))
            .text
    }

    /// Lays out and draws `view` in one format; a picture (``RenderFormat/svg``,
    /// ``RenderFormat/html``) in ``pictureStyle``. Only that format is written.
    @MainActor public func render(_ view: some View, format: RenderFormat) -> String {
        do {
            return try render(view, format: format, maxCells: .max)
        } catch {
            return ""  // (no limit: never reached)
        }
    }

    /// Draws `view` into `target`, which has no limit, and returns its output.
    private func render<Output: MemoryOutput>(
        _ view: some View, into target: consuming sending RenderTarget<Output>
    ) -> Output {
        do {
            return try draw(view, into: target).output
        } catch {
            return Output()  // (no limit: never reached)
        }
    }

    /// The cells of one band: tall output is drawn this many cells (about 100 KB of canvas)
    /// at a time, so memory does not grow with the output's height.
    ///
    /// A canvas whose arrays stay under the C allocator's threshold for fresh mappings
    /// (128 KB) is reused from its free lists by the next render instead of faulting in new
    /// zeroed pages; smaller bands cost more per band than they save (the render pipeline
    /// article of the documentation has the measurements).
    static let bandCells = 1 << 14

    /// The lines of a band at this renderer's width.
    private var bandLines: Int { max(1, bandHeight ?? max(16, Self.bandCells / max(1, width))) }

    /// The limit of a render of at most `maxCells` cells, cancelled by ``cancellation``.
    func limit(maxCells: Int) -> RenderLimit {
        RenderLimit(width: width, maxCells: maxCells, cancellation: cancellation)
    }

    /// The proposal the root view is laid out for: the full width, an unbounded height.
    private var rootProposal: CellProposal { CellProposal(width: width, height: nil) }

    /// Lays out `view` and draws it into `target` a band of lines at a time, and returns the
    /// target with what was emitted.
    ///
    /// A vertical lazy stack or grid at the root (or a leading `VStack`, or either in a
    /// `GroupBox`) is drawn while its children are made, on a second thread once it is long
    /// enough (``RootFlowSink``); should a child turn out to draw into lines already emitted
    /// (or a `VStack`'s not be a line of text), the output is taken back and the flow laid
    /// out whole.
    /// Anything else is laid out whole first (``drawWhole(_:into:)``).
    /// - Throws: ``RenderSizeLimitExceeded`` when the output would pass the target's limit.
    func draw<Output: MemoryOutput>(
        _ view: some View, into target: consuming sending RenderTarget<Output>
    ) throws(RenderSizeLimitExceeded) -> RenderTarget<Output> {
        RenderPass.begin()
        switch RootContent(view, proposal: rootProposal, environment: environment) {
        case .node(let node):
            return try draw(node, into: target)
        case .flow(let root):
            // Inside its boxes, the flow is drawn in the width they leave.
            let length = width - root.insets.horizontal
            let lines = FlowLines(
                items: root.flow.items, axis: .vertical, length: max(0, length),
                lineSpacing: root.flow.lineSpacing)
            // Tracks narrower than the output (or boxes wider): the flow is drawn at their
            // width, which only the whole flow tells.
            guard length >= 0, lines.hasTracks, lines.tracks.used == length else {
                return try draw(root.makeNode(children: nil), into: target)
            }
            let streamer = FlowStreamer(
                lines: lines, alignment: root.flow.alignment, boxes: root.boxes,
                needsRigidChildren: root.flow.needsRigidChildren, fillsWidth: root.flow.fillsWidth,
                bandHeight: bandLines, target: target)
            let end = RootFlowSink.stream(root.flow, inBoxes: !root.boxes.isEmpty, with: streamer)
            switch end.outcome {
            case .drawn:
                return end.target
            case .tooLarge(let failure):
                throw failure
            case .layOutWhole(let kept):
                var redrawn = end.target
                redrawn.output.rewind()
                return try draw(root.makeNode(children: kept?.children), into: redrawn)
            }
        }
    }

    /// Lays out `node` whole and draws it into `target` (``drawWhole(_:into:)``), which is in
    /// memory, and returns the target.
    private func draw<Output: MemoryOutput>(
        _ node: _LayoutNode, into target: consuming RenderTarget<Output>
    ) throws(RenderSizeLimitExceeded) -> RenderTarget<Output> {
        var target = target
        do {
            try drawWhole(node, into: &target)
        } catch {
            switch error {
            case .tooLarge(let failure): throw failure
            case .output(let never): switch never {}
            }
        }
        return target
    }

    /// Lays out `node`, the root of a render, and draws it into `target` a band of lines at a
    /// time.
    ///
    /// The node is laid out once; each band draws it shifted up onto a canvas that stores only
    /// the band's lines, and containers skip the children that cannot reach the band. Each
    /// cell sees the same drawing, in the same order, as on one tall canvas. Lines below the
    /// last one drawn are not emitted; the last band takes everything below it, so content
    /// drawn below the view's frame is kept, up to one line past the limit. The laid-out size
    /// is checked against the limit before anything is drawn, and reserved in the output.
    /// Once the render is cancelled (``cancellation``), no more is laid out or drawn.
    func drawWhole<Output: RenderOutput>(
        _ node: _LayoutNode, into target: inout RenderTarget<Output>
    ) throws(RenderFailure<Output.Failure>) {
        if target.limit.cancellation.isCancelled { return }
        let size = node.sizeThatFits(rootProposal)
        if target.limit.cancellation.isCancelled { return }
        let rootSize = CellSize(width: min(width, size.width), height: size.height)
        if let failure = target.limit.check(rootSize) { throw .tooLarge(failure) }
        target.output.reserve(forCells: rootSize)
        var bands = Bands(height: bandLines, limit: target.limit)
        while !target.limit.cancellation.isCancelled {
            let isLast = bands.top + bands.height >= rootSize.height
            let top = bands.top
            try bands.drawNext(isLast: isLast, into: &target.output) { canvas in
                node.draw(in: CellRect(origin: CellPoint(x: 0, y: -top), size: rootSize), canvas: &canvas)
            }
            if isLast { return }
        }
    }

    /// The layout node of `view` as the root of a render, laid out whole.
    func rootNode(_ view: some View) -> _LayoutNode {
        _LayoutNode.root(view, proposal: rootProposal, environment: environment)
    }
}

/// Environment values held by a `Sendable` renderer: they are only read while rendering.
private struct EnvironmentStorage: @unchecked Sendable {
    var values: EnvironmentValues
}
