/// Rows of a ``Table`` written one by one rather than made from a collection:
///
/// ```swift
/// Table(of: Person.self) {
///     TableColumn("Name", value: \.name)
/// } rows: {
///     TableRow(ada)
///     DisclosureTableRow(team) {
///         TableRow(alan)
///     }
/// }
/// ```
@resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content
    where Content.TableRowValue == Value {
        content
    }

    public static func buildBlock<C: TableRowContent>(_ content: C) -> C where C.TableRowValue == Value {
        content
    }

    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleTableRowContent<Value, C0, C1>
    where C0: TableRowContent, C1: TableRowContent, C0.TableRowValue == Value, C1.TableRowValue == Value {
        TupleTableRowContent(rows: (c0, c1))
    }

    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleTableRowContent<Value, C0, C1, C2>
    where C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value {
        TupleTableRowContent(rows: (c0, c1, c2))
    }

    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleTableRowContent<Value, C0, C1, C2, C3>
    where C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value {
        TupleTableRowContent(rows: (c0, c1, c2, c3))
    }

    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleTableRowContent<Value, C0, C1, C2, C3, C4>
    where C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value, C4.TableRowValue == Value {
        TupleTableRowContent(rows: (c0, c1, c2, c3, c4))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleTableRowContent<Value, C0, C1, C2, C3, C4, C5>
    where C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value {
        TupleTableRowContent(rows: (c0, c1, c2, c3, c4, c5))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleTableRowContent<Value, C0, C1, C2, C3, C4, C5, C6>
    where C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value {
        TupleTableRowContent(rows: (c0, c1, c2, c3, c4, c5, c6))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleTableRowContent<Value, C0, C1, C2, C3, C4, C5, C6, C7>
    where C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent, C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value, C7.TableRowValue == Value {
        TupleTableRowContent(rows: (c0, c1, c2, c3, c4, c5, c6, c7))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleTableRowContent<Value, C0, C1, C2, C3, C4, C5, C6, C7, C8>
    where C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent, C8: TableRowContent, C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value, C7.TableRowValue == Value, C8.TableRowValue == Value {
        TupleTableRowContent(rows: (c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleTableRowContent<Value, C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>
    where C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent, C8: TableRowContent, C9: TableRowContent, C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value, C7.TableRowValue == Value, C8.TableRowValue == Value, C9.TableRowValue == Value {
        TupleTableRowContent(rows: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }

    /// The rows of an `if` branch.
    public static func buildEither<T: TableRowContent, F: TableRowContent>(first: T) -> ConditionalTableRows<T, F>
    where T.TableRowValue == Value, F.TableRowValue == Value {
        ConditionalTableRows(first: first, second: nil)
    }

    /// The rows of an `else` branch.
    public static func buildEither<T: TableRowContent, F: TableRowContent>(second: F) -> ConditionalTableRows<T, F>
    where T.TableRowValue == Value, F.TableRowValue == Value {
        ConditionalTableRows(first: nil, second: second)
    }

    /// Rows shown only when an `if` holds.
    public static func buildIf<C: TableRowContent>(_ content: C?) -> C? where C.TableRowValue == Value {
        content
    }
}

/// One row of a ``Table``, showing `value`.
public nonisolated struct TableRow<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value

    let value: Value

    /// A row showing `value` in each of the table's columns.
    public init(_ value: Value) {
        self.value = value
    }

    public func _collectRows<Row>(depth: Int, into rows: inout [_TableRowEntry<Row>]) {
        if let value = value as? Row { rows.append(_TableRowEntry(value: value, depth: depth)) }
    }
}

/// Rows written one after another in a ``TableRowBuilder``.
public nonisolated struct TupleTableRowContent<Value: Identifiable, each Content: TableRowContent>: TableRowContent {
    public typealias TableRowValue = Value

    let rows: (repeat each Content)

    public func _collectRows<Row>(depth: Int, into rows: inout [_TableRowEntry<Row>]) {
        for row in repeat each self.rows {
            row._collectRows(depth: depth, into: &rows)
        }
    }
}

/// The rows of one branch of an `if`/`else` in a ``TableRowBuilder``.
public nonisolated struct ConditionalTableRows<TrueContent: TableRowContent, FalseContent: TableRowContent>: TableRowContent
where TrueContent.TableRowValue == FalseContent.TableRowValue {
    public typealias TableRowValue = TrueContent.TableRowValue

    let first: TrueContent?
    let second: FalseContent?

    public func _collectRows<Row>(depth: Int, into rows: inout [_TableRowEntry<Row>]) {
        first?._collectRows(depth: depth, into: &rows)
        second?._collectRows(depth: depth, into: &rows)
    }
}

/// Rows an `if` left out are no rows.
extension Optional: TableRowContent where Wrapped: TableRowContent {
    public typealias TableRowValue = Wrapped.TableRowValue

    public func _collectRows<Row>(depth: Int, into rows: inout [_TableRowEntry<Row>]) {
        self?._collectRows(depth: depth, into: &rows)
    }
}

/// A row that discloses rows below it: `▾` before its first cell and its content's rows
/// indented by two columns while expanded, `▸` and the row alone while collapsed. Collapsed
/// unless `isExpanded` says otherwise, as ``DisclosureGroup`` is.
public nonisolated struct DisclosureTableRow<Label: TableRowContent, Content: TableRowContent>: TableRowContent
where Label.TableRowValue == Content.TableRowValue {
    public typealias TableRowValue = Content.TableRowValue

    let label: Label
    let content: () -> Content
    let isExpanded: Bool

    /// A row showing `value` that discloses `content`, expanded while `isExpanded` is true.
    public init<Value>(
        _ value: Value, isExpanded: Binding<Bool>? = nil, @TableRowBuilder<Value> content: @escaping () -> Content
    ) where Label == TableRow<Value>, Value == Content.TableRowValue {
        self.label = TableRow(value)
        self.content = content
        self.isExpanded = isExpanded?.wrappedValue ?? false
    }

    public func _collectRows<Row>(depth: Int, into rows: inout [_TableRowEntry<Row>]) {
        var labels: [_TableRowEntry<Row>] = []
        label._collectRows(depth: depth, into: &labels)
        rows.append(contentsOf: labels.map { $0.disclosing(isExpanded: isExpanded) })
        if isExpanded {
            content()._collectRows(depth: depth + 1, into: &rows)
        }
    }
}

/// The rows of a table made from a tree: each element, then its children's rows indented by
/// two columns, every level expanded as ``OutlineGroup`` draws it.
public nonisolated struct TableOutlineGroupContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element

    let data: Data
    let children: KeyPath<Data.Element, Data?>

    package init(data: Data, children: KeyPath<Data.Element, Data?>) {
        self.data = data
        self.children = children
    }

    public func _collectRows<Row>(depth: Int, into rows: inout [_TableRowEntry<Row>]) {
        for element in data {
            if let value = element as? Row { rows.append(_TableRowEntry(value: value, depth: depth)) }
            if let nested = element[keyPath: children] {
                TableOutlineGroupContent(data: nested, children: children)._collectRows(depth: depth + 1, into: &rows)
            }
        }
    }
}
