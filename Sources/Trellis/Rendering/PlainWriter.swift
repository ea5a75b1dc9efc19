/// Writes a canvas as plain text: no escape codes, trailing spaces trimmed, one `\n` after
/// every line, strikethrough as U+0336 after each struck character.
enum PlainWriter {
    static func write(_ canvas: Canvas, into output: inout [UInt8]) {
        let width = canvas.width
        for line in 0..<canvas.height {
            let start = line * width
            var end = start + width
            while end > start, isBlank(canvas.glyphs[end - 1]) { end -= 1 }
            for index in start..<end where canvas.glyphs[index] != Canvas.continuation {
                canvas.appendGlyph(at: index, to: &output)
                if canvas.styles[canvas.cellStyles[index]].attributes.contains(.strikethrough),
                   !isBlank(canvas.glyphs[index]) {
                    output.append(contentsOf: [0xCC, 0xB6])  // U+0336
                }
            }
            output.append(0x0A)
        }
    }

    private static func isBlank(_ glyph: UInt32) -> Bool {
        glyph == Canvas.empty || glyph == 0x20
    }
}
