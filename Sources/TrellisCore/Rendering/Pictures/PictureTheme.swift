/// The colours a picture draws the terminal's palette in: its default text and background,
/// and the 16 ANSI colours that `.red`, `.blue` and the rest name.
///
/// The other 240 colours of the 256-colour palette and 24-bit colours are drawn exactly, as
/// a terminal draws them whatever its theme.
public enum PictureTheme: String, Hashable, Sendable, CaseIterable {
    /// Light text on a near-black background.
    case dark
    /// Dark text on a near-white background.
    case light

    /// The background behind the cells, and what translucent colours blend towards.
    var background: RGB {
        switch self {
        case .dark: RGB(0x1C1E24)
        case .light: RGB(0xFBFBF8)
        }
    }

    /// The text colour of cells without one (`.primary`).
    var foreground: RGB {
        switch self {
        case .dark: RGB(0xD8DAE0)
        case .light: RGB(0x26282E)
        }
    }

    /// The window's title bar and the text in it.
    var titleBar: (background: RGB, text: RGB) {
        switch self {
        case .dark: (RGB(0x2A2D35), RGB(0x9EA3AE))
        case .light: (RGB(0xE6E6E2), RGB(0x5C5F66))
        }
    }

    /// ANSI colours 0–7 (normal) and 8–15 (bright), chosen to read well on ``background``.
    var ansi: [RGB] {
        switch self {
        case .dark:
            [
                RGB(0x3B3F4A), RGB(0xE06C75), RGB(0x98C379), RGB(0xE5C07B),
                RGB(0x61AFEF), RGB(0xC678DD), RGB(0x56B6C2), RGB(0xC8CCD4),
                RGB(0x7F848E), RGB(0xFF7B86), RGB(0xB5E890), RGB(0xFFD68A),
                RGB(0x8CC8FF), RGB(0xDE9BF0), RGB(0x7FD4DE), RGB(0xF4F5F7),
            ]
        case .light:
            [
                RGB(0x26282E), RGB(0xC4313B), RGB(0x3A8A2E), RGB(0x9C6F00),
                RGB(0x2E62C9), RGB(0x9A3BB5), RGB(0x1B8591), RGB(0xA0A3AA),
                RGB(0x6B6E76), RGB(0xE0414C), RGB(0x4EA83F), RGB(0xB88600),
                RGB(0x4A7FE8), RGB(0xB655D0), RGB(0x21A0AE), RGB(0x3A3C42),
            ]
        }
    }
}

/// A 24-bit colour as a picture writes it.
struct RGB: Hashable {
    var red: UInt8, green: UInt8, blue: UInt8

    init(red: UInt8, green: UInt8, blue: UInt8) {
        (self.red, self.green, self.blue) = (red, green, blue)
    }

    /// A colour from `0xRRGGBB`.
    init(_ hex: UInt32) {
        self.init(red: UInt8(hex >> 16 & 0xFF), green: UInt8(hex >> 8 & 0xFF), blue: UInt8(hex & 0xFF))
    }

    /// This colour moved `fraction` (0–1) of the way towards `other`.
    func blended(towards other: RGB, by fraction: Double) -> RGB {
        let mix = { (from: UInt8, to: UInt8) in
            UInt8((Double(from) + (Double(to) - Double(from)) * fraction).rounded())
        }
        return RGB(red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue))
    }

    /// `#rrggbb`, as SVG and CSS read it.
    var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        for component in [red, green, blue] {
            bytes.append(digits[Int(component >> 4)])
            bytes.append(digits[Int(component & 0x0F)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
