/// SwiftUI's earlier stepper initializers, which take the label last (after
/// `onEditingChanged`), and the formatted ones with a string title. Each draws as the stepper
/// it forwards to; they are disfavoured, as in SwiftUI, so a trailing label closure picks
/// the current spelling.
extension Stepper {
    /// A stepper that runs `onIncrement` and `onDecrement` when pressed, its label last.
    @_disfavoredOverload
    public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// A stepper for a value, `step` at a time, its label last.
    @_disfavoredOverload
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    /// A stepper for a value within `bounds`, `step` at a time, its label last.
    @_disfavoredOverload
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }
}

extension Stepper where Label == Text {
    /// A stepper with a string title for a value, `step` at a time, drawn in `format`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, format: format, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper with a string title for a value within `bounds`, `step` at a time, drawn in
    /// `format`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
        format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, format: format, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
}
