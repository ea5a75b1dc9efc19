/// A ``Table``'s columns made one or more per element of a collection, as SwiftUI writes them
/// in a ``TableColumnBuilder``: the columns `content` makes of each element, in order.
///
/// ```swift
/// Table(people) {
///     TableColumn("Name", value: \.name)
///     TableColumnForEach(quarters) { quarter in
///         TableColumn(quarter.title) { Text("\($0.sales[quarter.index])") }
///     }
/// }
/// ```
public nonisolated struct TableColumnForEach<
    Data: RandomAccessCollection, ID: Hashable, RowValue, Sort, Content: TableColumnContent
>:
    TableColumnContent
where RowValue == Content.TableRowValue, Sort == Content.TableColumnSortComparator {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort

    let data: Data
    let content: (Data.Element) -> Content

    public func _collectColumns<Row>(into columns: inout [_TableColumnCells<Row>]) {
        for element in data {
            content(element)._collectColumns(into: &columns)
        }
    }
}

extension TableColumnForEach {
    /// The columns `content` makes of each element of `data`, identified by its `id`.
    public init(_ data: Data, @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable {
        self.init(data: data, content: content)
    }

    /// The columns `content` makes of each integer of `data`.
    public init(_ data: Range<Int>, @TableColumnBuilder<RowValue, Sort> content: @escaping (Int) -> Content)
    where Data == Range<Int>, ID == Int {
        self.init(data: data, content: content)
    }

    /// The columns `content` makes of each element of `data`, identified by the value at `id`.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content
    ) {
        self.init(data: data, content: content)
    }
}
