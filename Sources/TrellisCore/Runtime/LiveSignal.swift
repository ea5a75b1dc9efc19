import Foundation
import Synchronization

/// Tells a live runtime that it must draw a new frame: set by state writes and by changes of
/// observed models, from any thread.
///
/// A frame is either incremental (only the bodies whose ``BodyMarks`` are set are evaluated
/// again) or whole (every body is evaluated, as in the first frame). ``invalidate()`` asks for
/// a whole frame: the safe answer to a change whose readers are unknown (a resize, a focus
/// move, a model read while laying out). ``invalidateIncrementally()`` asks for a frame that
/// re-evaluates only marked bodies; marks use it.
///
/// The first invalidation after a frame also writes one byte to the runtime's wake-up pipe
/// (when it has one), so a runtime blocked in `poll` wakes; further ones until the next frame
/// write nothing.
final class LiveSignal: Sendable {
    private let dirty = Atomic<Bool>(false)
    private let whole = Atomic<Bool>(false)
    /// The write end of the runtime's wake-up pipe, or -1.
    private let wakeDescriptor: Int32

    init(wakeDescriptor: Int32 = -1) {
        self.wakeDescriptor = wakeDescriptor
    }

    /// Whether a frame is due.
    var isDirty: Bool { dirty.load(ordering: .acquiring) }

    /// Marks a whole frame due and wakes the runtime if it was not already.
    func invalidate() {
        whole.store(true, ordering: .releasing)
        invalidateIncrementally()
    }

    /// Marks a frame due that re-evaluates only the marked bodies, and wakes the runtime if it
    /// was not already.
    func invalidateIncrementally() {
        let (exchanged, _) = dirty.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing)
        if exchanged, wakeDescriptor >= 0 {
            var byte: UInt8 = 0x21
            _ = write(wakeDescriptor, &byte, 1)
        }
    }

    /// Clears the mark as a frame starts: writes from then on ask for the next one. Returns
    /// whether the frame must be whole.
    @discardableResult
    func clear() -> Bool {
        dirty.store(false, ordering: .releasing)
        return whole.exchange(false, ordering: .acquiringAndReleasing)
    }
}
