nonisolated extension View {
    /// Disables the controls in this view: `isEnabled` is `false` below it, and its text is
    /// drawn dim (SGR 2 in ANSI output), as SwiftUI greys disabled controls out. `false` leaves
    /// the view as it is (it cannot enable what an ancestor disabled).
    ///
    /// ```swift
    /// Button("Submit") { submit() }.disabled(form.isIncomplete)
    /// ```
    public func disabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentWritingModifier(write: { values in
            guard disabled else { return }
            values.isEnabled = false
            values.cellStyle.attributes.insert(.dim)
        }))
    }
}
