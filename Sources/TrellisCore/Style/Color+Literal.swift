/// Colour literals: `#colorLiteral(red:green:blue:alpha:)`, which Xcode shows as a swatch,
/// makes a `Color` where one is expected and, as UIKit's `UIColor` does on Apple platforms, a
/// colour of its own where none is (`Color(#colorLiteral(…))` reads it as `Color.Resolved`).
///
/// ```swift
/// let leaf = Color(#colorLiteral(red: 0.3, green: 0.56, blue: 0, alpha: 1))
/// ```
public typealias _ColorLiteralType = Color.Resolved

extension Color: _ExpressibleByColorLiteral {
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(.sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}

extension Color.Resolved: _ExpressibleByColorLiteral {
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(colorSpace: .sRGB, red: red, green: green, blue: blue, opacity: alpha)
    }
}
