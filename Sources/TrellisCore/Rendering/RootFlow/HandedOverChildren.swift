/// Children of a root flow crossing between the thread that makes them and the one that lays
/// them out: to the streamer as they are made (``FlowWorker``), or back to the calling thread
/// when the flow is to be laid out whole.
///
/// Sendable unchecked, and sound: children go to the second thread only while every node made among
/// them is of a type that lays out off the calling thread (``_LayoutNode/laysOutOffThread``),
/// and whoever hands them over keeps no reference; what they share with the calling thread
/// (environment storage, text runs) is never mutated. Once a node confined to the calling
/// thread is made, the streamer is taken back and the children never leave that thread again.
struct HandedOverChildren: @unchecked Sendable {
    var children: [FlowChild]

    init(_ children: consuming [FlowChild]) {
        self.children = children
    }
}
