/// A control for a value in a range: a track with a thumb `●` where the value lies, between
/// the minimum and maximum value labels, after the label.
///
/// The track takes the width left (10 columns when nothing bounds it).
/// A value outside the range is drawn at the nearer end; a NaN value or an empty range at the
/// start. Nothing can be dragged in static output: the thumb shows the binding's value. Under a
/// live runtime the focused slider moves by its step (a twentieth of the range without one)
/// with the arrow keys, `+` and `-`.
///
/// ```swift
/// Slider(value: $volume, in: 0...10) { Text("Volume") }
///     minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") }
/// ```
///
///     Volume 0 ━━━━━●───── 10
public nonisolated struct Slider<Label: View, ValueLabel: View>: View {
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel
    let bar: LevelBar
    /// What moving the thumb does, for a live runtime.
    private let adjustment: ValueAdjustment
    private let focus = ControlFocus()

    /// Creates a slider with a label and minimum and maximum value labels.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: bounds.lowerBound.distance(to: bounds.upperBound) / 20, label: label,
                  minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
    }

    /// Creates a slider whose value moves by `step`, with a label and minimum and maximum value
    /// labels.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.label = label()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
        self.bar = LevelBar(value: value.wrappedValue, in: bounds.lowerBound, bounds.upperBound, style: .track)
        self.adjustment = .stepping(value, by: step, in: bounds)
    }

    public var body: some View {
        HStack(alignment: .top, spacing: 1) {
            if Label.self != EmptyView.self { VStack(alignment: .leading, spacing: 0) { label } }
            minimumValueLabel
            bar.focusHighlight(focus.register(.adjustable(adjustment)))
            maximumValueLabel
        }
        .controlRegion(focus)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider with a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, minimumValueLabel: { EmptyView() },
                  maximumValueLabel: { EmptyView() }, onEditingChanged: onEditingChanged)
    }

    /// Creates a slider whose value moves by `step`, with a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label, minimumValueLabel: { EmptyView() },
                  maximumValueLabel: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }

    /// Creates a slider whose value moves by `step`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}
