import Dispatch
import Foundation
import Synchronization

/// A root flow's ``FlowStreamer``, fed the batches of children the calling thread sends, on a
/// second thread once started.
///
/// The streamer lives in a mutex from the start: the calling thread moves it in (`sending`),
/// the second thread feeds it what the channel delivers, and once the channel is closed and
/// drained the calling thread feeds it the rest itself, finishes it and takes the target back
/// out. The two threads share only the mutex, the channel and a condition.
final class FlowWorker<Output: MemoryOutput>: Sendable {
    private let streamer: Mutex<FlowStreamer<Output>>
    private let channel = BatchChannel()
    /// Whether the channel is closed and every batch sent was fed to the streamer; signalled
    /// through a condition, whose lock ThreadSanitizer sees (unlike a semaphore's futex).
    private let drained = Mutex(false)
    private let drainedCondition = NSCondition()

    init(_ streamer: consuming sending FlowStreamer<Output>) {
        self.streamer = Mutex(streamer)
    }

    /// Feeds the streamer on a second thread from now on.
    func start() {
        DispatchQueue.global(qos: .userInitiated).async { self.drain() }
    }

    /// Queues `children` for the streamer; `expected` is how many children are coming in all.
    func send(_ children: HandedOverChildren, expecting expected: Int) {
        channel.send(children, expecting: expected)
    }

    /// Closes the channel and returns once every batch sent was fed to the streamer: by the
    /// second thread when it was `started`, else here.
    func close(started: Bool) {
        channel.close()
        guard started else { return drain() }
        drainedCondition.withLock {
            while !drained.withLock({ $0 }) { drainedCondition.wait() }
        }
    }

    /// Feeds `children` to the streamer on the calling thread, once the channel is closed.
    func accept(_ children: HandedOverChildren, expecting expected: Int) {
        streamer.withLock { streamer in
            streamer.expect(expected)
            streamer.accept(children.children)
        }
    }

    /// Makes the streamer stop drawing, on the calling thread, once the channel is closed.
    func abandon() {
        streamer.withLock { $0.abandon() }
    }

    /// Finishes the streamer on the calling thread, once the channel is closed, and says how
    /// the flow ended.
    func finish() -> sending FlowStreamEnd<Output> {
        streamer.withLock { streamer -> sending FlowStreamEnd<Output> in streamer.finish() }
    }

    /// Feeds the streamer every batch the channel delivers until it closes.
    private func drain() {
        while var delivery = channel.receive() {
            streamer.withLock { streamer in
                streamer.expect(delivery.expected)
                for index in delivery.batches.indices {
                    var batch = HandedOverChildren([])
                    swap(&batch, &delivery.batches[index])  // the streamer gets the only reference
                    streamer.accept(batch.children)
                }
            }
        }
        drainedCondition.withLock {
            drained.withLock { $0 = true }
            drainedCondition.signal()
        }
    }
}
