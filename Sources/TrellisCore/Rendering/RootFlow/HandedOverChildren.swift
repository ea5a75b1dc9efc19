/// Children of a root flow crossing between the thread that makes them and the one that lays
/// them out: to the streamer as they are made (``FlowWorker``), or back to the calling thread
/// when the flow is to be laid out whole.
///
/// Sendable unchecked, and sound: children go to the second thread only in a batch that is
/// portable throughout (``FlowChild/isPortable``: every node in every child's tree is of a type
/// that lays out off the calling thread, ``_LayoutNode/laysOutOffThread``), which the sink
/// checks before sending; whoever hands them over keeps no reference; what they share with
/// the calling thread (environment storage, text runs) is never mutated. From the first batch
/// that is not portable, the streamer is taken back and the children never leave that thread
/// again.
struct HandedOverChildren: @unchecked Sendable {
    var children: [FlowChild]

    init(_ children: consuming [FlowChild]) {
        self.children = children
    }
}
