/// `List(0..<count) { index in … }`: a row for each integer of a range, as
/// `ForEach(0..<count)` makes them. Without a selection the list's `SelectionValue` is
/// `Never`, as SwiftUI's constrained initializers make it, so it need not be written.
extension List where SelectionValue == Never {
    /// Creates a list with a row for each integer of `data`.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
    }
}

extension List {
    /// Creates a list with a row for each integer of `data` and a selection; static output
    /// shows no selection.
    public init<RowContent: View>(
        _ data: Range<Int>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
        self.selection = selection.map { .single($0) }
    }

    /// Creates a list with a row for each integer of `data` and a multiple selection.
    public init<RowContent: View>(
        _ data: Range<Int>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
        self.selection = selection.map { .multiple($0) }
    }
}
