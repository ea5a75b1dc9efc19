extension View {
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
