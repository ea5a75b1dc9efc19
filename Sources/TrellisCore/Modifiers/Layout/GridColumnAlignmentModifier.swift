nonisolated extension View {
    /// Aligns every cell of this cell's column of a ``Grid`` by `guide`, overriding the grid's
    /// horizontal alignment there. Set on one cell of the column; where several cells of a
    /// column set it, the topmost one counts.
    ///
    /// ```swift
    /// Grid(alignment: .leading) {
    ///     GridRow { Text("Apples"); Text("3").gridColumnAlignment(.trailing) }
    ///     GridRow { Text("Pears"); Text("12") }
    /// }
    /// ```
    ///
    ///     Apples  3
    ///     Pears  12
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(ContainerValueWritingModifier(write: { $0[GridColumnAlignmentKey.self] = guide }))
    }
}

/// The container value behind `.gridColumnAlignment(_:)`: a trait of the cell, which its grid
/// reads.
enum GridColumnAlignmentKey: ContainerValueKey {
    static let defaultValue: HorizontalAlignment? = nil
}

nonisolated extension View {
    /// Makes this cell of a ``GridRow`` span `count` columns of its ``Grid`` (at least one):
    /// it is as wide as those columns and the spacing between them, and the row's next cell
    /// starts after them. The columns keep the widths their other cells ask for; a spanning
    /// cell wider than them widens the last column it spans.
    ///
    /// ```swift
    /// Grid {
    ///     GridRow { Text("Total").gridCellColumns(2); Text("15") }
    ///     GridRow { Text("Apples"); Text("3"); Text("5") }
    /// }
    /// ```
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(ContainerValueWritingModifier(write: { $0[GridCellColumnsKey.self] = max(1, count) }))
    }
}

/// The container value behind `.gridCellColumns(_:)`: the columns a cell spans.
enum GridCellColumnsKey: ContainerValueKey {
    static let defaultValue = 1
}
