import Foundation

/// A colour for text, backgrounds and borders.
///
/// The standard colours (`.red`, `.blue`, …) map to the terminal's own 16-colour palette, so
/// they follow the user's theme; `Color(red:green:blue:)` and palette colours are exact.
/// Opacity blends towards the terminal background, assumed dark (see ``opacity(_:)``).
public struct Color: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// One of the 16 ANSI colours (0–7 normal, 8–15 bright).
        case ansi(UInt8)
        /// One of the 256 xterm palette colours.
        case palette(UInt8)
        /// A 24-bit colour.
        case rgb(UInt8, UInt8, UInt8)
        /// The terminal's default foreground.
        case primary
        /// No colour at all.
        case clear
    }

    let kind: Kind
    /// From 0 (invisible) to 1 (opaque). (A `Float`: a colour takes 8 bytes, and a style with
    /// two of them 20, which every row of a long list carries.)
    let alpha: Float

    init(_ kind: Kind, alpha: Double = 1) {
        self.kind = kind
        self.alpha = Float(alpha)
    }

    /// The colour spaces of ``init(_:red:green:blue:opacity:)``.
    ///
    /// A terminal's 24-bit colours are sRGB: components in `.sRGBLinear` are gamma-encoded
    /// to sRGB, and `.displayP3` components are taken as sRGB (the nearest a terminal shows).
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    /// A 24-bit colour from components between 0 and 1 in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func byte(_ value: Double) -> UInt8 {
            var value = min(1, max(0, value.isNaN ? 0 : value))
            if colorSpace == .sRGBLinear {
                value = value <= 0.0031308 ? 12.92 * value : 1.055 * pow(value, 1 / 2.4) - 0.055
            }
            return UInt8((value * 255).rounded())
        }
        self.init(.rgb(byte(red), byte(green), byte(blue)), alpha: min(1, max(0, opacity.isNaN ? 1 : opacity)))
    }

    /// A grey from 0 (black) to 1 (white) in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// The colour of a Core Graphics colour's RGB or grey components and alpha.
    public init(_ cgColor: CGColor) {
        let parts = (cgColor.components ?? [0, 1]).map(Double.init)
        if parts.count >= 4 {
            self.init(red: parts[0], green: parts[1], blue: parts[2], opacity: parts[3])
        } else {
            self.init(white: parts.first ?? 0, opacity: parts.count > 1 ? parts[1] : 1)
        }
    }

    /// The colour of a Core Graphics colour's RGB or grey components and alpha.
    public init(cgColor: CGColor) {
        self.init(cgColor)
    }

    /// A colour from its hue, saturation and brightness, each between 0 and 1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let hue = (hue.isNaN ? 0 : hue - hue.rounded(.down)) * 6
        let saturation = min(1, max(0, saturation.isNaN ? 0 : saturation))
        let value = min(1, max(0, brightness.isNaN ? 0 : brightness))
        let sector = Int(hue) % 6
        let fraction = hue - Double(Int(hue))
        let (p, q, t) = (value * (1 - saturation), value * (1 - saturation * fraction), value * (1 - saturation * (1 - fraction)))
        let (red, green, blue): (Double, Double, Double) =
            switch sector {
            case 0: (value, t, p)
            case 1: (q, value, p)
            case 2: (p, value, t)
            case 3: (p, q, value)
            case 4: (t, p, value)
            default: (value, p, q)
            }
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// One of the 256 colours of the xterm palette.
    public static func palette(_ index: UInt8) -> Color { Color(.palette(index)) }

    /// This colour at `opacity` (0–1). On a terminal the colour is blended towards black,
    /// the usual background; an opacity of 0 is ``clear``.
    public func opacity(_ opacity: Double) -> Color {
        Color(kind, alpha: Double(alpha) * min(1, max(0, opacity)))
    }

    public static let black = Color(.ansi(0))
    public static let red = Color(.ansi(1))
    public static let green = Color(.ansi(2))
    public static let yellow = Color(.ansi(3))
    public static let blue = Color(.ansi(4))
    public static let purple = Color(.ansi(5))
    public static let cyan = Color(.ansi(6))
    public static let white = Color(.ansi(15))
    public static let gray = Color(.ansi(8))
    public static let orange = Color(.palette(208))
    public static let pink = Color(.palette(211))
    public static let mint = Color(.palette(121))
    public static let teal = Color(.palette(30))
    public static let indigo = Color(.palette(61))
    public static let brown = Color(.palette(130))
    /// The terminal's default text colour.
    public static let primary = Color(.primary)
    /// A dimmer text colour, for secondary content.
    public static let secondary = Color(.ansi(8))
    /// The accent colour (blue).
    public static let accentColor = Color(.ansi(4))
    /// No colour: draws nothing.
    public static let clear = Color(.clear)

    /// Whether this colour draws nothing.
    var isClear: Bool { kind == .clear || alpha <= 0 }
}

extension Color: ShapeStyle {
    public var _terminalColor: Color? { self }
}
