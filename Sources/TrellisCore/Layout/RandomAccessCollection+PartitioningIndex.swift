extension RandomAccessCollection where Index == Int {
    /// The first index whose element satisfies `predicate`, which must be false for a prefix
    /// of the collection and true for the rest (`endIndex` when it is never true).
    /// - Complexity: O(log *n*) calls of `predicate`.
    func partitioningIndex(where predicate: (Element) -> Bool) -> Int {
        var low = startIndex
        var high = endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if predicate(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
