/// Writes a canvas with SGR escape codes: a style is opened where it changes and reset
/// (`ESC[0m`) where a styled run ends and at the end of every line. Trailing cells that are
/// blank and unstyled are trimmed.
enum AnsiWriter {
    static func write(_ canvas: Canvas, into output: inout [UInt8]) {
        let width = canvas.width
        var sequences: [UInt16: [UInt8]] = [:]
        for line in 0..<canvas.height {
            let start = line * width
            var end = start + width
            while end > start, canvas.cellStyles[end - 1] == 0,
                  canvas.glyphs[end - 1] == Canvas.empty || canvas.glyphs[end - 1] == 0x20 {
                end -= 1
            }
            var current: UInt16 = 0
            for index in start..<end where canvas.glyphs[index] != Canvas.continuation {
                let style = canvas.cellStyles[index]
                if style != current {
                    if current != 0 { output.append(contentsOf: reset) }
                    if style != 0 {
                        if sequences[style] == nil { sequences[style] = sgr(canvas.styles[style]) }
                        output.append(contentsOf: sequences[style]!)
                    }
                    current = style
                }
                canvas.appendGlyph(at: index, to: &output)
            }
            if current != 0 { output.append(contentsOf: reset) }
            output.append(0x0A)
        }
    }

    private static let reset: [UInt8] = Array("\u{1B}[0m".utf8)

    /// The SGR sequence that opens `style`.
    static func sgr(_ style: TextStyle) -> [UInt8] {
        var codes: [String] = []
        let attributes = style.attributes
        if attributes.contains(.bold) { codes.append("1") }
        if attributes.contains(.dim) { codes.append("2") }
        if attributes.contains(.italic) { codes.append("3") }
        if attributes.contains(.underline) { codes.append("4") }
        if attributes.contains(.inverse) { codes.append("7") }
        if attributes.contains(.strikethrough) { codes.append("9") }
        if let foreground = style.foreground, let code = colorCode(foreground, background: false) { codes.append(code) }
        if let background = style.background, let code = colorCode(background, background: true) { codes.append(code) }
        guard !codes.isEmpty else { return [] }
        return Array("\u{1B}[\(codes.joined(separator: ";"))m".utf8)
    }

    /// The SGR parameters of a colour; opacity below 1 blends towards black as a 24-bit colour.
    static func colorCode(_ color: Color, background: Bool) -> String? {
        switch color.terminalColor {
        case .ansi(let index):
            let base = background ? 40 : 30
            return index < 8 ? "\(base + Int(index))" : "\(base + 60 + Int(index) - 8)"
        case .palette(let index): return "\(background ? 48 : 38);5;\(index)"
        case .rgb(let red, let green, let blue): return "\(background ? 48 : 38);2;\(red);\(green);\(blue)"
        case .primary: return background ? "49" : "39"
        case nil: return nil
        }
    }
}
