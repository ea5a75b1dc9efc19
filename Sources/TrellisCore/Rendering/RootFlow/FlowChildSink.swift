/// Where a list that makes the children of a flow hands them, a batch at a time as they are
/// made, instead of keeping them (see ``FlowBatcher`` and ``VerticalFlow/makeChildren``).
protocol FlowChildSink: AnyObject {
    /// The children in a batch.
    var batchSize: Int { get }
    /// Takes the next `batchSize` children made.
    func accept(_ batch: consuming [FlowChild])
    /// Learns that about `count` children are coming in all (what a `ForEach` expects its
    /// data to make), so that the output can be sized for them before they are made.
    func expect(_ count: Int)
}
