/// A style that draws a ``Gauge`` from its value and labels: SwiftUI's `GaugeStyle`, applied
/// with ``View/gaugeStyle(_:)``. A custom style's body is drawn as it is written; the built-in
/// styles (`.automatic`, `.linearCapacity`, the accessory ones) draw the bar Trellis draws for
/// every gauge.
///
/// ```swift
/// struct Percent: GaugeStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.label; Text("\(Int(configuration.value * 100))%") }
///     }
/// }
/// ```
public protocol GaugeStyle {
    /// The view the style draws a gauge as.
    associatedtype Body: View
    /// Draws a gauge from its value and labels.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a gauge style draws from.
    typealias Configuration = GaugeStyleConfiguration
}

/// What a ``GaugeStyle`` draws from.
public struct GaugeStyleConfiguration {
    /// A gauge's label, as a view.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// A gauge's current value label, as a view.
    public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// A gauge's minimum value label, as a view.
    public struct MinimumValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// A gauge's maximum value label, as a view.
    public struct MaximumValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// A gauge's marked value labels, as a view.
    public struct MarkedValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// Where the value lies between the bounds, from 0 to 1.
    public var value: Double
    /// The label.
    public var label: Label
    /// The current value label, if the gauge has one.
    public var currentValueLabel: CurrentValueLabel?
    /// The minimum value label, if the gauge has one.
    public var minimumValueLabel: MinimumValueLabel?
    /// The maximum value label, if the gauge has one.
    public var maximumValueLabel: MaximumValueLabel?
    /// The marked value labels.
    public var markedValueLabels: MarkedValueLabel
}

/// The built-in styles, which draw the default bar.
protocol BuiltInGaugeStyle: GaugeStyle {}

extension BuiltInGaugeStyle {
    public func makeBody(configuration: Configuration) -> some View {
        Gauge(configuration)
    }
}

/// The `.automatic` gauge style.
public struct DefaultGaugeStyle: BuiltInGaugeStyle {
    public init() {}
}

/// The `.accessoryCircular` gauge style: drawn as the default bar.
public struct AccessoryCircularGaugeStyle: BuiltInGaugeStyle {
    public init() {}
}

/// The `.accessoryCircularCapacity` gauge style: drawn as the default bar.
public struct AccessoryCircularCapacityGaugeStyle: BuiltInGaugeStyle {
    public init() {}
}

/// The `.accessoryLinear` gauge style: drawn as the default bar.
public struct AccessoryLinearGaugeStyle: BuiltInGaugeStyle {
    public init() {}
}

/// The `.accessoryLinearCapacity` gauge style: drawn as the default bar.
public struct AccessoryLinearCapacityGaugeStyle: BuiltInGaugeStyle {
    public init() {}
}

/// The `.linearCapacity` gauge style: drawn as the default bar.
public struct LinearCapacityGaugeStyle: BuiltInGaugeStyle {
    public init() {}
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension View {
    /// Draws gauges in this view with `style`'s body (the built-in styles: the default bar).
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyle, style is any BuiltInGaugeStyle ? nil : style)
    }
}

extension EnvironmentValues {
    /// The custom style gauges are drawn with; `nil` draws the default bar.
    var gaugeStyle: (any GaugeStyle)? {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

private enum GaugeStyleKey: EnvironmentKey {
    static var defaultValue: (any GaugeStyle)? { nil }
}
