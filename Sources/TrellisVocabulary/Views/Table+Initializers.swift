/// SwiftUI's other ways of making a ``Table``: with column customization (accepted: every
/// column is shown, in the order written), over a tree of data (an outline, every level
/// expanded and indented by two columns), and of rows written one by one (`TableRow`,
/// `DisclosureTableRow`). Selections and sort orders are accepted as in the data forms:
/// static output shows the rows in the order given and selects none.
extension Table {
    /// A table of `data` in `columns`; the customization is accepted.
    public init<Data: RandomAccessCollection>(
        _ data: Data, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }

    /// A table of `data` in sortable `columns` (drawn in the data's order); the customization is accepted.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }

    /// A table of `data` in `columns`, with a selection (none is drawn); the customization is accepted.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }

    /// A table of `data` in sortable `columns` (drawn in the data's order), with a selection; the customization is accepted.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }

    /// A table of `data` in `columns`, with a selection (none is drawn); the customization is accepted.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }

    /// A table of `data` in sortable `columns` (drawn in the data's order), with a selection; the customization is accepted.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }

    /// An outline of `data` and its `children`, in `columns`.
    public init<Data: RandomAccessCollection>(
        _ data: Data, children: KeyPath<Value, Data?>, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil, @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where Rows == TableOutlineGroupContent<Data>, Columns.TableRowValue == Data.Element {
        self.init(rows: TableOutlineGroupContent(data: data, children: children), columns: columns())
    }

    /// An outline of `data` and its `children`, in sortable `columns` (drawn in the data's order).
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where Rows == TableOutlineGroupContent<Data>, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableOutlineGroupContent(data: data, children: children), columns: columns())
    }

    /// An outline of `data` and its `children`, in `columns`, with a selection.
    public init<Data: RandomAccessCollection>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<Value.ID>>, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil, @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where Rows == TableOutlineGroupContent<Data>, Columns.TableRowValue == Data.Element {
        self.init(rows: TableOutlineGroupContent(data: data, children: children), columns: columns())
    }

    /// An outline of `data` and its `children`, in sortable `columns` (drawn in the data's order), with a selection.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where Rows == TableOutlineGroupContent<Data>, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableOutlineGroupContent(data: data, children: children), columns: columns())
    }

    /// An outline of `data` and its `children`, in `columns`, with a selection.
    public init<Data: RandomAccessCollection>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil, @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where Rows == TableOutlineGroupContent<Data>, Columns.TableRowValue == Data.Element {
        self.init(rows: TableOutlineGroupContent(data: data, children: children), columns: columns())
    }

    /// An outline of `data` and its `children`, in sortable `columns` (drawn in the data's order), with a selection.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where Rows == TableOutlineGroupContent<Data>, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableOutlineGroupContent(data: data, children: children), columns: columns())
    }

    /// A table of `rows` of `valueType`, in `columns`.
    public init(
        of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns())
    }

    /// A table of `rows` of `valueType`, in sortable `columns`.
    public init<Sort: SortComparator>(
        of valueType: Value.Type, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    )
    where Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns())
    }

    /// A table of `rows` of `valueType`, in `columns`.
    public init(
        of valueType: Value.Type, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns())
    }

    /// A table of `rows` of `valueType`, in sortable `columns`.
    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    )
    where Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns())
    }

    /// A table of `rows` in sortable `columns`.
    public init<Sort: SortComparator>(
        sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    )
    where Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns())
    }

    /// A table of `rows` of `valueType`, in `columns`, with a selection.
    public init(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns())
    }

    /// A table of `rows` of `valueType`, in sortable `columns`, with a selection.
    public init<Sort: SortComparator>(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    )
    where Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns())
    }

    /// A table of `rows` of `valueType`, in `columns`, with a selection.
    public init(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns())
    }

    /// A table of `rows` of `valueType`, in sortable `columns`, with a selection.
    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    )
    where Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns())
    }

    /// A table of `rows` in sortable `columns`, with a selection.
    public init<Sort: SortComparator>(
        selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    )
    where Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns())
    }

    /// A table of `rows` of `valueType`, in `columns`, with a selection.
    public init(
        of valueType: Value.Type, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns())
    }

    /// A table of `rows` of `valueType`, in sortable `columns`, with a selection.
    public init<Sort: SortComparator>(
        of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    )
    where Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns())
    }

    /// A table of `rows` of `valueType`, in `columns`, with a selection.
    public init(
        of valueType: Value.Type, selection: Binding<Value.ID?>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns())
    }

    /// A table of `rows` of `valueType`, in sortable `columns`, with a selection.
    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    )
    where Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns())
    }

    /// A table of `rows` in sortable `columns`, with a selection.
    public init<Sort: SortComparator>(
        selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    )
    where Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns())
    }
}
