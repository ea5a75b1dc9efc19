import CTrellis
import Trellis

/// Cell styles to and from `trellis_style`.
package enum StyleBridge {
    /// `style` as the ABI encodes it.
    public static func encode(_ style: TextStyle) -> trellis_style {
        trellis_style(
            attributes: UInt32(style.attributes.rawValue), foreground: encode(style.foreground?.terminalColor),
            background: encode(style.background?.terminalColor))
    }

    /// The style a `trellis_style` stands for, or a message saying which field is invalid.
    public static func decode(_ style: trellis_style) -> Result<TextStyle, CellBlockError> {
        guard style.attributes & ~UInt32(TRELLIS_ATTR_ALL) == 0 else {
            return .failure(CellBlockError(description: "style has unknown attribute bits 0x\(String(style.attributes, radix: 16))"))
        }
        guard let foreground = decode(style.foreground), let background = decode(style.background) else {
            return .failure(CellBlockError(description: "style has an unknown colour kind"))
        }
        return .success(TextStyle(
            attributes: TextStyle.Attributes(rawValue: UInt8(style.attributes)),
            foreground: foreground.map(Color.init), background: background.map(Color.init)))
    }

    private static let primaryKind: UInt32 = 0x0400_0000

    private static func encode(_ color: TerminalColor?) -> trellis_color {
        switch color {
        case nil: 0
        case .ansi(let index): 0x0100_0000 | UInt32(index & 0x0F)
        case .palette(let index): 0x0200_0000 | UInt32(index)
        case .rgb(let red, let green, let blue): 0x0300_0000 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
        case .primary: primaryKind
        }
    }

    /// `.some(nil)` for the default colour, `nil` for an invalid encoding.
    private static func decode(_ color: trellis_color) -> TerminalColor?? {
        let value = color & 0x00FF_FFFF
        switch color >> 24 {
        case 0: return color == 0 ? .some(nil) : nil
        case 1: return value <= 0x0F ? .ansi(UInt8(value)) : nil
        case 2: return value <= 0xFF ? .palette(UInt8(value)) : nil
        case 3: return .rgb(UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
        case 4: return value == 0 ? .primary : nil
        default: return nil
        }
    }
}
