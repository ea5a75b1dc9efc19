/// List row modifiers that a text list has no use for: its rows have no insets, no
/// backgrounds of their own, no section separators and no swipe actions. (The one it uses,
/// `listRowSeparator`, is in `Containers/List.swift`.)
nonisolated extension View {
    /// The insets of a list row: rows are drawn without insets, so ignored.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }

    /// The background of a list row: rows are drawn without one, so ignored.
    public func listRowBackground<V: View>(_ view: V?) -> some View { self }

    /// The colour of a list row's separator: separators are drawn dim, so ignored.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }

    /// Whether a list draws separators around a section: it draws none, so ignored.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// Actions revealed by swiping a list row: nothing swipes static output, so not drawn.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        self
    }
}
