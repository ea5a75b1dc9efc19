import Synchronization
import Trellis

/// Whether a document's run is over, the one answer its ``WorkMeter`` and its renderer share:
/// the meter stopped at a limit, or the run's deadline passed while Trellis laid out or drew
/// (which no charge to the meter notices). The renderer asks it between pieces of its work
/// (``RenderCancellation``), so a render whose document failed stops there; it may ask from
/// the thread that draws a root flow, hence atomics.
final class RunCancellation: RenderCancellation {
    private let stopped = Atomic<Bool>(false)
    /// Whether ``isCancelled`` found the deadline passed: the run stopped outside the meter,
    /// which has reported nothing.
    private let expired = Atomic<Bool>(false)
    private let end = Mutex(ContinuousClock.now)

    /// Whether the run is over (see ``stop()``).
    var isStopped: Bool { stopped.load(ordering: .relaxed) }

    /// Whether the run was stopped by its deadline passing while it was rendered.
    var hasExpired: Bool { expired.load(ordering: .relaxed) }

    /// When the run must end.
    var deadline: ContinuousClock.Instant { end.withLock { $0 } }

    /// Ends the run: every later charge and question says so.
    func stop() {
        stopped.store(true, ordering: .relaxed)
    }

    /// Starts a new run that ends at `deadline`.
    func restart(until deadline: ContinuousClock.Instant) {
        end.withLock { $0 = deadline }
        expired.store(false, ordering: .relaxed)
        stopped.store(false, ordering: .relaxed)
    }

    /// Whether the run is over, or its deadline passed (which ends it).
    var isCancelled: Bool {
        if isStopped { return true }
        guard ContinuousClock.now > deadline else { return false }
        expired.store(true, ordering: .relaxed)
        stop()
        return true
    }
}
