import CTrellis
import Synchronization
@_spi(Embedding) import Trellis

/// The laid-out bodies of the container occurrences the host called last, by the request's
/// `occurrence` id: the host measures a container and then draws it, and both calls share one
/// resolved, measured body instead of building it twice.
enum OccurrenceTrees {
    /// How many occurrences are kept (the oldest goes first).
    static let capacity = 16

    /// Sendable by contract: an occurrence belongs to one host, which never calls into it from
    /// two threads at once.
    private struct Entry: @unchecked Sendable {
        let occurrence: UInt64
        let tree: RenderTree
        let call: HostCall
    }

    private static let entries = Mutex<[Entry]>([])

    /// The tree of the request's occurrence, built with `build` the first time; its host
    /// subviews then call the host through the request's context.
    static func tree(
        for request: UnsafePointer<trellis_layout_request>,
        build: (UnsafePointer<trellis_layout_request>, HostCall) -> RenderTree?
    ) -> RenderTree? {
        let occurrence = request.pointee.occurrence
        let context = request.pointee.context
        if let entry = entries.withLock({ $0.first { $0.occurrence == occurrence } }) {
            entry.call.context = context
            return entry.tree
        }
        let call = HostCall(context: context)
        guard let tree = build(request, call) else { return nil }
        // Occurrence 0 is never reused by a host; one that does not set the field is not cached.
        if occurrence != 0 {
            entries.withLock { entries in
                if entries.count == capacity { entries.removeFirst() }
                entries.append(Entry(occurrence: occurrence, tree: tree, call: call))
            }
        }
        return tree
    }
}
