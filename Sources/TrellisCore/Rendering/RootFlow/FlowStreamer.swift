/// Measures and draws the children of a vertical lazy stack or grid at the root of a render
/// as they are made, emitting each band of lines as soon as no child made later can reach it.
///
/// Output is the same as laying out the whole flow first (``RootFlow/makeNode(children:)``)
/// and drawing it a band at a time: the same ``FlowLines`` place the children, the same
/// ``Bands`` draw them, each band inside the edges of the boxes around the flow.
/// A band is drawn once the last line started is below it by more than any child so far
/// draws above its rectangle; the children of the lines drawn for good are then let go, so
/// that memory stays at about a band of children however long the flow. Should a later
/// child draw further up, into lines already emitted, or not tell how far it draws, the
/// streamer stops drawing and its caller lays the flow out whole (``FlowStreamEnd``); so it
/// does when a child of a flow that needs them rigid (a `VStack`'s) is not. Boxes around a
/// flow that does not fill its width (a `VStack`, as wide as its widest child) are as wide as
/// the flow: its children are measured as they are made, and drawn once the last one tells
/// the width. Should
/// the output pass its limit, nothing more is drawn, but the children are still measured, so
/// that the failure tells the whole size.
struct FlowStreamer<Output: MemoryOutput> {
    /// Where the streamer is.
    private enum State {
        /// Taking children and drawing the bands they settle.
        case drawing
        /// Given up: the output emitted so far is to be thrown away.
        case abandoned
        /// Past the limit with the size so far: the children are measured to the end.
        case measuring(RenderSizeLimitExceeded)
        /// The last band reached past the limit: nothing more is drawn or measured.
        case tooLarge(RenderSizeLimitExceeded)
        /// The render is cancelled (``RenderLimit/cancellation``): nothing more is drawn or
        /// measured, and what was emitted is partial.
        case cancelled
    }

    private var state = State.drawing
    private var lines: FlowLines
    /// The children taken and not let go: those of the lines not drawn for good, or all of
    /// them until a band is drawn (see ``hasLetGo``).
    private(set) var children = ChildBatches()
    /// Whether children were let go (or passed over, not kept): a flow abandoned after that
    /// is made again to be drawn.
    var hasLetGo: Bool { children.firstKept > 0 || hasPassedOver }
    private var hasPassedOver = false
    private let alignment: Int
    /// The boxes around the flow, outermost first, and the cells they take around it.
    private let boxes: [FlowBox]
    private let insets: CellInsets
    /// Whether every child must be rigid at the flow's width (``VerticalFlow/needsRigidChildren``).
    private let needsRigidChildren: Bool
    /// Whether the boxes are as wide as the flow's widest child, which only the last child
    /// made tells: nothing is drawn before then.
    private let boxesHugFlow: Bool
    /// The width the flow and its boxes are drawn in: the target's, or the boxes' around the
    /// flow's widest child when they hug it.
    private var width: Int
    private var bands: Bands
    private var target: RenderTarget<Output>
    /// The children the list expects to make in all (0: it does not know).
    private var expectedChildren = 0
    /// The height reserved in the output so far.
    private var reservedHeight = 0

    /// A streamer for a flow whose tracks, `lines`, fill the target's width inside `boxes`,
    /// drawing bands of `bandHeight` lines into `target`; `alignment` is the flow's,
    /// `needsRigidChildren` whether its children must be rigid, and `fillsWidth` whether the
    /// flow is as wide as its tracks (``VerticalFlow/fillsWidth``).
    init(
        lines: FlowLines, alignment: Int, boxes: [FlowBox] = [], needsRigidChildren: Bool = false,
        fillsWidth: Bool = true, bandHeight: Int, target: consuming RenderTarget<Output>
    ) {
        self.lines = lines
        self.alignment = alignment
        self.boxes = boxes
        insets = RootFlow.insets(of: boxes)
        self.needsRigidChildren = needsRigidChildren
        boxesHugFlow = !fillsWidth && !boxes.isEmpty
        width = target.limit.width
        bands = Bands(height: bandHeight, limit: target.limit)
        self.target = target
    }

    /// Learns that about `count` children are coming in all.
    mutating func expect(_ count: Int) {
        expectedChildren = max(expectedChildren, count)
    }

    /// Takes `batch`, the next children made (a full batch of ``ChildBatches/size`` but for
    /// the last), lays it out and draws the bands it settles.
    mutating func accept(_ batch: consuming [FlowChild]) {
        if target.limit.cancellation.isCancelled { state = .cancelled }
        switch state {
        case .drawing: break
        case .measuring:
            lines.append(&batch)
            lines.forgetLines(endingAbove: lines.lastLineOffset)
            if !isRigid(batch) { state = .abandoned }  // the whole layout tells the size
            children.pass(over: batch)
            hasPassedOver = true
            return
        case .abandoned where !hasLetGo:
            children.append(batch)  // kept, to be drawn the ordinary way
            return
        case .abandoned, .tooLarge, .cancelled:
            children.pass(over: batch)
            hasPassedOver = true
            return
        }
        let firstLine = lines.isLastLineFull ? lines.lineCount : lines.lineCount - 1
        lines.append(&batch)
        let isRigid = isRigid(batch)
        children.append(batch)
        guard isRigid, let margin = lines.childOverflow,
            bands.top == 0 || firstLine >= lines.lineCount
                || insets.top + lines.offset(ofLine: firstLine) - margin.above >= bands.top
        else {
            state = .abandoned  // a child draws anywhere, or into a band emitted, or is not rigid
            return
        }
        if boxesHugFlow { return }  // drawn when the last child tells the boxes' width
        // Children made later go on the last line or below it, and draw at most `margin.above`
        // lines above it (or the streamer gives up); strictly above, so that the band is not
        // the last one, which takes everything below.
        let settled = insets.top + lines.lastLineOffset - margin.above
        while bands.top + bands.height < settled, case .drawing = state {
            drawBand(isLast: false, height: height)
        }
        lines.forgetLines(endingAbove: bands.top - insets.top)
        if case .drawing = state { children.letGo(before: lines.keptLines.lowerBound * lines.perLine) }
    }

    /// Stops drawing: the flow is to be laid out whole (see ``FlowStreamEnd/Outcome/layOutWhole(_:)``).
    mutating func abandon() {
        switch state {
        case .drawing, .measuring: state = .abandoned
        case .abandoned, .tooLarge, .cancelled: break
        }
    }

    /// Lays out the last lines and draws the bands left, the last one taking everything
    /// below it, and says how the flow ended, with the target that holds what was emitted
    /// (the streamer is left an empty one: it is done).
    mutating func finish() -> FlowStreamEnd<Output> {
        if case .drawing = state {
            if boxesHugFlow { width = boxesWidth }
            let height = height
            while case .drawing = state {
                let isLast = bands.top + bands.height >= height
                drawBand(isLast: isLast, height: height)
                if isLast { break }
            }
        }
        let outcome: FlowStreamEnd<Output>.Outcome
        switch state {
        case .drawing, .cancelled:
            outcome = .drawn
        case .measuring(let failure):
            outcome = .tooLarge(target.limit.check(CellSize(width: target.limit.width, height: height)) ?? failure)
        case .tooLarge(let failure):
            outcome = .tooLarge(failure)
        case .abandoned:
            outcome = .layOutWhole(hasLetGo ? nil : HandedOverChildren(Array(children)))
        }
        var emitted = RenderTarget(output: Output(), limit: target.limit)
        swap(&emitted, &target)
        return FlowStreamEnd(target: emitted, outcome: outcome)
    }

    /// Whether the children of `batch`, laid out, are as rigid as the flow needs them.
    private func isRigid(_ batch: [FlowChild]) -> Bool {
        !needsRigidChildren || batch.allSatisfy { $0.isRigid(atWidth: lines.length) }
    }

    /// The lines of the flow so far, with its boxes.
    private var height: Int { lines.total + insets.vertical }

    /// The outermost box's width around the flow's widest child, each box as wide as its node
    /// makes it in the width the boxes outside it leave.
    private var boxesWidth: Int {
        var offered: [Int] = []
        var width = target.limit.width
        for box in boxes {
            offered.append(width)
            width = max(0, width - box.insets.horizontal)
        }
        var boxed = lines.widestChild
        for (box, proposed) in zip(boxes, offered).reversed() {
            boxed = box.width(around: boxed, proposed: proposed)
        }
        return min(boxed, target.limit.width)
    }

    /// Draws the next band of the flow, `height` lines tall so far with its boxes, and emits it.
    private mutating func drawBand(isLast: Bool, height: Int) {
        if target.limit.cancellation.isCancelled {
            state = .cancelled
            return
        }
        let size = CellSize(width: width, height: height)
        if let failure = target.limit.check(size) {
            state = .measuring(failure)  // to tell the whole size
            return
        }
        if height > reservedHeight {
            // The height so far, scaled to the children expected: the output is sized once
            // when the list knows how many it makes (a `ForEach` does), else grows by doubling.
            let expected = height * max(expectedChildren, children.count) / max(1, children.count)
            reservedHeight = max(expected, 2 * reservedHeight, height)
            target.output.reserve(forCells: CellSize(width: size.width, height: reservedHeight))
        }
        let (lines, children, alignment, boxes, top) = (lines, children, alignment, boxes, bands.top)
        do {
            try bands.drawNext(isLast: isLast, into: &target.output) { canvas in
                var rect = CellRect(origin: CellPoint(x: 0, y: -top), size: size)
                for box in boxes {
                    box.draw(in: rect, canvas: &canvas)
                    rect = box.innerRect(rect)
                }
                lines.draw(children, in: rect, alignment: alignment, canvas: &canvas)
            }
        } catch {
            switch error {
            case .tooLarge(let failure): state = .tooLarge(failure)
            case .output(let never): switch never {}
            }
        }
    }
}

/// How a streamed root flow ended, with the target it was drawn into.
struct FlowStreamEnd<Output: MemoryOutput> {
    var target: RenderTarget<Output>
    let outcome: Outcome

    enum Outcome {
        /// Every band drawn and emitted, or every band before the render was cancelled.
        case drawn
        /// The output would pass the target's limit, as the failure says; nothing more is drawn.
        case tooLarge(RenderSizeLimitExceeded)
        /// Given up: the output is to be taken back and the flow laid out whole, from the
        /// children made (kept), or made again when some were let go (`nil`).
        case layOutWhole(HandedOverChildren?)
    }
}
