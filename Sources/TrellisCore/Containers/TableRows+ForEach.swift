/// A ``Table``'s rows made one per element of a collection, as SwiftUI writes them in a
/// ``TableRowBuilder``: `ForEach(people) { TableRow($0) }`, or `ForEach(people)` alone.
///
/// Rows are collected (``TableRowContent/_collectRows(depth:into:)``), never resolved as
/// views, so these make no view list.
extension ForEach: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue

    public nonisolated func _collectRows<Row>(depth: Int, into rows: inout [_TableRowEntry<Row>]) {
        for element in data {
            content(element)._collectRows(depth: depth, into: &rows)
        }
    }
}

extension ForEach where Content: TableRowContent {
    /// A row of each element of `data`, identified by its `id`.
    public init(_ data: Data)
    where ID == Data.Element.ID, Content == TableRow<Data.Element>, Data.Element: Identifiable {
        self.init(data: data, content: { TableRow($0) }, makeViewList: { _, _ in }, indexed: nil)
    }

    /// The rows `content` makes of each element of `data`, identified by its `id`.
    public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, V == Content.TableRowValue, Data.Element: Identifiable {
        self.init(data, id: \.id, content: content)
    }

    /// The rows `content` makes of each element of `data`, identified by the value at `id`.
    public init<V>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content
    )
    where V == Content.TableRowValue {
        self.init(data: data, content: content, makeViewList: { _, _ in }, indexed: nil)
    }

    /// The rows `content` makes of each integer of `data`.
    public init<V>(_ data: Range<Int>, @TableRowBuilder<V> content: @escaping (Int) -> Content)
    where Data == Range<Int>, ID == Int, V == Content.TableRowValue {
        self.init(data, id: \.self, content: content)
    }
}
