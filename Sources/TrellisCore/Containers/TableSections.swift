/// Sections of a ``Table``'s rows, as SwiftUI writes them in a ``TableRowBuilder``: a
/// section's header is a row drawn bold across every column, its rows follow at the same depth.
/// A section that collapses (`isExpanded:`) begins its header with `▾` while expanded and `▸`
/// with its header alone while collapsed.
///
/// ```swift
/// Table(of: Person.self) {
///     TableColumn("Name", value: \.name)
/// } rows: {
///     Section("Staff") {
///         ForEach(staff) { TableRow($0) }
///     }
/// }
/// ```
///
///     Name
///     ─────
///     Staff
///     Ada
extension Section: TableRowContent
where
    Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent,
    Parent.TableRowValue == Content.TableRowValue, Footer.TableRowValue == Content.TableRowValue
{
    public typealias TableRowValue = Content.TableRowValue

    public nonisolated func _collectRows<Row>(depth: Int, into rows: inout [_TableRowEntry<Row>]) {
        header._collectRows(depth: depth, into: &rows)
        if isExpanded {
            content._collectRows(depth: depth, into: &rows)
        }
        footer._collectRows(depth: depth, into: &rows)
    }
}

extension Section where Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent {
    /// A section of `content`'s rows without a header.
    public init<V>(@TableRowBuilder<V> content: () -> Content)
    where Parent == EmptyTableRowContent<V>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(header: EmptyTableRowContent(), content: content(), footer: EmptyTableRowContent())
    }

    /// A section of `content`'s rows under the header `header`.
    public init<V, H: View>(@TableRowBuilder<V> content: () -> Content, @ViewBuilder header: () -> H)
    where Parent == TableHeaderRowContent<V, H>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(header: TableHeaderRowContent(content: header()), content: content(), footer: EmptyTableRowContent())
    }

    /// A section of `content`'s rows titled `titleKey`.
    public init<V>(_ titleKey: LocalizedStringKey, @TableRowBuilder<V> content: () -> Content)
    where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(content: content) { Text(titleKey) }
    }

    /// A section of `content`'s rows titled `title`.
    @_disfavoredOverload
    public init<V, S: StringProtocol>(_ title: S, @TableRowBuilder<V> content: () -> Content)
    where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(content: content) { Text(title) }
    }
}

extension Section where Parent: TableRowContent, Content: TableRowContent {
    /// A section under the header `header` whose rows show while `isExpanded` is true.
    public init<V, H: View>(
        isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content, @ViewBuilder header: () -> H
    )
    where Parent == TableHeaderRowContent<V, H>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(
            header: TableHeaderRowContent(content: header(), isExpanded: isExpanded.wrappedValue),
            content: content(), footer: EmptyTableRowContent(), isExpanded: isExpanded.wrappedValue)
    }

    /// A section titled `titleKey` whose rows show while `isExpanded` is true.
    public init<V>(
        _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content
    )
    where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// A section titled `title` whose rows show while `isExpanded` is true.
    @_disfavoredOverload
    public init<V, S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content)
    where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// No rows: a table section's missing header or footer.
public nonisolated struct EmptyTableRowContent<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value

    init() {}

    public func _collectRows<Row>(depth: Int, into rows: inout [_TableRowEntry<Row>]) {}
}

/// A table section's header: one row of `content`, drawn bold across every column.
public nonisolated struct TableHeaderRowContent<Value: Identifiable, Content: View>: TableRowContent {
    public typealias TableRowValue = Value

    let content: Content
    /// Whether the section's rows show, for a section that collapses; nil for one that does not.
    var isExpanded: Bool?

    public func _collectRows<Row>(depth: Int, into rows: inout [_TableRowEntry<Row>]) {
        rows.append(_TableRowEntry(header: AnyView(content), depth: depth, isExpanded: isExpanded))
    }
}
