import Foundation
import Synchronization

/// Batches of a root flow's children going, in order, from the thread that makes them to the
/// one that lays them out (``FlowWorker``).
///
/// The queue lives in a mutex, which makes its type `Sendable`; every access to it also holds
/// the condition the receiver waits on, which orders the two threads in a way
/// ThreadSanitizer sees (it does not see the mutex's futex). The receiver takes everything
/// queued at once; waiting, it is woken once two batches are queued (or the channel closes),
/// not for each: it lays out a batch faster than the sender makes one, so it would otherwise
/// sleep and be woken for every batch, at a cost to the sender.
final class BatchChannel: Sendable {
    /// What the receiver is given at a time: the batches queued, and how many children to
    /// expect in all.
    struct Delivery: Sendable {
        var batches: [HandedOverChildren] = []
        var expected = 0
    }

    private struct Queue {
        var waiting = Delivery()
        var isClosed = false
        var isReceiverWaiting = false
    }

    /// The batches queued that wake a waiting receiver.
    private static var batchesToWake: Int { 2 }

    private let queue = Mutex(Queue())
    private let condition = NSCondition()

    /// Queues `batch`; `expected` is how many children the sender expects in all.
    func send(_ batch: HandedOverChildren, expecting expected: Int) {
        condition.withLock {
            let wakes = queue.withLock { queue in
                queue.waiting.batches.append(batch)
                queue.waiting.expected = max(queue.waiting.expected, expected)
                return queue.isReceiverWaiting && queue.waiting.batches.count >= Self.batchesToWake
            }
            if wakes { condition.signal() }
        }
    }

    /// Tells the receiver that no batch follows.
    func close() {
        condition.withLock {
            queue.withLock { $0.isClosed = true }
            condition.signal()
        }
    }

    /// The batches queued, with how many children to expect, waiting for some when there are
    /// none; `nil` once the channel is closed and empty.
    func receive() -> Delivery? {
        condition.withLock {
            while true {
                let (delivery, isClosed) = queue.withLock { queue in
                    let taken = queue.waiting
                    queue.waiting.batches = []
                    return (taken, queue.isClosed)
                }
                if !delivery.batches.isEmpty { return delivery }
                if isClosed { return nil }
                queue.withLock { $0.isReceiverWaiting = true }
                condition.wait()
                queue.withLock { $0.isReceiverWaiting = false }
            }
        }
    }
}
