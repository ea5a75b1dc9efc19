/// Style modifiers of controls. Trellis draws each of these controls one way, whatever the
/// style (see `Style/ControlStyles.swift`), so the view renders unchanged; ``View/controlSize(_:)``
/// is kept in the environment for code that reads it.
nonisolated extension View {
    /// The style of pickers below: each is drawn one way, so ignored.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }

    /// The style of lists below: a list is drawn one way, so ignored.
    public func listStyle<S: ListStyle>(_ style: S) -> some View { self }

    /// The style of forms below: each is drawn one way, so ignored.
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }

    /// The style of text fields below: each is drawn one way, so ignored.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }

    /// Would hide the labels of controls below, keeping them for accessibility: controls
    /// are drawn with their labels, so ignored.
    public func labelsHidden() -> some View { self }

    /// The accent controls below are tinted with: no control here draws an accent, so ignored.
    public func tint(_ tint: Color?) -> some View { self }

    /// The accent controls below are tinted with: no control here draws an accent, so ignored.
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View { self }

    /// The size of controls below: set in the environment as `controlSize`; controls are
    /// drawn the same size in text.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}
