import Foundation

/// SwiftUI's other ways of making a ``TableColumn``: titled by a `Text`, and sorted by a
/// comparator. A table draws rows in the order given, so a column's sort is accepted and
/// only its title and cells are drawn.
extension TableColumn where Sort == Never, Label == Text {
    /// A column titled `text` whose cells are `content` of each row.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = text
        self.content = content
    }
}

extension TableColumn where Sort == Never, Content == Text, Label == Text {
    /// A column titled `text` whose cells are the string at `value` of each row.
    public init(_ text: Text, value: KeyPath<RowValue, String>) {
        self.title = text
        self.content = { Text(verbatim: $0[keyPath: value]) }
    }
}

extension TableColumn where Sort: SortComparator, RowValue == Sort.Compared, Label == Text {
    /// A column titled `titleKey`, sorted by `comparator`, whose cells are `content`.
    public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(titleKey)
        self.content = content
    }

    /// A column titled `title`, sorted by `comparator`, whose cells are `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled `text`, sorted by `comparator`, whose cells are `content`.
    public init(_ text: Text, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = text
        self.content = content
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column titled `title`, sorted by the value at `value`, whose cells are `content`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled `text`, sorted by the value at `value`, whose cells are `content`.
    public init<V: Comparable>(_ text: Text, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = text
        self.content = content
    }

    /// A column titled `titleKey`, sorted by `comparator` on the value at `value`, whose
    /// cells are `content`.
    public init<V, C: SortComparator>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where V == C.Compared {
        self.title = Text(titleKey)
        self.content = content
    }

    /// A column titled `title`, sorted by `comparator` on the value at `value`, whose cells
    /// are `content`.
    @_disfavoredOverload
    public init<S: StringProtocol, V, C: SortComparator>(
        _ title: S, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where V == C.Compared {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled `text`, sorted by `comparator` on the value at `value`, whose cells
    /// are `content`.
    public init<V, C: SortComparator>(
        _ text: Text, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where V == C.Compared {
        self.title = text
        self.content = content
    }
}
