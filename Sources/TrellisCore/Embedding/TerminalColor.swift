/// A colour as a terminal draws it: what ``Color`` becomes once its opacity is applied.
package enum TerminalColor: Hashable, Sendable {
    /// One of the 16 ANSI colours (0–7 normal, 8–15 bright).
    case ansi(UInt8)
    /// An entry of the 256-colour palette.
    case palette(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)
    /// The terminal's default colour, set explicitly.
    case primary
}

extension Color {
    /// The colour the terminal draws, or `nil` for a clear colour. Opacity below 1 blends
    /// towards black and gives a 24-bit colour.
    package var terminalColor: TerminalColor? {
        if isClear { return nil }
        if alpha < 1, let rgb = ColorPalette.rgb(of: self) {
            let blend = { (component: UInt8) in UInt8((Double(component) * Double(alpha)).rounded()) }
            return .rgb(blend(rgb.0), blend(rgb.1), blend(rgb.2))
        }
        switch kind {
        case .ansi(let index): return .ansi(index)
        case .palette(let index): return .palette(index)
        case .rgb(let red, let green, let blue): return .rgb(red, green, blue)
        case .primary: return .primary
        case .clear: return nil
        }
    }

    /// The colour a terminal colour stands for.
    package init(_ color: TerminalColor) {
        switch color {
        case .ansi(let index): self.init(Kind.ansi(index & 0x0F))
        case .palette(let index): self.init(Kind.palette(index))
        case .rgb(let red, let green, let blue): self.init(Kind.rgb(red, green, blue))
        case .primary: self.init(Kind.primary)
        }
    }
}
