/// A keyboard shortcut that may be absent (`nil` removes the control's shortcut).
nonisolated extension View {
    /// Would press this control when `shortcut` is typed, or by no shortcut when it is `nil`:
    /// static output receives no key presses, so no effect on text.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        self
    }
}
