/// The edits a `List` or `ForEach` over a bound collection allows on its rows (SwiftUI's
/// `EditActions`): moving them where the collection is mutable, deleting them where elements
/// can be removed, both, or none. A set of options, so `[.move, .delete]` and `.all` compare
/// and combine as sets do; accepted, no effect on text (a render swipes or drags no row, see
/// `EditActions+Collections.swift`).
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Every edit the collection allows: none for a collection that is neither mutable nor
    /// range-replaceable.
    public static var all: EditActions<Data> { [] }
}

extension EditActions where Data: MutableCollection {
    /// Moving rows.
    public static var move: EditActions<Data> { EditActions(rawValue: 1 << 0) }

    /// Every edit a mutable collection allows: moving.
    public static var all: EditActions<Data> { .move }
}

extension EditActions where Data: RangeReplaceableCollection {
    /// Deleting rows.
    public static var delete: EditActions<Data> { EditActions(rawValue: 1 << 1) }

    /// Every edit a range-replaceable collection allows: deleting.
    public static var all: EditActions<Data> { .delete }
}

extension EditActions where Data: MutableCollection, Data: RangeReplaceableCollection {
    /// Every edit: moving and deleting.
    public static var all: EditActions<Data> { [.move, .delete] }
}
