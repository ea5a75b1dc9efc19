import Foundation

/// Hands the children of a vertical lazy stack or grid at the root of a render to a
/// ``FlowStreamer`` on a second thread, a batch at a time, as the calling thread makes them:
/// the calling thread runs the views' bodies, the second one measures, draws and writes.
///
/// The second thread starts once a few batches are waiting (a thread costs more than it
/// saves on a short flow); a flow of fewer children is streamed on the calling thread once
/// they are all made. The nodes handed over belong to the streamer:
/// the calling thread does not touch them until the streamer is done, and the second thread
/// touches nothing else but the writer. When a node that runs code Trellis does not own is
/// made among the children (``ForeignLayoutCode``), the streamer gives up and the calling
/// thread lays out the flow.
final class FlowHandoff<Failure: Error>: LayoutNodeSink {
    var batchSize: Int { NodeBatches.size }

    /// The batches made before the second thread starts: measured, a 1,000-row checklist
    /// took 0.45 ms on two threads against 0.28 ms on one.
    private static var batchesBeforeThread: Int { 4 }

    /// Used by the second thread alone while it runs (see ``Worker``); taken back when done.
    private var streamer: FlowStreamer<Failure>?
    /// The batches on their way to the streamer.
    private let channel = BatchChannel()
    private var batchesSent = 0
    /// The nodes expected in all, as far as the list knows.
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
        return finish(rest)
    }

    func expect(_ count: Int) {
        expected = max(expected, count)
    }

    func accept(_ batch: [_LayoutNode]) {
        channel.send(batch, abandoning: foreignCode.wasMade, expecting: expected)
        batchesSent += 1
        if batchesSent == Self.batchesBeforeThread {
            isThreadStarted = true
            let worker = Worker(handoff: self)
            DispatchQueue.global(qos: .userInitiated).async { worker.run() }
        }
    }

    /// Hands over `rest`, the last children made, waits until the streamer is done with them
    /// all (or feeds it here when the second thread never started), and takes it back.
    private func finish(_ rest: [_LayoutNode]) -> FlowStreamer<Failure> {
        channel.send(rest, abandoning: foreignCode.wasMade, expecting: expected)
        channel.close()
        if isThreadStarted { done.wait() } else { Worker(handoff: self).run() }
        defer { streamer = nil }
        return streamer!
    }

    /// What the second thread runs: the streamer, fed from the channel until it closes.
    ///
    /// `@unchecked Sendable`: the streamer and the nodes it is handed are used by the second
    /// thread alone from the time it starts until `done` is signalled; the calling thread
    /// waits for `done` before it looks at them again.
    private struct Worker: @unchecked Sendable {
        let handoff: FlowHandoff

        func run() {
            while let delivery = handoff.channel.receive() {
                if delivery.abandons { handoff.streamer?.abandon() }
                handoff.streamer?.expect(delivery.expected)
                for batch in delivery.batches { handoff.streamer?.accept(batch) }
            }
            handoff.streamer?.finish()
            handoff.done.signal()  // the last thing: the calling thread takes over
        }
    }
}

/// Batches of layout nodes going, in order, from the thread that makes them to the one that
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

    /// What the receiver is given at a time: the batches queued, whether to give up laying
    /// out, and how many nodes to expect in all.
    struct Delivery {
        var batches: [[_LayoutNode]] = []
        var abandons = false
        var expected = 0
    }

    /// Queues `batch`; once `abandoning`, the receiver is to give up laying out; `expecting`
    /// is how many nodes the sender expects in all.
    func send(_ batch: [_LayoutNode], abandoning: Bool, expecting: Int) {
        condition.lock()
        queued.batches.append(batch)
        queued.abandons = queued.abandons || abandoning
        queued.expected = max(queued.expected, expecting)
        if isReceiverWaiting && (queued.batches.count >= Self.batchesToWake || queued.abandons) { condition.signal() }
        condition.unlock()
    }

    /// Tells the receiver that no batch follows.
    func close() {
        condition.lock()
        isClosed = true
        condition.signal()
        condition.unlock()
    }

    /// The batches queued, with what else was sent, waiting for batches when there are none;
    /// `nil` once the channel is closed and empty.
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
