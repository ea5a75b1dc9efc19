import Synchronization
import Trellis

/// Whether a document's run is over, the one answer its ``WorkMeter`` and its renderer share:
/// the meter stopped at a limit. The renderer asks it between pieces of its work
/// (``RenderCancellation``), so a render whose document failed stops there; it may ask from
/// the thread that draws a root flow, hence an atomic.
///
/// Layout and drawing are bounded by what the meter charges for the text they lay out, not by
/// the run's deadline: a document at the data limits (100,000 rows of a CSV) lays out for
/// longer than its evaluation may take.
final class RunCancellation: RenderCancellation {
    private let stopped = Atomic<Bool>(false)

    /// Ends the run: every later charge and question says so.
    func stop() {
        stopped.store(true, ordering: .relaxed)
    }

    /// Starts a new run.
    func restart() {
        stopped.store(false, ordering: .relaxed)
    }

    var isCancelled: Bool { stopped.load(ordering: .relaxed) }
}
