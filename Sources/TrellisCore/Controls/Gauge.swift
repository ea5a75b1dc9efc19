/// A value within a range, shown as a bar between its bounds: the label and the current value
/// label on the first line, then the minimum value label, the bar and the maximum value label.
///
/// The bar is ``ProgressView``'s (whole blocks, then eighths) across the width left between the
/// bound labels. A value outside the bounds is drawn at the nearer end; a NaN value or empty
/// bounds at the start. Marked value labels have no place in one line of cells and are not drawn.
/// A custom ``GaugeStyle`` (``View/gaugeStyle(_:)``) draws the gauge its own way.
///
/// ```swift
/// Gauge(value: 72, in: 0...100) { Text("Battery") } currentValueLabel: { Text("72%") }
///     minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
/// ```
///
///     Battery        72%
///     0 ████████▋░░░ 100
public nonisolated struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel
    let markedValueLabels: MarkedValueLabels
    /// Where the value lies in the bounds, from 0 to 1.
    let fraction: Double
    /// The configuration a style made this gauge from, with `Gauge(_:)`: drawn as the bar.
    let styled: GaugeStyleConfiguration?
    @Environment(\.gaugeStyle) private var style

    /// Creates a gauge with a label, a current value label, bound labels and marked value labels.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
        self.markedValueLabels = markedValueLabels()
        self.fraction = LevelBar.fraction(Double(value), lower: Double(bounds.lowerBound), upper: Double(bounds.upperBound))
        self.styled = nil
    }

    @MainActor public var body: some View {
        if let styled {
            AnyView(GaugeBar(configuration: styled))
        } else {
            AnyView(bodyOfStyle)
        }
    }

    /// The environment's gauge style drawing this gauge.
    @MainActor private var bodyOfStyle: some View {
        let hasBounds = BoundsLabel.self != EmptyView.self
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: .init(content: AnyView(label)),
            currentValueLabel: CurrentValueLabel.self == EmptyView.self ? nil : .init(content: AnyView(currentValueLabel)),
            minimumValueLabel: hasBounds ? .init(content: AnyView(minimumValueLabel)) : nil,
            maximumValueLabel: hasBounds ? .init(content: AnyView(maximumValueLabel)) : nil,
            markedValueLabels: .init(content: AnyView(markedValueLabels)), hasLabel: Label.self != EmptyView.self)
        return AnyView(style.makeBody(configuration: configuration))
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// Creates a gauge with a label, a current value label and bound labels.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel, minimumValueLabel: minimumValueLabel,
                  maximumValueLabel: maximumValueLabel, markedValueLabels: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// Creates a gauge with a label, a current value label and marked value labels.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel, minimumValueLabel: { EmptyView() },
                  maximumValueLabel: { EmptyView() }, markedValueLabels: markedValueLabels)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge with a label and a current value label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel, markedValueLabels: { EmptyView() })
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() })
    }
}

extension Gauge
where Label == GaugeStyleConfiguration.Label, CurrentValueLabel == GaugeStyleConfiguration.CurrentValueLabel?,
    BoundsLabel == AnyView?, MarkedValueLabels == GaugeStyleConfiguration.MarkedValueLabel {
    /// The gauge a ``GaugeStyle`` is drawing, made from its configuration and drawn as the
    /// built-in bar, so that a style can draw the default gauge and decorate it.
    public init(_ configuration: GaugeStyleConfiguration) {
        label = configuration.label
        currentValueLabel = configuration.currentValueLabel
        minimumValueLabel = configuration.minimumValueLabel.map { AnyView($0) }
        maximumValueLabel = configuration.maximumValueLabel.map { AnyView($0) }
        markedValueLabels = configuration.markedValueLabels
        fraction = configuration.value
        styled = configuration
    }
}
