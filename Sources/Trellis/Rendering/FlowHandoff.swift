import Foundation

/// Hands the children of a vertical lazy stack or grid at the root of a render to a
/// ``FlowStreamer`` on a second thread, a batch at a time, as the calling thread makes them:
/// the calling thread runs the views' bodies, the second one measures, draws and writes, and
/// lets go of the children drawn for good.
///
/// The second thread starts once a few batches are waiting (a thread costs more than it
/// saves on a short flow); a flow of fewer children is streamed on the calling thread once
/// they are all made. The children handed over belong to the streamer: the calling thread does
/// not touch them until the streamer is done, and the second thread touches nothing else
/// but the writer. When a node that runs code Trellis does not own is made among the
/// children (``ForeignLayoutCode``), the calling thread takes the streamer back, once it has
/// drawn the batches before, and goes on streaming itself: that node is never measured or
/// drawn on the second thread, and no child is made twice.
final class FlowHandoff<Failure: Error>: FlowChildSink {
    var batchSize: Int { ChildBatches.size }

    /// The batches made before the second thread starts: measured, a 1,000-row checklist
    /// took 0.45 ms on two threads against 0.28 ms on one.
    private static var batchesBeforeThread: Int { 4 }

    /// Used by the second thread alone while it runs (see ``Worker``); taken back when done.
    private var streamer: FlowStreamer<Failure>?
    /// The batches on their way to the streamer.
    private let channel = BatchChannel()
    private var batchesSent = 0
    /// The children expected in all, as far as the list knows.
    private var expected = 0
    private var isThreadStarted = false
    private let done = DispatchSemaphore(value: 0)
    /// Whether a node that runs code Trellis does not own was made: watched while the
    /// children are made (``makeChildren(of:)``).
    private let foreignCode = ForeignLayoutCode()

    init(_ streamer: FlowStreamer<Failure>) {
        self.streamer = streamer
    }

    /// Makes the children of `flow`, handing them over as they are made, and waits until the
    /// streamer is done with them; returns it.
    func makeChildren(of flow: VerticalFlow) -> FlowStreamer<Failure> {
        let rest = ForeignLayoutCode.$watch.withValue(foreignCode) { flow.makeChildren(self) }
        hand(rest)  // the last batch: no thread is started for it alone
        if channel.isTakenBack {
            streamer?.finish()
        } else {
            channel.close()
            waitForWorker()
        }
        defer { streamer = nil }  // the worker's block may outlive the render; the streamer may not
        return streamer!
    }

    func expect(_ count: Int) {
        expected = max(expected, count)
    }

    func accept(_ batch: consuming [FlowChild]) {
        hand(batch)
        if batchesSent == Self.batchesBeforeThread && !isThreadStarted {
            isThreadStarted = true
            let worker = Worker(handoff: self)
            DispatchQueue.global(qos: .userInitiated).async { worker.run() }
        }
    }

    /// Hands `batch` to the streamer: through the channel, or straight to it once the calling
    /// thread has taken it back, which it does as soon as foreign layout code was made.
    private func hand(_ batch: consuming [FlowChild]) {
        if !channel.isTakenBack && foreignCode.wasMade {
            channel.takeBack()
            waitForWorker()
        }
        if channel.isTakenBack {
            streamer?.expect(expected)
            streamer?.accept(batch)
        } else {
            channel.send(batch, expecting: expected)
            batchesSent += 1
        }
    }

    /// Waits until the worker has taken every batch sent, and finished the streamer unless
    /// it was taken back; runs the worker here when the second thread never started.
    private func waitForWorker() {
        if isThreadStarted { done.wait() } else { Worker(handoff: self).run() }
    }

    /// What the second thread runs: the streamer, fed from the channel until it closes.
    ///
    /// `@unchecked Sendable`: the streamer and the children it is handed are used by the second
    /// thread alone from the time it starts until `done` is signalled; the calling thread
    /// waits for `done` before it looks at them again.
    private struct Worker: @unchecked Sendable {
        let handoff: FlowHandoff

        func run() {
            while var delivery = handoff.channel.receive() {
                handoff.streamer?.expect(delivery.expected)
                for index in delivery.batches.indices {
                    var batch: [FlowChild] = []
                    swap(&batch, &delivery.batches[index])  // the streamer gets the only reference
                    handoff.streamer?.accept(batch)
                }
            }
            if !handoff.channel.isTakenBack { handoff.streamer?.finish() }
            handoff.done.signal()  // the last thing: the calling thread takes over
        }
    }
}

/// Batches of a flow's children going, in order, from the thread that makes them to the one that
/// lays them out.
///
/// A receiver waiting for batches is woken once two are queued (or the channel closes), not
/// for each: the receiver lays out a batch faster than the sender makes one, so it would
/// otherwise sleep and be woken for every batch, and those wake-ups cost the sender 5 % of
/// its time (a 100,000-row checklist).
private final class BatchChannel: @unchecked Sendable {
    private let condition = NSCondition()
    /// What the sender has queued and not been received yet.
    private var queued = Delivery()
    private var isClosed = false
    private var isReceiverWaiting = false
    /// The batches queued that wake a waiting receiver.
    private static var batchesToWake: Int { 2 }

    /// What the receiver is given at a time: the batches queued, and how many children to
    /// expect in all.
    struct Delivery {
        var batches: [[FlowChild]] = []
        var expected = 0
    }

    /// Whether the sender took the receiver's work back (``takeBack()``) rather than closing
    /// the channel. Set by the sender, before the receiver sees the channel closed; read by
    /// the sender, and by the receiver once ``receive()`` has returned `nil`.
    private(set) var isTakenBack = false

    /// Queues `batch`; `expecting` is how many children the sender expects in all.
    func send(_ batch: consuming [FlowChild], expecting: Int) {
        condition.lock()
        queued.batches.append(batch)
        queued.expected = max(queued.expected, expecting)
        if isReceiverWaiting && queued.batches.count >= Self.batchesToWake { condition.signal() }
        condition.unlock()
    }

    /// Tells the receiver that no batch follows.
    func close() {
        condition.lock()
        isClosed = true
        condition.signal()
        condition.unlock()
    }

    /// Tells the receiver that no batch follows, and that the sender does the rest of the
    /// work itself.
    func takeBack() {
        condition.lock()
        isTakenBack = true
        isClosed = true
        condition.signal()
        condition.unlock()
    }

    /// The batches queued, with how many children to expect, waiting for batches when there are
    /// none; `nil` once the channel is closed and empty.
    func receive() -> Delivery? {
        condition.lock()
        defer { condition.unlock() }
        while queued.batches.isEmpty && !isClosed {
            isReceiverWaiting = true
            condition.wait()
            isReceiverWaiting = false
        }
        guard !queued.batches.isEmpty else { return nil }
        let taken = queued
        queued.batches = []
        return taken
    }
}
