/// The children of a flow in the batches they were handed over in, kept as they came (moved,
/// without copying or reference counting each child), read as one collection indexed from the
/// first child ever appended; the batches before ``firstKept`` are let go.
struct ChildBatches: RandomAccessCollection {
    /// The children of every batch but the last: a power of two, so that finding a child is
    /// a shift and a mask.
    static let size = 512

    /// The batches, those let go empty.
    private var batches: [[FlowChild]] = []
    /// The children appended, or passed over.
    private(set) var count = 0
    /// The first child not let go.
    private(set) var firstKept = 0

    var startIndex: Int { firstKept }
    var endIndex: Int { count }

    /// Child `index`, lent rather than copied.
    subscript(index: Int) -> FlowChild {
        _read { yield batches[index / Self.size][index % Self.size] }
    }

    /// Appends `batch`, of ``size`` children unless it is the last.
    mutating func append(_ batch: consuming [FlowChild]) {
        precondition(count % Self.size == 0 && count == batches.count * Self.size, "only the last batch is partial")
        count += batch.count
        batches.append(batch)
    }

    /// Counts `batch` without keeping it: nothing is appended after it.
    mutating func pass(over batch: [FlowChild]) {
        count += batch.count
    }

    /// Lets go of the children before `index`, a batch at a time: those of a batch go once
    /// it lies wholly before `index`.
    mutating func letGo(before index: Int) {
        while firstKept + Self.size <= index {
            batches[firstKept / Self.size] = []
            firstKept += Self.size
        }
    }
}
