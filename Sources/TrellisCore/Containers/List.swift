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
    private let kept = KeptSelection<SelectionValue>()

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
        let _ = selectable.selection.map { focus.register(.adjustable(.choosing($0.cursor, among: { selectable.choices }))) }
        let revealed = kept.moved(to: selectable.selection?.cursor.wrappedValue)
        let _ = kept.aim(at: selectable.selection?.cursor)
        // Live, a list scrolls as in SwiftUI: it takes the height it is offered, and makes only
        // the rows it shows when it can (`ListWindow`).
        if focus.isLive {
            ListWindow(
                elements: (content as? any IndexedContent)?.indexed, selectable: selectable, revealed: revealed,
                row: { row($0, value: $1, isLast: $2, selectable, revealing: revealed) },
                look: { look(of: $0, value: $1, isLast: $2, selectable, revealing: revealed) },
                eager: ScrollView { rows(selectable, revealing: revealed) }
            )
            .controlRegion(focus)
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
                    ForEach(rows) { row($0, isLast: $0.id == rows.last?.id, selectable, revealing: revealed) }
                }
                if !section.footer.isEmpty {
                    VStack(alignment: .leading, spacing: 0) { section.footer }.foregroundStyle(.secondary)
                }
            }
        }
    }
}

extension List {
    /// How `row` is drawn: selected or not, selecting itself when clicked, brought into view
    /// when it is `revealed`'s, with a separator below unless it is the last or hides it.
    fileprivate func row(
        _ row: Subview, isLast: Bool, _ selectable: SelectableRows<SelectionValue>, revealing revealed: SelectionValue?
    ) -> ListRow {
        self.row(row, value: selectable.value(of: row), isLast: isLast, selectable, revealing: revealed)
    }

    /// The same, for the row standing for `value` (``SelectableRows/value(of:)``).
    private func row(
        _ row: Subview, value: SelectionValue?, isLast: Bool, _ selectable: SelectableRows<SelectionValue>,
        revealing revealed: SelectionValue?
    ) -> ListRow {
        selectable.note(value)
        return ListRow(
            row: row, look: look(of: row, value: value, isLast: isLast, selectable, revealing: revealed),
            selector: kept.selector(for: value))
    }

    /// How the row `row`, standing for `value`, is drawn apart from its content: what a row
    /// kept from an earlier frame is compared by, without making it again.
    private func look(
        of row: Subview, value: SelectionValue?, isLast: Bool, _ selectable: SelectableRows<SelectionValue>,
        revealing revealed: SelectionValue?
    ) -> ListRow.Look {
        ListRow.Look(
            isSelected: selectable.isSelected(value), selects: kept.selects(value),
            reveals: value != nil && value == revealed,
            hasSeparator: !isLast && row.containerValues.listRowSeparator != .hidden)
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

/// A row as a list draws it: the subview with its `badge` dim at its trailing edge, in reverse
/// video when selected, a click target selecting it, and the separator below it.
///
/// Equatable, so that a live runtime reuses an unchanged row whole (its nodes, its click
/// target) instead of making it again every frame. The click action is left out of the
/// comparison: it selects through the list's current binding (``KeptSelection``), whichever
/// frame made it.
nonisolated struct ListRow: View, Equatable {
    let row: Subview
    let look: Look
    /// What a click on the row does; `nil` when it selects nothing.
    let selector: (() -> Void)?

    /// How a list draws a row apart from its content.
    struct Look: Equatable {
        let isSelected: Bool
        /// Whether a click selects the row (it has a ``ListRow/selector``).
        let selects: Bool
        /// Whether the scroll view around the list scrolls to show this row in this frame.
        let reveals: Bool
        let hasSeparator: Bool
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.row.isUnchanged(since: rhs.row) && lhs.look == rhs.look
    }

    var body: some View {
        badged.modifier(SelectionHighlight(isOn: look.isSelected)).clickTarget(selector, reveals: look.reveals)
        if look.hasSeparator {
            Divider()
        }
    }

    @ViewBuilder private var badged: some View {
        if let badge = row.containerValues.badge {
            ControlRow { row } control: { badge.foregroundStyle(.secondary) }
        } else {
            row
        }
    }
}
