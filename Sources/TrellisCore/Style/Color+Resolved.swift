import Foundation

extension Color {
    /// A colour as concrete sRGB components between 0 and 1 and an opacity (SwiftUI's
    /// `Color.Resolved`): as a style, it draws as the 24-bit colour of its components.
    ///
    /// ```swift
    /// let orange = Color.Resolved(red: 1, green: 0.5, blue: 0)
    /// Text("Warm").foregroundStyle(orange)
    /// ```
    public struct Resolved: Hashable, Sendable, ShapeStyle, Animatable, CustomStringConvertible {
        /// The red component, gamma-encoded sRGB.
        public var red: Float
        /// The green component, gamma-encoded sRGB.
        public var green: Float
        /// The blue component, gamma-encoded sRGB.
        public var blue: Float
        /// From 0 (invisible) to 1 (opaque).
        public var opacity: Float

        /// A colour from components in `colorSpace` (linear components are gamma-encoded to
        /// sRGB; Display P3 ones are taken as sRGB, as ``Color`` takes them).
        public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1)
        {
            func encoded(_ value: Float) -> Float {
                guard colorSpace == .sRGBLinear else { return value }
                return value <= 0.0031308 ? 12.92 * value : 1.055 * pow(value, 1 / 2.4) - 0.055
            }
            (self.red, self.green, self.blue, self.opacity) = (encoded(red), encoded(green), encoded(blue), opacity)
        }

        /// The 24-bit colour of these components.
        public var _terminalColor: Color? { Color(self) }

        /// The components as `#RRGGBBAA`, each a byte in hexadecimal.
        public var description: String {
            "#"
                + [red, green, blue, opacity].map { String(format: "%02X", Int((min(1, max(0, $0)) * 255).rounded())) }
                .joined()
        }

        /// The red, green, blue and opacity components.
        public var animatableData: AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>> {
            get { AnimatablePair(red, AnimatablePair(green, AnimatablePair(blue, opacity))) }
            set {
                (red, green, blue, opacity) = (
                    newValue.first, newValue.second.first, newValue.second.second.first, newValue.second.second.second
                )
            }
        }
    }

    /// The 24-bit colour of `resolved`'s components.
    public init(_ resolved: Resolved) {
        self.init(
            .sRGB, red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
            opacity: Double(resolved.opacity))
    }
}

/// Encoded as the four components in order: red, green, blue, opacity.
extension Color.Resolved: Codable {
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        try self.init(
            red: container.decode(Float.self), green: container.decode(Float.self), blue: container.decode(Float.self),
            opacity: container.decode(Float.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(contentsOf: [red, green, blue, opacity])
    }
}
