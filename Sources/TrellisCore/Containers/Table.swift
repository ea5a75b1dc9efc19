import Foundation

/// Rows of data in columns: a header line of the columns' titles in bold, a dim rule, then one
/// line per element with each column's cell, the columns aligned as a ``Grid`` aligns them.
///
/// Selections and sort orders are accepted; static output shows the rows in the data's order
/// and selects none.
///
/// ```swift
/// Table(people) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Age") { Text("\($0.age)") }
/// }
/// ```
///
///     Name  Age
///     ─────────
///     Ada   36
///     Alan  41
public nonisolated struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View
where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
    let rows: [_TableRowEntry<Value>]
    let columns: [_TableColumnCells<Value>]

    public var body: some View {
        Grid(alignment: .topLeading) {
            GridRow {
                ForEach(columns.indices, id: \.self) { columns[$0].title.bold() }
            }
            Divider()
            ForEach(rows.indices, id: \.self) { index in
                if let header = rows[index].header {
                    // Not a grid row, so it spans every column.
                    leading(rows[index], header.bold())
                } else if let value = rows[index].value {
                    GridRow {
                        ForEach(columns.indices, id: \.self) { column in
                            if column == columns.startIndex {
                                leading(rows[index], columns[column].cell(value))
                            } else {
                                columns[column].cell(value)
                            }
                        }
                    }
                }
            }
        }
    }

    /// A row's first cell: its disclosure marker, if any, then `content`, indented by two
    /// columns per level of depth.
    private func leading(_ entry: _TableRowEntry<Value>, _ content: some View) -> some View {
        HStack(alignment: .top, spacing: 1) {
            if let marker = entry.disclosureMarker {
                Text(verbatim: marker).foregroundStyle(.secondary)
            }
            content
        }
        .indented(columns: 2 * entry.depth)
    }

    package init(rows: Rows, columns: Columns) {
        var entries: [_TableRowEntry<Value>] = []
        rows._collectRows(depth: 0, into: &entries)
        self.rows = entries
        var cells: [_TableColumnCells<Value>] = []
        columns._collectColumns(into: &cells)
        self.columns = cells
    }
}

extension Table {
    /// A table of `data` in `columns`.
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }

    /// A table of `data` in `columns`, with a single selection (none is drawn).
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }

    /// A table of `data` in `columns`, with a multiple selection (none is drawn).
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }

    /// A table of `data` in sortable `columns` (drawn in the data's order).
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }

    /// A table of `data` in sortable `columns`, with a single selection.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }

    /// A table of `data` in sortable `columns`, with a multiple selection.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }
}

/// The rows of a ``Table``: one per element of a collection, ``TableRow``s written in a
/// ``TableRowBuilder``, or an outline.
@MainActor @preconcurrency public protocol TableRowContent<TableRowValue> {
    /// The type of value each row shows.
    associatedtype TableRowValue: Identifiable
    /// Appends this content's rows in order, each at `depth` in an outline or deeper, for a
    /// table of `Row` values (the builder makes every row's value type the table's).
    /// Implementation detail.
    nonisolated func _collectRows<Row>(depth: Int, into rows: inout [_TableRowEntry<Row>])
}

/// One row as a table draws it: its value or a section's header, its depth in an outline, and
/// whether it discloses rows below it. Implementation detail of ``TableRowContent``.
public struct _TableRowEntry<Value> {
    /// The value the row shows in each column; nil for a section's header.
    let value: Value?
    /// A section's header, drawn bold across every column; nil for a row of a value.
    let header: AnyView?
    let depth: Int
    /// `true` for an expanded disclosure row, `false` for a collapsed one, nil for a plain row.
    var isExpanded: Bool?

    init(value: Value, depth: Int, isExpanded: Bool? = nil) {
        (self.value, self.header, self.depth, self.isExpanded) = (value, nil, depth, isExpanded)
    }

    init(header: AnyView, depth: Int, isExpanded: Bool? = nil) {
        (self.value, self.header, self.depth, self.isExpanded) = (nil, header, depth, isExpanded)
    }

    /// This row, disclosing rows below it while `isExpanded`.
    func disclosing(isExpanded: Bool) -> _TableRowEntry {
        var entry = self
        entry.isExpanded = isExpanded
        return entry
    }

    /// What a disclosure row's first cell begins with, as ``DisclosureGroup`` draws it: `▾`
    /// while expanded, `▸` while collapsed; nil for a plain row. (The first cell is also
    /// indented by two columns per level of depth.)
    var disclosureMarker: String? {
        isExpanded.map { $0 ? "▾" : "▸" }
    }
}

/// The rows of a table made from a collection: one per element.
public nonisolated struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element

    let data: Data

    package init(data: Data) { self.data = data }

    public func _collectRows<Row>(depth: Int, into rows: inout [_TableRowEntry<Row>]) {
        rows.append(contentsOf: data.compactMap { ($0 as? Row).map { _TableRowEntry(value: $0, depth: depth) } })
    }
}

/// The columns of a ``Table``.
@MainActor @preconcurrency public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of value each row shows.
    associatedtype TableRowValue: Identifiable
    /// How the columns sort the rows (`Never` for columns that do not).
    associatedtype TableColumnSortComparator
    /// Appends a title and a cell maker per column, in order, for rows of type `Row` (the
    /// builder makes every column's row type the table's). Implementation detail.
    nonisolated func _collectColumns<Row>(into columns: inout [_TableColumnCells<Row>])
}

/// One column as a table draws it: its title and the cell of each row. Implementation detail
/// of ``TableColumnContent``.
public struct _TableColumnCells<RowValue> {
    let title: Text
    let cell: (RowValue) -> AnyView
}

/// One column of a ``Table``: its title and the view of each row's value.
public nonisolated struct TableColumn<RowValue: Identifiable, Sort, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort

    let title: Text
    let content: (RowValue) -> Content

    public func _collectColumns<Row>(into columns: inout [_TableColumnCells<Row>]) {
        let content = self.content
        columns.append(_TableColumnCells(title: title, cell: { row in
            (row as? RowValue).map { AnyView(content($0)) } ?? AnyView(EmptyView())
        }))
    }

    /// The width of this column: accepted (columns are as wide as their widest cell).
    public func width(_ width: CGFloat? = nil) -> TableColumn {
        self
    }

    /// The widths of this column: accepted (columns are as wide as their widest cell).
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        self
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// A column titled `titleKey` whose cells are `content` of each row.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(titleKey)
        self.content = content
    }

    /// A column titled `title` whose cells are `content` of each row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }
}

extension TableColumn where Sort == Never, Content == Text, Label == Text {
    /// A column titled `titleKey` whose cells are the string at `value` of each row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.title = Text(titleKey)
        self.content = { Text(verbatim: $0[keyPath: value]) }
    }

    /// A column titled `title` whose cells are the string at `value` of each row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.title = Text(title)
        self.content = { Text(verbatim: $0[keyPath: value]) }
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column titled `titleKey`, sorted by the value at `value`, whose cells are `content`.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(titleKey)
        self.content = content
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// A column titled `titleKey`, sorted by `comparator` on and showing the string at `value`.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard
    ) {
        self.title = Text(titleKey)
        self.content = { Text(verbatim: $0[keyPath: value]) }
    }

    /// A column titled `title`, sorted by `comparator` on and showing the string at `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard) {
        self.title = Text(title)
        self.content = { Text(verbatim: $0[keyPath: value]) }
    }

    /// A column titled `text`, sorted by `comparator` on and showing the string at `value`.
    public init(_ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard) {
        self.title = text
        self.content = { Text(verbatim: $0[keyPath: value]) }
    }
}

/// Columns written one after another in a ``TableColumnBuilder``.
public nonisolated struct TupleTableColumnContent<RowValue: Identifiable, Sort, each Column: TableColumnContent>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort

    let columns: (repeat each Column)

    public func _collectColumns<Row>(into columns: inout [_TableColumnCells<Row>]) {
        for column in repeat each self.columns {
            column._collectColumns(into: &columns)
        }
    }
}

/// Builds a table's columns from the columns written in its `columns` closure.
@resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort> {
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        column
    }

    /// A column that does not sort, in a table whose other columns do.
    @_disfavoredOverload
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Never {
        column
    }

    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column where Column.TableRowValue == RowValue {
        column
    }
}
