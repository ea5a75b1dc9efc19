/// Whether something is shown: SwiftUI's `Visibility`.
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

/// A set of vertical edges.
public enum VerticalEdge: Int8, Hashable, CaseIterable, Codable, Sendable {
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

extension ContainerValues {
    /// Whether a `List` draws the separator line below this row.
    public var listRowSeparator: Visibility {
        get { self[ListRowSeparatorKey.self] }
        set { self[ListRowSeparatorKey.self] = newValue }
    }
}

private enum ListRowSeparatorKey: ContainerValueKey {
    static let defaultValue = Visibility.automatic
}

nonisolated extension View {
    /// Shows or hides the separator a `List` draws below this row (a container value: it
    /// counts for the closest list only).
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        containerValue(\.listRowSeparator, visibility)
    }
}

/// A vertical list of rows, in sections with headers and footers, with a dim separator line
/// between rows.
///
/// Built, like any custom container, on ``ForEach/init(sections:content:)``: content outside
/// `Section`s forms implicit sections, headers are drawn bold and footers dim, and a row
/// whose ``ContainerValues/listRowSeparator`` is `.hidden` has no line below it. A row with a
/// `badge` shows it dim at the row's trailing edge. Under a live runtime a list with a
/// selection takes focus: the arrow keys select the next or previous row (by tag or `ForEach`
/// id; a multiple selection becomes that one row), and selected rows are drawn in reverse video.
///
/// ```swift
/// List {
///     Section("Favorite Songs") {
///         Text("Scrolling in the Deep")
///         Text("Born to Build & Run")
///     }
/// }
/// ```
///
///     Favorite Songs
///     Scrolling in the Deep
///     ─────────────────────
///     Born to Build & Run
public nonisolated struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    /// The selection, for a live runtime to move and draw; `nil` without one.
    var selection: ListSelection<SelectionValue>? = nil
    private let focus = ControlFocus()
    private let reveal = SelectionReveal<SelectionValue>()

    /// Creates a list of the given content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a list with a selection; static output shows no selection.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { .single($0) }
    }

    /// Creates a list with a multiple selection; static output shows no selection.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { .multiple($0) }
    }

    public var body: some View {
        let selectable = SelectableRows(selection: focus.isLive ? selection : nil)
        let _ = selectable.selection.map { focus.register(.adjustable(.choosing($0.cursor, among: { selectable.values }))) }
        let revealed = reveal.moved(to: selectable.selection?.cursor.wrappedValue)
        // Live, a list scrolls as in SwiftUI: it takes the height it is offered.
        if focus.isLive {
            ScrollView { rows(selectable, revealing: revealed) }.controlRegion(focus)
        } else {
            rows(selectable, revealing: nil).controlRegion(focus)
        }
    }

    /// The rows, a section at a time; the row of `revealed` is brought into view.
    private func rows(_ selectable: SelectableRows<SelectionValue>, revealing revealed: SelectionValue?) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(sections: content) { section in
                if !section.header.isEmpty {
                    VStack(alignment: .leading, spacing: 0) { section.header }.bold()
                }
                Group(subviews: section.content) { rows in
                    ForEach(rows) { row in
                        BadgedRow(row: row).modifier(SelectionHighlight(isOn: selectable.note(row)))
                            .clickTarget(selectable.selector(for: row), reveals: revealed != nil && row.selectionValue(of: SelectionValue.self) == revealed)
                        if row.id != rows.last?.id && row.containerValues.listRowSeparator != .hidden {
                            Divider()
                        }
                    }
                }
                if !section.footer.isEmpty {
                    VStack(alignment: .leading, spacing: 0) { section.footer }.foregroundStyle(.secondary)
                }
            }
        }
    }
}

extension List where SelectionValue == Never {
    /// Creates a list of the given content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension List where SelectionValue == Never {
    /// Creates a list with a row for each element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// Creates a list with a row for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }
}

extension List {
    /// Creates a list with a row for each element of `data` and a selection; static output
    /// shows no selection.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
        self.selection = selection.map { .single($0) }
    }

    /// Creates a list with a row for each element of `data` and a multiple selection.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
        self.selection = selection.map { .multiple($0) }
    }

    /// Creates a list with a row for each element of `data`, identified by `id`, and a selection.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
        self.selection = selection.map { .single($0) }
    }

    /// Creates a list with a row for each element of `data`, identified by `id`, and a
    /// multiple selection.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
        self.selection = selection.map { .multiple($0) }
    }
}

/// A list row, with its `badge` dim at its trailing edge when it has one.
private nonisolated struct BadgedRow: View, Equatable {
    let row: Subview

    /// The same row, resolved the same way: a live runtime reuses the row's body.
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.row.isUnchanged(since: rhs.row) }

    var body: some View {
        if let badge = row.containerValues.badge {
            ControlRow { row } control: { badge.foregroundStyle(.secondary) }
        } else {
            row
        }
    }
}
