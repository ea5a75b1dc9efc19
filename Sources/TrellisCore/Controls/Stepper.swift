import Foundation

/// A control that steps a value up and down: its label leading, the `[−|+]` buttons trailing.
///
/// As in SwiftUI, a stepper draws its label and not its value, so a label usually shows the
/// value (`"Quantity: \(quantity)"`); the steppers made with a `format` draw the formatted value
/// before the buttons. Nothing can be pressed in static output; under a live runtime the
/// focused stepper steps its value with the arrow keys, `+` and `-` (`ValueAdjustment`).
///
/// ```swift
/// Stepper("Quantity: \(quantity)", value: $quantity, in: 0...9)
/// ```
///
///     Quantity: 3      [−|+]
public nonisolated struct Stepper<Label: View>: View {
    let label: Label
    /// The value drawn before the buttons (formatted steppers only).
    let formattedValue: String?
    /// What stepping up and down does, for a live runtime.
    private let adjustment: ValueAdjustment
    private let focus = ControlFocus()

    /// Creates a stepper that runs `onIncrement` and `onDecrement` when pressed.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.formattedValue = nil
        self.adjustment = ValueAdjustment(increment: { onIncrement?() }, decrement: { onDecrement?() })
    }

    /// Creates a stepper for a value, `step` at a time.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.formattedValue = nil
        self.adjustment = .stepping(value, by: step, in: nil)
    }

    /// Creates a stepper for a value within `bounds`, `step` at a time.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.formattedValue = nil
        self.adjustment = .stepping(value, by: step, in: bounds)
    }

    /// Creates a stepper for a value, `step` at a time, that draws the value in `format`.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, bounds: nil, step: step, format: format, label: label)
    }

    /// Creates a stepper for a value within `bounds`, `step` at a time, that draws the value in
    /// `format`.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, bounds: bounds, step: step, format: format, label: label)
    }

    private init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, bounds: ClosedRange<F.FormatInput>?, step: F.FormatInput.Stride, format: F,
        label: () -> Label
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.label = label()
        self.formattedValue = format.format(value.wrappedValue)
        self.adjustment = .stepping(value, by: step, in: bounds)
    }

    public var body: some View {
        let isFocused = focus.register(.adjustable(adjustment))
        ControlRow { label } control: {
            HStack(alignment: .top, spacing: 1) {
                if let formattedValue { Text(verbatim: formattedValue) }
                Text(verbatim: "[−|+]").fixedSize().focusHighlight(isFocused)
            }
        }
        .controlRegion(focus)
    }
}

extension Stepper where Label == Text {
    /// Creates a stepper with a text label that runs `onIncrement` and `onDecrement` when pressed.
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a text label that runs `onIncrement` and `onDecrement` when pressed.
    @_disfavoredOverload public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a text label for a value, `step` at a time.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a text label for a value, `step` at a time.
    @_disfavoredOverload public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a text label for a value within `bounds`, `step` at a time.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a text label for a value within `bounds`, `step` at a time.
    @_disfavoredOverload public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a text label for a value, `step` at a time, drawn in `format`.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, format: format, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a text label for a value within `bounds`, `step` at a time, drawn
    /// in `format`.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, format: format, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }
}
