import CTrellis
import Synchronization
import Trellis

/// The laid-out bodies of the container occurrences the hosts called last, by the host and the
/// request's `occurrence` id: a host measures a container and then draws it, and both calls
/// share one resolved, measured body instead of building it twice. Occurrence ids are unique
/// per host only, so the host is part of the key.
enum OccurrenceTrees {
    /// How many occurrences are kept (the oldest goes first).
    static let capacity = 16

    // Sendable by contract: an entry belongs to one host, whose calls never overlap.
    private struct Entry: @unchecked Sendable {
        let host: UInt
        let occurrence: UInt64
        let tree: RenderTree
        let call: HostCall
    }

    private static let entries = Mutex<[Entry]>([])

    /// The tree of the request's occurrence, built with `build` the first time; its host
    /// subviews then call `host` through the request's context.
    static func tree(
        for request: UnsafePointer<trellis_layout_request>, host: UnsafePointer<trellis_host>,
        build: (UnsafePointer<trellis_layout_request>, HostCall) -> RenderTree?
    ) -> RenderTree? {
        let occurrence = request.pointee.occurrence
        let context = request.pointee.context
        let hostKey = UInt(bitPattern: host)
        if let entry = entries.withLock({ $0.first { $0.host == hostKey && $0.occurrence == occurrence } }) {
            entry.call.context = context
            return entry.tree
        }
        let call = HostCall(host: host, context: context)
        guard let tree = build(request, call) else { return nil }
        // Occurrence 0 is never reused by a host; one that does not set the field is not cached.
        if occurrence != 0 {
            entries.withLock { entries in
                if entries.count == capacity { entries.removeFirst() }
                entries.append(Entry(host: hostKey, occurrence: occurrence, tree: tree, call: call))
            }
        }
        return tree
    }
}
