/// Writes a canvas with SGR escape codes: a style is opened where it changes and reset
/// (`ESC[0m`) where a styled run ends and at the end of every line. Trailing cells that are
/// blank and unstyled are trimmed.
struct AnsiWriter {
    /// The SGR sequence that opens each style of the canvas's table, by style index.
    private var sequences: [[UInt8]] = []

    /// Appends `blankLines` empty lines, then every line of `canvas`, to `output`.
    /// - Complexity: O(*n*) in the canvas's cells.
    mutating func write(_ canvas: Canvas, after blankLines: Int = 0, into output: ByteBuffer) {
        output.appendNewlines(blankLines)
        let styles = canvas.styles.all
        if sequences.count < styles.count {
            sequences.append(contentsOf: styles[sequences.count...].map(Self.sgr))
        }
        let width = canvas.width
        canvas.glyphs.withUnsafeBufferPointer { glyphs in
            canvas.cellStyles.withUnsafeBufferPointer { cellStyles in
                for line in 0..<canvas.height {
                    let start = line * width
                    var end = start + canvas.lineEnds[line]
                    while end > start, cellStyles[end - 1] == 0, glyphs[end - 1] | 0x20 == 0x20 { end -= 1 }  // blank
                    // Room for 4 bytes a cell and the line's end; escape sequences reserve their own.
                    var cursor = output.cursor(reserving: (end - start) * 4 + Self.reset.count + 1)
                    var current: UInt16 = 0
                    var index = start
                    while index < end {
                        let glyph = glyphs[index]
                        if glyph == Canvas.continuation {
                            index += 1
                            continue
                        }
                        let style = cellStyles[index]
                        if style != current {
                            let sequence = sequences[Int(style)]
                            output.commit(cursor)
                            cursor = output.cursor(
                                reserving: Self.reset.count + sequence.count + (end - index) * 4 + Self.reset.count + 1)
                            if current != 0 { Self.reset.withUnsafeBufferPointer { cursor.put($0) } }
                            if style != 0 { sequence.withUnsafeBufferPointer { cursor.put($0) } }
                            current = style
                        }
                        if glyph == Canvas.empty {
                            // Empty cells (the padding of a line in a box): spaces, in one fill.
                            let runEnd = AsciiRun.emptyEnd(
                                from: index, to: end, style: style, glyphs: glyphs, styles: cellStyles)
                            cursor.put(0x20, count: runEnd - index)
                            index = runEnd
                            continue
                        } else if glyph < 0x80 {
                            // The run of one-byte cells in this style from here (most text), in one pass.
                            let runEnd = AsciiRun.end(
                                from: index, to: end, style: style, glyphs: glyphs, styles: cellStyles)
                            cursor.put(asciiCells: UnsafeBufferPointer(rebasing: glyphs[index..<runEnd]))
                            index = runEnd
                            continue
                        } else if glyph & Canvas.clusterFlag != 0 {
                            var cluster = canvas.clusters[Int(glyph & ~Canvas.clusterFlag)]
                            output.commit(cursor)
                            cursor = output.cursor(
                                reserving: cluster.utf8.count + (end - index) * 4 + Self.reset.count + 1)
                            cluster.withUTF8 { cursor.put($0) }
                        } else {
                            cursor.put(scalar: glyph)
                        }
                        index += 1
                    }
                    if current != 0 { Self.reset.withUnsafeBufferPointer { cursor.put($0) } }
                    cursor.put(0x0A)
                    output.commit(cursor)
                }
            }
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
