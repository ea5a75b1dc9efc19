/// The elements of a `ForEach` over data, counted and resolved a range at a time: what lets a
/// live `List` resolve only the rows it shows, without making the others.
struct IndexedElements {
    /// The number of elements.
    let count: Int
    /// Resolves the content of the elements at some offsets, in order, into a view list.
    let resolve: (Range<Int>, _ViewInputs, inout _ViewList) -> Void
    /// The explicit id of the element at an offset, as its content's identity ends.
    let id: (Int) -> ViewIdentity.Component
    /// Whether the element at an offset makes what the element of `earlier` (the elements of
    /// another `ForEach`, which a list made its rows from last frame) at the same offset made:
    /// the same id, and content that compares equal. The content is made again to compare,
    /// as SwiftUI runs a new `ForEach`'s content for a row to compare with the row it has.
    let makesAlike: (_ offset: Int, _ earlier: IndexedElements) -> Bool
    /// What `makesAlike` reads of `earlier`: the `ForEach`'s data, id and content. An object,
    /// so that two copies of the elements have the same bits (``BitwiseEquality``).
    let parts: AnyObject
}

/// Content whose elements can be counted and resolved a range at a time: a `ForEach` over data.
protocol IndexedContent {
    /// The elements, when they can be; `nil` otherwise.
    var indexed: IndexedElements? { get }
}

extension ForEach: IndexedContent {}
