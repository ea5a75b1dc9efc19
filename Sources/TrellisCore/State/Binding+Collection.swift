/// A binding to a mutable collection is a collection of bindings to its elements, as in
/// SwiftUI: `for $item in $items`, and the outline views over bound trees
/// (`OutlineGroup($tree, children: \.children) { $node in … }`), whose `Data` is the binding.
///
/// SwiftUI also makes a binding to an `Identifiable` value `Identifiable`; Trellis does not:
/// with it, `List($items) { $item in … }` would match both the list of a collection (of
/// bindings) and the list of a bound collection, and Swift finds the call ambiguous.
extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices

    public var startIndex: Value.Index { wrappedValue.startIndex }
    public var endIndex: Value.Index { wrappedValue.endIndex }
    public var indices: Value.Indices { wrappedValue.indices }

    public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }

    public func formIndex(after i: inout Value.Index) { wrappedValue.formIndex(after: &i) }

    /// A binding to the element at `position`.
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        Binding<Value.Element>(get: { self.wrappedValue[position] }, set: { self.wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }

    public func formIndex(before i: inout Value.Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}
