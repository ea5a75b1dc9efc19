import Foundation

/// Content made from a collection, whose rows a list can delete, move and insert:
/// ``ForEach``. Nothing is edited in a render, so the actions are accepted and the content is
/// drawn as it is.
///
/// ```swift
/// List {
///     ForEach(items) { Text($0.name) }
///         .onDelete { items.remove(atOffsets: $0) }
///         .onMove { items.move(fromOffsets: $0, toOffset: $1) }
/// }
/// ```
public protocol DynamicViewContent: View {
    /// The type of the collection the content is made from.
    associatedtype Data: Collection
    /// The collection the content is made from.
    nonisolated var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

nonisolated extension DynamicViewContent {
    /// The action that deletes rows at the given offsets: accepted, nothing is deleted.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        self
    }

    /// The action that moves rows to an offset: accepted, nothing is moved.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        self
    }
}
