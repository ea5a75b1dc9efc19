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
public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View
where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
    let rows: [Value]
    let columns: [_TableColumnCells<Value>]

    public var body: some View {
        Grid(alignment: .topLeading) {
            GridRow {
                ForEach(columns.indices, id: \.self) { columns[$0].title.bold() }
            }
            Divider()
            ForEach(rows) { row in
                GridRow {
                    ForEach(columns.indices, id: \.self) { columns[$0].cell(row) }
                }
            }
        }
    }

    init(rows: [Value], columns: Columns) {
        self.rows = rows
        var cells: [_TableColumnCells<Value>] = []
        columns._collectColumns(into: &cells)
        self.columns = cells
    }
}

extension Table {
    /// A table of `data` in `columns`.
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: Array(data), columns: columns())
    }

    /// A table of `data` in `columns`, with a single selection (none is drawn).
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: Array(data), columns: columns())
    }

    /// A table of `data` in `columns`, with a multiple selection (none is drawn).
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: Array(data), columns: columns())
    }

    /// A table of `data` in sortable `columns` (drawn in the data's order).
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: Array(data), columns: columns())
    }

    /// A table of `data` in sortable `columns`, with a single selection.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: Array(data), columns: columns())
    }

    /// A table of `data` in sortable `columns`, with a multiple selection.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: Array(data), columns: columns())
    }
}

/// The rows of a ``Table``.
public protocol TableRowContent {
    /// The type of value each row shows.
    associatedtype TableRowValue: Identifiable
}

/// The rows of a table made from a collection: one per element.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
}

/// The columns of a ``Table``.
public protocol TableColumnContent {
    /// The type of value each row shows.
    associatedtype TableRowValue: Identifiable
    /// How the columns sort the rows (`Never` for columns that do not).
    associatedtype TableColumnSortComparator
    /// Appends a title and a cell maker per column, in order, for rows of type `Row` (the
    /// builder makes every column's row type the table's). Implementation detail.
    func _collectColumns<Row>(into columns: inout [_TableColumnCells<Row>])
}

/// One column as a table draws it: its title and the cell of each row. Implementation detail
/// of ``TableColumnContent``.
public struct _TableColumnCells<RowValue> {
    let title: Text
    let cell: (RowValue) -> AnyView
}

/// One column of a ``Table``: its title and the view of each row's value.
public struct TableColumn<RowValue: Identifiable, Sort, Content: View, Label: View>: TableColumnContent {
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
    /// A column titled `titleKey`, sorted by and showing the string at `value`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.title = Text(titleKey)
        self.content = { Text(verbatim: $0[keyPath: value]) }
    }

    /// A column titled `title`, sorted by and showing the string at `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.title = Text(title)
        self.content = { Text(verbatim: $0[keyPath: value]) }
    }
}

/// Columns written one after another in a ``TableColumnBuilder``.
public struct TupleTableColumnContent<RowValue: Identifiable, Sort, each Column: TableColumnContent>: TableColumnContent {
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

    public static func buildBlock<each Column: TableColumnContent>(_ column: repeat each Column)
        -> TupleTableColumnContent<RowValue, Sort, repeat each Column> {
        TupleTableColumnContent(columns: (repeat each column))
    }
}
