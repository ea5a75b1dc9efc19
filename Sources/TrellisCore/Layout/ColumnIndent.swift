/// Content indented by whole columns at any length scale: outline levels and disclosed
/// content indent by columns, not by points that the standard scale would shrink to one.
nonisolated struct ColumnIndent<Content: View>: View {
    let columns: Int
    let content: Content
    @Environment(\.lengthScale) private var lengthScale

    var body: some View {
        content.padding(.leading, lengthScale.points(columns, along: .horizontal))
    }
}

nonisolated extension View {
    /// This view indented by `columns` whole columns.
    func indented(columns: Int) -> some View {
        ColumnIndent(columns: columns, content: self)
    }
}
