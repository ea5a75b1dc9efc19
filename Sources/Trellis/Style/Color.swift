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

    /// A 24-bit colour from components between 0 and 1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func byte(_ value: Double) -> UInt8 { UInt8((min(1, max(0, value)) * 255).rounded()) }
        self.init(.rgb(byte(red), byte(green), byte(blue)), alpha: min(1, max(0, opacity)))
    }

    /// A grey from 0 (black) to 1 (white).
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
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
