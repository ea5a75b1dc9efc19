/// Where the children of a vertical lazy stack or grid at the root of a render go, a batch at a
/// time, as the calling thread makes them: to a ``FlowStreamer`` that draws them meanwhile.
///
/// The first batches wait in the ``FlowWorker``'s channel: a flow of fewer is streamed on the
/// calling thread once they are all made, a thread costing more than it saves on a short flow.
/// With the ``batchesBeforeThread``th, a second thread starts measuring, drawing and emitting
/// them while this one makes the rest, and lets go of the children drawn for good. Once a batch
/// holds a child that is not portable (``FlowChild/isPortable``: a node confined to the calling
/// thread is in it), the calling thread closes the channel, waits for the batches sent before,
/// and streams the rest itself: that node is never measured or drawn on the second thread, and
/// no child is made twice. A flow in boxes (a
/// `GroupBox`'s) is laid out whole instead: such a node may read where it is drawn in the
/// render (a `GeometryReader`'s global frame), which the bands drawn inside the boxes do not
/// tell.
final class RootFlowSink<Output: MemoryOutput>: FlowChildSink {
    var batchSize: Int { ChildBatches.size }

    /// The batches made before the second thread starts.
    private static var batchesBeforeThread: Int { 4 }

    private let worker: FlowWorker<Output>
    /// Whether a confined node makes the flow be laid out whole.
    private let confinedLaysOutWhole: Bool
    private var batchesSent = 0
    /// The children expected in all, as far as the list knows.
    private var expected = 0
    private var isStarted = false
    /// Whether the channel is closed: the calling thread feeds the streamer itself.
    private var isClosed = false

    private init(worker: FlowWorker<Output>, confinedLaysOutWhole: Bool) {
        self.worker = worker
        self.confinedLaysOutWhole = confinedLaysOutWhole
    }

    /// Makes the children of `flow`, handing them to `streamer` as they are made, and says how
    /// the flow ended; `inBoxes`: the flow is drawn in boxes.
    static func stream(
        _ flow: VerticalFlow, inBoxes: Bool = false, with streamer: consuming sending FlowStreamer<Output>
    ) -> sending FlowStreamEnd<Output> {
        let sink = RootFlowSink(worker: FlowWorker(streamer), confinedLaysOutWhole: inBoxes)
        let rest = flow.makeChildren(sink)
        sink.hand(rest)
        if !sink.isClosed { sink.worker.close(started: sink.isStarted) }
        return sink.worker.finish()
    }

    func expect(_ count: Int) {
        expected = max(expected, count)
    }

    func accept(_ batch: consuming [FlowChild]) {
        hand(batch)
        if batchesSent == Self.batchesBeforeThread && !isStarted && !isClosed {
            isStarted = true
            worker.start()
        }
    }

    /// Hands `batch` to the streamer: through the channel, or straight to it once the calling
    /// thread has closed the channel, which it does at the first batch that is not portable.
    private func hand(_ batch: consuming [FlowChild]) {
        if !isClosed && !batch.allSatisfy(\.isPortable) {
            isClosed = true
            worker.close(started: isStarted)
            if confinedLaysOutWhole { worker.abandon() }
        }
        if isClosed {
            worker.accept(HandedOverChildren(batch), expecting: expected)
        } else {
            worker.send(HandedOverChildren(batch), expecting: expected)
            batchesSent += 1
        }
    }
}
