/// The children of a lazy stack or grid as a list makes them (``_ViewList``): all kept, or,
/// with a sink, handed there a batch at a time as they are made, keeping only the batch being
/// filled (a flow at the root of a render, drawn while its children are made).
struct FlowBatcher {
    /// The children kept: all of them, or with a sink, the batch being filled.
    private(set) var children: [FlowChild] = []
    private let sink: FlowChildSink?
    /// The number of children at which ``children`` goes to the sink.
    private let batchSize: Int
    /// The children handed to the sink so far.
    private var handedOver = 0

    init(sink: FlowChildSink? = nil) {
        self.sink = sink
        batchSize = sink?.batchSize ?? .max
    }

    /// The children made, handed over or not.
    var count: Int { handedOver + children.count }

    /// Whether children go to a sink, a batch at a time.
    var hasSink: Bool { sink != nil }

    /// Keeps `child`, handing the batch to the sink when it is complete.
    @inline(__always)
    mutating func append(_ child: consuming FlowChild) {
        children.append(child)
        if children.count == batchSize, let sink {
            var batch: [FlowChild] = []
            batch.reserveCapacity(batchSize)
            swap(&batch, &children)
            sink.accept(batch)  // the only reference: the sink owns the batch
            handedOver += batchSize
        }
    }

    /// Reserves room for `count` children in all; with a sink, tells it how many to expect.
    mutating func reserveCapacity(_ count: Int) {
        if let sink { sink.expect(count) } else { children.reserveCapacity(count) }
    }
}
