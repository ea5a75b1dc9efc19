import Synchronization

/// Notes, while the children of a root flow are made, whether a node was made whose type does
/// not declare that it lays out off the calling thread (``_LayoutNode/laysOutOffThread``):
/// a custom ``Layout``, a container plugin, a `containerRelativeFrame` with its length closure.
///
/// Such a node runs code that Trellis does not own, which may not expect to run beside the
/// caller's own; once one is made, the calling thread takes the rest of the flow back from
/// the second thread (``RootFlowSink``). The watch is bound to the task (or thread) making the
/// children, so renders elsewhere do not disturb it.
final class ConfinedNodeWatch: Sendable {
    /// The watch of the flow whose children are being made here, if any.
    @TaskLocal static var current: ConfinedNodeWatch?

    private let made = Atomic<Bool>(false)

    /// Whether a node confined to the calling thread was made under this watch.
    var wasMade: Bool { made.load(ordering: .relaxed) }

    /// Notes that a node confined to the calling thread is being made.
    static func noteNodeMade() {
        current?.made.store(true, ordering: .relaxed)
    }
}
