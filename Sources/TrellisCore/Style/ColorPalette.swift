/// The RGB values of the xterm palette, for blending colours with opacity.
enum ColorPalette {
    private static let ansi16: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The RGB value of `color`, or `nil` for the terminal's own default colours.
    static func rgb(of color: Color) -> (UInt8, UInt8, UInt8)? {
        switch color.kind {
        case .ansi(let index): return ansi16[Int(index)]
        case .palette(let index): return palette(index)
        case .rgb(let red, let green, let blue): return (red, green, blue)
        case .primary: return (229, 229, 229)
        case .clear: return nil
        }
    }

    private static func palette(_ index: UInt8) -> (UInt8, UInt8, UInt8) {
        switch index {
        case 0..<16: return ansi16[Int(index)]
        case 16..<232:
            let value = Int(index) - 16
            let level = { (step: Int) -> UInt8 in step == 0 ? 0 : UInt8(55 + step * 40) }
            return (level(value / 36), level(value / 6 % 6), level(value % 6))
        default:
            let grey = UInt8(8 + (Int(index) - 232) * 10)
            return (grey, grey, grey)
        }
    }
}
