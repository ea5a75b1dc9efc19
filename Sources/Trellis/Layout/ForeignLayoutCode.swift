import Synchronization

/// Notes, while the children of a lazy stack or grid at the root are made, whether a layout
/// node was made whose measuring or drawing runs code that Trellis does not own: a custom
/// ``Layout``, a container plugin, a `containerRelativeFrame` length closure.
///
/// The renderer measures and draws such a flow on a second thread while the calling thread
/// makes the later rows (``FlowHandoff``). Code Trellis does not own may not expect to run
/// beside the caller's own, so once such a node is made, the calling thread takes the rest of
/// the flow back. The watch is bound to the task (or thread) making the rows, so renders
/// elsewhere do not disturb it.
final class ForeignLayoutCode: Sendable {
    /// The watch of the flow whose children are being made here, if any.
    @TaskLocal static var watch: ForeignLayoutCode?

    private let made = Atomic<Bool>(false)

    /// Whether a node running code Trellis does not own was made under this watch.
    var wasMade: Bool { made.load(ordering: .relaxed) }

    /// Notes that a node running code Trellis does not own is being made.
    static func noteNodeMade() {
        watch?.made.store(true, ordering: .relaxed)
    }
}
