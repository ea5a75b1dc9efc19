/// The build functions of ``TableColumnBuilder`` beyond one column: SwiftUI's, one per number
/// of columns up to ten, and the `if` and `#available` forms.
extension TableColumnBuilder {
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleTableColumnContent<RowValue, Sort, C0, C1>
    where C0: TableColumnContent, C1: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue {
        TupleTableColumnContent(columns: (c0, c1))
    }

    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleTableColumnContent<RowValue, Sort, C0, C1, C2>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue {
        TupleTableColumnContent(columns: (c0, c1, c2))
    }

    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleTableColumnContent<RowValue, Sort, C0, C1, C2, C3>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue {
        TupleTableColumnContent(columns: (c0, c1, c2, c3))
    }

    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleTableColumnContent<RowValue, Sort, C0, C1, C2, C3, C4>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue {
        TupleTableColumnContent(columns: (c0, c1, c2, c3, c4))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleTableColumnContent<RowValue, Sort, C0, C1, C2, C3, C4, C5>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue {
        TupleTableColumnContent(columns: (c0, c1, c2, c3, c4, c5))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleTableColumnContent<RowValue, Sort, C0, C1, C2, C3, C4, C5, C6>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue, C6.TableRowValue == RowValue {
        TupleTableColumnContent(columns: (c0, c1, c2, c3, c4, c5, c6))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleTableColumnContent<RowValue, Sort, C0, C1, C2, C3, C4, C5, C6, C7>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue, C6.TableRowValue == RowValue, C7.TableRowValue == RowValue {
        TupleTableColumnContent(columns: (c0, c1, c2, c3, c4, c5, c6, c7))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleTableColumnContent<RowValue, Sort, C0, C1, C2, C3, C4, C5, C6, C7, C8>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue, C6.TableRowValue == RowValue, C7.TableRowValue == RowValue, C8.TableRowValue == RowValue {
        TupleTableColumnContent(columns: (c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleTableColumnContent<RowValue, Sort, C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent, C9: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue, C6.TableRowValue == RowValue, C7.TableRowValue == RowValue, C8.TableRowValue == RowValue, C9.TableRowValue == RowValue {
        TupleTableColumnContent(columns: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }

    /// A column of this table's row type, as written.
    public static func buildExpression<Content: View, Label: View>(
        _ column: TableColumn<RowValue, Sort, Content, Label>
    ) -> TableColumn<RowValue, Sort, Content, Label> {
        column
    }

    /// A column that does not sort, in a table whose other columns do.
    @_disfavoredOverload
    public static func buildExpression<Content: View, Label: View>(
        _ column: TableColumn<RowValue, Never, Content, Label>
    ) -> TableColumn<RowValue, Never, Content, Label> {
        column
    }

    /// Columns shown only when an `if` holds.
    public static func buildIf<C: TableColumnContent>(_ content: C?) -> C? where C.TableRowValue == RowValue {
        content
    }

    /// The columns of an `if` branch.
    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(first: T) -> ConditionalTableColumns<T, F>
    where T.TableRowValue == RowValue, F.TableRowValue == RowValue {
        ConditionalTableColumns(first: first, second: nil)
    }

    /// The columns of an `else` branch.
    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(second: F) -> ConditionalTableColumns<T, F>
    where T.TableRowValue == RowValue, F.TableRowValue == RowValue {
        ConditionalTableColumns(first: nil, second: second)
    }

    /// Columns behind `if #available`.
    public static func buildLimitedAvailability(
        _ content: any TableColumnContent<RowValue, Sort>
    ) -> some TableColumnContent<RowValue, Sort> {
        AnyTableColumns<RowValue, Sort>(content: content)
    }

    /// Columns that do not sort behind `if #available`, in a table whose other columns do.
    @_disfavoredOverload
    public static func buildLimitedAvailability(
        _ content: any TableColumnContent<RowValue, Never>
    ) -> some TableColumnContent<RowValue, Never> {
        AnyTableColumns<RowValue, Never>(content: content)
    }
}

/// Columns of any type, as `buildLimitedAvailability` hands them on.
nonisolated struct AnyTableColumns<RowValue: Identifiable, Sort>: TableColumnContent {
    typealias TableRowValue = RowValue
    typealias TableColumnSortComparator = Sort

    let content: any TableColumnContent<RowValue, Sort>

    func _collectColumns<Row>(into columns: inout [_TableColumnCells<Row>]) {
        content._collectColumns(into: &columns)
    }
}

/// The columns of one branch of an `if`/`else` in a ``TableColumnBuilder``.
public nonisolated struct ConditionalTableColumns<TrueContent: TableColumnContent, FalseContent: TableColumnContent>: TableColumnContent
where TrueContent.TableRowValue == FalseContent.TableRowValue {
    public typealias TableRowValue = TrueContent.TableRowValue
    public typealias TableColumnSortComparator = TrueContent.TableColumnSortComparator

    let first: TrueContent?
    let second: FalseContent?

    public func _collectColumns<Row>(into columns: inout [_TableColumnCells<Row>]) {
        first?._collectColumns(into: &columns)
        second?._collectColumns(into: &columns)
    }
}

/// Columns an `if` left out are no columns.
extension Optional: TableColumnContent where Wrapped: TableColumnContent {
    public typealias TableRowValue = Wrapped.TableRowValue
    public typealias TableColumnSortComparator = Wrapped.TableColumnSortComparator

    public func _collectColumns<Row>(into columns: inout [_TableColumnCells<Row>]) {
        self?._collectColumns(into: &columns)
    }
}
