import Foundation

// The collection edits SwiftUI adds for `onDelete` and `onMove`, which hand over the rows'
// offsets as an `IndexSet` (`items.remove(atOffsets: offsets)`). Offsets outside the
// collection are ignored rather than trapping: they come from rows that may be stale.

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (positions from the start), keeping the others in
    /// order.
    public mutating func remove(atOffsets offsets: IndexSet) {
        guard !offsets.isEmpty else { return }
        var kept = Self()
        for (offset, element) in enumerated() where !offsets.contains(offset) { kept.append(element) }
        self = kept
    }
}

extension MutableCollection {
    /// Moves the elements at `source` (positions from the start) so that they stand, in their
    /// order, before the element that was at `destination` (at the end when `destination` is
    /// the count), as a list's drag and drop reorders rows.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moving = source.filter { $0 >= 0 && $0 < elements.count }
        guard !moving.isEmpty else { return }
        let target = Swift.max(0, Swift.min(destination, elements.count))
        let movingSet = Set(moving)
        let before = elements.indices.filter { $0 < target && !movingSet.contains($0) }.map { elements[$0] }
        let after = elements.indices.filter { $0 >= target && !movingSet.contains($0) }.map { elements[$0] }
        let reordered = before + moving.map { elements[$0] } + after
        for (index, element) in zip(indices, reordered) { self[index] = element }
    }
}
