/// The elements of a `ForEach` over data, counted and resolved a range at a time: what lets a
/// live `List` resolve only the rows it shows, without making the others.
struct IndexedElements {
    /// The number of elements.
    let count: Int
    /// Resolves the content of the elements at some offsets, in order, into a view list.
    let resolve: (Range<Int>, _ViewInputs, inout _ViewList) -> Void
    /// The explicit id of the element at an offset, as its content's identity ends.
    let id: (Int) -> ViewIdentity.Component
}

/// Content whose elements can be counted and resolved a range at a time: a `ForEach` over data.
protocol IndexedContent {
    /// The elements, when they can be; `nil` otherwise.
    var indexed: IndexedElements? { get }
}

extension ForEach: IndexedContent {}
