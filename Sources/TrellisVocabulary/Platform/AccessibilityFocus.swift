/// Binding a view's accessibility focus to `AccessibilityFocusState`: a terminal has no
/// assistive-technology focus apart from its own keyboard focus, so each modifier has no
/// effect on text and the state keeps the value the app gave it.
nonisolated extension View {
    /// Would give this view accessibility focus while `condition` is true: no effect on text.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        self
    }

    /// Would give this view accessibility focus while `binding` equals `value`: no effect on text.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View {
        self
    }
}
