import Foundation
import Synchronization

/// Tells a live runtime that it must draw a new frame: set by state writes and by changes of
/// observed models, from any thread.
///
/// The first invalidation after a frame also writes one byte to the runtime's wake-up pipe
/// (when it has one), so a runtime blocked in `poll` wakes; further ones until the next frame
/// write nothing.
final class LiveSignal: Sendable {
    private let dirty = Atomic<Bool>(false)
    /// The write end of the runtime's wake-up pipe, or -1.
    private let wakeDescriptor: Int32

    init(wakeDescriptor: Int32 = -1) {
        self.wakeDescriptor = wakeDescriptor
    }

    /// Whether a frame is due.
    var isDirty: Bool { dirty.load(ordering: .acquiring) }

    /// Marks a frame due and wakes the runtime if it was not already.
    func invalidate() {
        let (exchanged, _) = dirty.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing)
        if exchanged, wakeDescriptor >= 0 {
            var byte: UInt8 = 0x21
            _ = write(wakeDescriptor, &byte, 1)
        }
    }

    /// Clears the mark as a frame starts: writes from then on ask for the next one.
    func clear() {
        dirty.store(false, ordering: .releasing)
    }
}
