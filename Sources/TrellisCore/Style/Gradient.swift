import Foundation

/// Colours at locations from 0 to 1 that a gradient blends between.
///
/// A terminal cell has one colour, so a gradient draws as the colour halfway along it: the
/// two stops around the middle blended in RGB (a red-to-blue gradient draws purple). Stops
/// without an RGB value (the terminal's default colours, `.clear`) are skipped; a gradient of
/// only those draws its first colour.
public struct Gradient: Hashable, Sendable {
    /// One colour of a gradient and where it lies (0 the start, 1 the end).
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        /// A stop of `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order.
    public var stops: [Stop]

    /// A gradient of `stops`.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// A gradient of `colors` spread evenly from start to end.
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        self.init(stops: colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / last) })
    }

    /// The colour a terminal draws this gradient in: the colour halfway along it.
    var middleColor: Color? {
        let blendable = stops.filter { ColorPalette.rgb(of: $0.color) != nil && !$0.color.isClear }
            .sorted { $0.location < $1.location }
        guard let first = blendable.first else { return stops.first?.color }
        guard let after = blendable.firstIndex(where: { $0.location >= 0.5 }) else { return blendable.last?.color }
        guard after > 0 else { return first.color }
        let (low, high) = (blendable[after - 1], blendable[after])
        let span = high.location - low.location
        let fraction = span > 0 ? Double((0.5 - low.location) / span) : 0
        return Self.blend(low.color, high.color, fraction: fraction)
    }

    /// `from` blended towards `to` by `fraction` (0 gives `from`, and so does `to` when it is
    /// the same colour: a named colour stays named, drawn in the terminal's own palette).
    private static func blend(_ from: Color, _ to: Color, fraction: Double) -> Color {
        guard from != to, fraction > 0 else { return from }
        guard fraction < 1 else { return to }
        guard let a = ColorPalette.rgb(of: from), let b = ColorPalette.rgb(of: to) else { return from }
        func mix(_ x: UInt8, _ y: UInt8) -> Double { (Double(x) + (Double(y) - Double(x)) * fraction) / 255 }
        let opacity = Double(from.alpha) + (Double(to.alpha) - Double(from.alpha)) * fraction
        return Color(red: mix(a.0, b.0), green: mix(a.1, b.1), blue: mix(a.2, b.2), opacity: opacity)
    }
}

extension Gradient: ShapeStyle {
    public var _terminalColor: Color? { middleColor }
}

/// A gradient along a line from `startPoint` to `endPoint`: drawn as the colour halfway along
/// it (see ``Gradient``).
///
/// ```swift
/// Text("Hello").foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
/// ```
public struct LinearGradient: ShapeStyle, Hashable {
    let gradient: Gradient

    /// A gradient from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
    }

    /// A gradient of `colors` from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient of `stops` from `startPoint` to `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public var _terminalColor: Color? { gradient.middleColor }
}

/// A gradient in circles around `center`: drawn as the colour halfway along it.
public struct RadialGradient: ShapeStyle, Hashable {
    let gradient: Gradient

    /// A gradient from `startRadius` to `endRadius` around `center`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
    }

    /// A gradient of `colors` from `startRadius` to `endRadius` around `center`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A gradient of `stops` from `startRadius` to `endRadius` around `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public var _terminalColor: Color? { gradient.middleColor }
}

/// A gradient around `center` by angle: drawn as the colour halfway along it.
public struct AngularGradient: ShapeStyle, Hashable {
    let gradient: Gradient

    /// A gradient from `startAngle` to `endAngle` around `center`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
    }

    /// A gradient of `colors` from `startAngle` to `endAngle` around `center`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A gradient of `stops` from `startAngle` to `endAngle` around `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn of `gradient` around `center`, starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle)
    }

    /// A full turn of `colors` around `center`, starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// A full turn of `stops` around `center`, starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    public var _terminalColor: Color? { gradient.middleColor }
}

/// A gradient in ellipses filling the shape: drawn as the colour halfway along it.
public struct EllipticalGradient: ShapeStyle, Hashable {
    let gradient: Gradient

    /// A gradient from `startRadiusFraction` to `endRadiusFraction` of the shape around `center`.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
    }

    /// A gradient of `colors` in ellipses around `center`.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    /// A gradient of `stops` in ellipses around `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    public var _terminalColor: Color? { gradient.middleColor }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of `colors`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of `stops`.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of `colors`.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient of `colors`.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn of `gradient`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
}
