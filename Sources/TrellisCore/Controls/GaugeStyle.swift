/// A style that draws a ``Gauge`` from its value and labels: SwiftUI's `GaugeStyle`, applied
/// with ``View/gaugeStyle(_:)``. A custom style's body is drawn as it is written; the built-in
/// styles (`.automatic`, `.linearCapacity` and the accessory ones) draw the bar Trellis draws
/// for every gauge.
///
/// ```swift
/// struct PercentGaugeStyle: GaugeStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack {
///             configuration.label
///             Text("\(Int(configuration.value * 100))%")
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency public protocol GaugeStyle {
    /// The view the style draws a gauge as.
    associatedtype Body: View
    /// Draws a gauge from its value and labels.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a gauge style draws from.
    typealias Configuration = GaugeStyleConfiguration
}

/// What a ``GaugeStyle`` draws from: the gauge's value, as a fraction of its bounds, and its
/// labels.
public struct GaugeStyleConfiguration {
    /// A gauge's label, as a view.
    public nonisolated struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// A gauge's current value label, as a view.
    public nonisolated struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// A gauge's minimum value label, as a view.
    public nonisolated struct MinimumValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// A gauge's maximum value label, as a view.
    public nonisolated struct MaximumValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// A gauge's marked value labels, as a view.
    public nonisolated struct MarkedValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// Where the value lies in the gauge's bounds, from 0 to 1 (clamped; 0 for a NaN value or
    /// empty bounds).
    public var value: Double
    /// The gauge's label.
    public var label: Label
    /// The current value label, if the gauge has one.
    public var currentValueLabel: CurrentValueLabel?
    /// The minimum value label, if the gauge has one.
    public var minimumValueLabel: MinimumValueLabel?
    /// The maximum value label, if the gauge has one.
    public var maximumValueLabel: MaximumValueLabel?
    /// The marked value labels (not drawn by the built-in styles: one line of cells has no
    /// place for them).
    public var markedValueLabels: MarkedValueLabel
    /// Whether the gauge has a label of its own (an empty one takes no line).
    let hasLabel: Bool
}

/// The gauge every built-in style draws: the label and current value label on the first line,
/// then the minimum value label, the bar and the maximum value label.
nonisolated struct GaugeBar: View {
    let configuration: GaugeStyleConfiguration

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if configuration.hasLabel {
                ControlRow { configuration.label } control: { configuration.currentValueLabel }
            } else if let currentValueLabel = configuration.currentValueLabel {
                ControlRow { EmptyView() } control: { currentValueLabel }
            }
            HStack(alignment: .top, spacing: 1) {
                configuration.minimumValueLabel
                LevelBar(fraction: configuration.value, style: .blocks)
                configuration.maximumValueLabel
            }
        }
    }
}

/// The `.automatic` gauge style: the bar between the bound labels.
public nonisolated struct DefaultGaugeStyle: GaugeStyle {
    public init() {}

    /// Draws the bar between the bound labels.
    public func makeBody(configuration: Configuration) -> some View { GaugeBar(configuration: configuration) }
}

/// The `.accessoryCircular` gauge style: drawn as the bar.
public nonisolated struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}

    /// Draws the bar between the bound labels.
    public func makeBody(configuration: Configuration) -> some View { GaugeBar(configuration: configuration) }
}

/// The `.accessoryCircularCapacity` gauge style: drawn as the bar.
public nonisolated struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}

    /// Draws the bar between the bound labels.
    public func makeBody(configuration: Configuration) -> some View { GaugeBar(configuration: configuration) }
}

/// The `.accessoryLinear` gauge style: drawn as the bar.
public nonisolated struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}

    /// Draws the bar between the bound labels.
    public func makeBody(configuration: Configuration) -> some View { GaugeBar(configuration: configuration) }
}

/// The `.accessoryLinearCapacity` gauge style: drawn as the bar.
public nonisolated struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}

    /// Draws the bar between the bound labels.
    public func makeBody(configuration: Configuration) -> some View { GaugeBar(configuration: configuration) }
}

/// The `.linearCapacity` gauge style: the bar.
public nonisolated struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}

    /// Draws the bar between the bound labels.
    public func makeBody(configuration: Configuration) -> some View { GaugeBar(configuration: configuration) }
}

nonisolated extension GaugeStyle where Self == DefaultGaugeStyle {
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

nonisolated extension View {
    /// Draws gauges in this view with `style`'s body.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyle, style)
    }
}

extension EnvironmentValues {
    /// The style gauges are drawn with.
    var gaugeStyle: any GaugeStyle {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

private enum GaugeStyleKey: EnvironmentKey {
    static var defaultValue: any GaugeStyle { DefaultGaugeStyle() }
}
