/// Measures and draws the children of a vertical lazy stack or grid at the root of a render
/// as they are made, handing each band of lines to the writer as soon as no child made later
/// can reach it.
///
/// Output is the same as laying out the whole flow first (``GridFlowNode``) and drawing it a
/// band at a time: the same ``FlowLines`` place the children, the same ``Bands`` draw them.
/// A band is drawn once the last line started is below it by more than any child so far
/// draws above its rectangle; the children of the lines drawn for good are then let go, so
/// that memory stays at about a band of children however long the flow. Should a later
/// child draw further up, into lines already handed over, or not tell how far it draws, the
/// streamer gives up (``Outcome/abandoned``) and the renderer lays out and draws the flow the
/// ordinary way. Should `check` fail, nothing more is drawn, but the children are still
/// measured, so that the failure tells the whole size.
struct FlowStreamer<Failure: Error> {
    /// Where the streamer is.
    enum Outcome {
        /// Taking children.
        case drawing
        /// Every band drawn and handed over.
        case drawn
        /// Given up: the output handed over so far is to be thrown away.
        case abandoned
        /// `check` failed with the size so far: the children are measured to the end, then
        /// checked again for the whole size.
        case measuring(Failure)
        /// The writer failed, or the whole size failed `check`; nothing more is drawn.
        case failed(Failure)
    }

    private(set) var outcome = Outcome.drawing
    private var lines: FlowLines
    /// The children taken and not let go: those of the lines not drawn for good, or all of
    /// them until a band is drawn (see ``hasLetGo``).
    private(set) var children = ChildBatches()
    /// Whether children were let go: a flow abandoned after that is made again to be drawn.
    var hasLetGo: Bool { children.firstKept > 0 }
    private let alignment: Int
    private let width: Int
    private var bands: Bands
    private let check: (CellSize) -> Failure?
    private let reserve: (CellSize) -> Void
    private let body: (Canvas, Int) throws(Failure) -> Void
    /// The children the list expects to make in all (0: it does not know).
    private var expectedChildren = 0
    /// The height `reserve` saw last.
    private var reservedHeight = 0

    /// A streamer for `flow` at the root of a render `width` cells wide, drawing bands of
    /// `bandHeight` lines; `check` sees the size laid out so far before each band; `reserve`
    /// sees the size the flow is expected to reach before the first band, then whenever the
    /// flow outgrows it; `body` takes each band. `nil` when the flow's tracks do not fill the
    /// width: then the flow is drawn at its tracks' width, which only the whole flow tells.
    init?(flow: VerticalFlow, width: Int, bandHeight: Int, check: @escaping (CellSize) -> Failure?, maxLines: Int = .max,
          reserve: @escaping (CellSize) -> Void, body: @escaping (Canvas, Int) throws(Failure) -> Void) {
        lines = FlowLines(items: flow.items, axis: .vertical, length: width, lineSpacing: flow.lineSpacing)
        guard lines.hasTracks, lines.tracks.used == width else { return nil }
        alignment = flow.alignment
        self.width = width
        bands = Bands(width: width, height: bandHeight, maxLines: maxLines)
        self.check = check
        self.reserve = reserve
        self.body = body
    }

    /// Learns that about `count` children are coming in all.
    mutating func expect(_ count: Int) {
        expectedChildren = max(expectedChildren, count)
    }

    /// Takes `batch`, the next children made (a full batch of ``ChildBatches/size`` but for
    /// the last), lays it out and draws the bands it completes.
    mutating func accept(_ batch: consuming [FlowChild]) {
        switch outcome {
        case .drawing: break
        case .measuring:
            lines.append(&batch)
            lines.forgetLines(endingAbove: lines.lastLineOffset)
            children.pass(over: batch)
            return
        case .abandoned where !hasLetGo:
            children.append(batch)  // kept, to be drawn the ordinary way
            return
        case .abandoned, .drawn, .failed:
            children.pass(over: batch)
            return
        }
        let firstLine = lines.isLastLineFull ? lines.lineCount : lines.lineCount - 1
        lines.append(&batch)
        children.append(batch)
        guard let margin = lines.childOverflow,
              bands.top == 0 || firstLine >= lines.lineCount || lines.offset(ofLine: firstLine) - margin.above >= bands.top
        else {
            outcome = .abandoned  // a child draws anywhere, or into a band handed over
            return
        }
        // Children made later go on the last line or below it, and draw at most `margin.above`
        // lines above it (or the streamer gives up); strictly above, so that the band is not
        // the last one, which takes everything below.
        let settled = lines.lastLineOffset - margin.above
        while bands.top + bands.height < settled, case .drawing = outcome {
            drawBand(isLast: false, height: lines.total)
        }
        lines.forgetLines(endingAbove: bands.top)
        if case .drawing = outcome { children.letGo(before: lines.keptLines.lowerBound * lines.perLine) }
    }

    /// Lays out the last lines and draws the bands left, the last one taking everything
    /// below it; when `check` failed, checks the whole size.
    mutating func finish() {
        if case .drawing = outcome {
            let height = lines.total
            while case .drawing = outcome {
                let isLast = bands.top + bands.height >= height
                drawBand(isLast: isLast, height: height)
                if isLast, case .drawing = outcome { outcome = .drawn }
            }
        }
        if case .measuring(let failure) = outcome {
            outcome = .failed(check(CellSize(width: width, height: lines.total)) ?? failure)
        }
    }

    /// Draws the next band of the flow, `height` lines tall so far, and hands it over.
    private mutating func drawBand(isLast: Bool, height: Int) {
        let size = CellSize(width: width, height: height)
        if let failure = check(size) {
            outcome = .measuring(failure)  // to tell the whole size
            return
        }
        if height > reservedHeight {
            // The height so far, scaled to the children expected: the output is sized once
            // when the list knows how many it makes (a `ForEach` does), else grows by doubling.
            let expected = height * max(expectedChildren, children.count) / max(1, children.count)
            reservedHeight = max(expected, 2 * reservedHeight, height)
            reserve(CellSize(width: width, height: reservedHeight))
        }
        let (lines, children, alignment, top) = (lines, children, alignment, bands.top)
        do {
            try bands.drawNext(isLast: isLast, check: check, { canvas in
                lines.draw(children, in: CellRect(origin: CellPoint(x: 0, y: -top), size: size), alignment: alignment, canvas: &canvas)
            }, into: body)
        } catch {
            outcome = .failed(error)
        }
    }
}

/// The children of a flow in the batches they were handed over in, kept as they came (moved,
/// without copying or reference counting each child), read as one collection indexed from the
/// first child ever appended; the batches before ``firstKept`` are let go.
struct ChildBatches: RandomAccessCollection {
    /// The children of every batch but the last: a power of two, so that finding a child is
    /// a shift and a mask.
    static let size = 512

    /// The batches, those let go empty.
    private var batches: [[FlowChild]] = []
    /// The children appended, or passed over.
    private(set) var count = 0
    /// The first child not let go.
    private(set) var firstKept = 0

    var startIndex: Int { firstKept }
    var endIndex: Int { count }

    /// Child `index`, lent rather than copied.
    subscript(index: Int) -> FlowChild {
        _read { yield batches[index / Self.size][index % Self.size] }
    }

    /// Appends `batch`, of ``size`` children unless it is the last.
    mutating func append(_ batch: consuming [FlowChild]) {
        precondition(count % Self.size == 0 && count == batches.count * Self.size, "only the last batch is partial")
        count += batch.count
        batches.append(batch)
    }

    /// Counts `batch` without keeping it: nothing is appended after it.
    mutating func pass(over batch: [FlowChild]) {
        count += batch.count
    }

    /// Lets go of the children before `index`, a batch at a time: those of a batch go once
    /// it lies wholly before `index`.
    mutating func letGo(before index: Int) {
        while firstKept + Self.size <= index {
            batches[firstKept / Self.size] = []
            firstKept += Self.size
        }
    }
}
