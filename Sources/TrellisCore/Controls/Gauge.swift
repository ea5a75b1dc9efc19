/// A value within a range, shown as a bar between its bounds: the label and the current value
/// label on the first line, then the minimum value label, the bar and the maximum value label.
///
/// The bar is ``ProgressView``'s (whole blocks, then eighths) across the width left between the
/// bound labels. A value outside the bounds is drawn at the nearer end; a NaN value or empty
/// bounds at the start. Marked value labels have no place in one line of cells and are not drawn.
///
/// ```swift
/// Gauge(value: 72, in: 0...100) { Text("Battery") } currentValueLabel: { Text("72%") }
///     minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
/// ```
///
///     Battery        72%
///     0 ████████▋░░░ 100
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel
    let markedValueLabels: MarkedValueLabels
    let bar: LevelBar
    /// Whether this gauge is a style's own (``init(_:)``): drawn as the default bar, so a style
    /// that decorates the gauge does not draw itself again.
    private var isStyled = false
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
        self.bar = LevelBar(value: value, in: bounds.lowerBound, bounds.upperBound, style: .blocks)
    }

    public var body: some View {
        if let style, !isStyled {
            AnyView(style.makeBody(configuration: configuration))
        } else {
            bounded
        }
    }

    /// What a custom style draws this gauge from.
    private var configuration: GaugeStyleConfiguration {
        func present<V: View>(_ view: V) -> AnyView? { V.self == EmptyView.self ? nil : AnyView(view) }
        return GaugeStyleConfiguration(
            value: bar.fraction, label: .init(content: AnyView(label)),
            currentValueLabel: present(currentValueLabel).map { .init(content: $0) },
            minimumValueLabel: present(minimumValueLabel).map { .init(content: $0) },
            maximumValueLabel: present(maximumValueLabel).map { .init(content: $0) },
            markedValueLabels: .init(content: AnyView(markedValueLabels)))
    }

    /// The default drawing: the labels over the bar between its bound labels.
    private var bounded: some View {
        VStack(alignment: .leading, spacing: 0) {
            if Label.self != EmptyView.self || CurrentValueLabel.self != EmptyView.self {
                ControlRow { label } control: { currentValueLabel }
            }
            HStack(alignment: .top, spacing: 1) {
                minimumValueLabel
                bar
                maximumValueLabel
            }
        }
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
    /// The gauge a ``GaugeStyle`` is drawing, from its configuration, drawn as the default bar:
    /// a style can draw the default and decorate it.
    public init(_ configuration: GaugeStyleConfiguration) {
        self.label = configuration.label
        self.currentValueLabel = configuration.currentValueLabel
        self.minimumValueLabel = configuration.minimumValueLabel.map { AnyView($0) }
        self.maximumValueLabel = configuration.maximumValueLabel.map { AnyView($0) }
        self.markedValueLabels = configuration.markedValueLabels
        self.bar = LevelBar(fraction: configuration.value, style: .blocks)
        self.isStyled = true
    }
}
