import Observation

/// Observation tracking around a long run of sibling bodies, shaped so that it stays linear.
///
/// As a tracking scope ends, Observation merges what it read into the enclosing scope, and
/// that merge copies the enclosing scope's reads (Swift 6.3's `generateAccessList`). A body
/// whose content evaluates *n* bodies that each read an object of its own (a `ForEach` of
/// `@Observable` rows) makes *n* merges into one growing scope: O(*n*²), seconds at 10,000 rows.
/// Evaluating the run in nested chunks of at most ``fanIn`` (each a tracking scope of its own)
/// bounds every merge by the chunk's size: O(*n* · ``fanIn`` · log *n*).
///
/// The chunks only reshape where the reads are merged: each chunk's change marks the content
/// of the body being resolved, as the enclosing content scope's change (which still receives
/// every read) already does.
struct TrackingChunks {
    /// The most scopes or elements one scope merges.
    static let fanIn = 32

    private let graph: LiveGraph

    /// The chunking for a run of `count` elements resolved with `environment`; `nil` when no
    /// live graph is resolving or the run is short enough to need none.
    init?(count: Int, environment: EnvironmentValues) {
        guard count > Self.fanIn, LiveGraph.anyAlive, let graph = environment.liveGraph, graph.isResolving else {
            return nil
        }
        self.graph = graph
    }

    /// Calls `resolve` with consecutive ranges covering `range`, in order, each at most
    /// ``fanIn`` long, nested in tracking scopes that each hold at most ``fanIn`` others.
    func resolve(_ range: Range<Int>, _ resolve: (Range<Int>) -> Void) {
        guard range.count > Self.fanIn else { return resolve(range) }
        var span = Self.fanIn
        while span * Self.fanIn < range.count { span *= Self.fanIn }
        let marks = graph.currentMarks
        let signal = graph.signal
        for start in stride(from: range.lowerBound, to: range.upperBound, by: span) {
            let chunk = start..<min(start + span, range.upperBound)
            withObservationTracking {
                self.resolve(chunk, resolve)
            } onChange: {
                if let marks { marks.markContent() } else { signal.invalidateIncrementally() }
            }
        }
    }
}
