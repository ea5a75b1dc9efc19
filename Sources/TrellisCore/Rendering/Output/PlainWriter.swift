/// Writes a canvas as plain text: no escape codes, trailing spaces trimmed, one `\n` after
/// every line, strikethrough as U+0336 after each struck character.
struct PlainWriter {
    /// Whether each style of the canvas's table is struck through, by style index.
    private var struck: [Bool] = []

    /// Appends `blankLines` empty lines, then every line of `canvas`, to `output`.
    /// - Complexity: O(*n*) in the canvas's cells.
    mutating func write(_ canvas: Canvas, after blankLines: Int = 0, into output: ByteBuffer) {
        output.appendNewlines(blankLines)
        let styles = canvas.styles.all
        if struck.count < styles.count {
            struck = styles.map { $0.attributes.contains(.strikethrough) }
        }
        let width = canvas.width
        canvas.glyphs.withUnsafeBufferPointer { glyphs in
            canvas.cellStyles.withUnsafeBufferPointer { cellStyles in
                for line in 0..<canvas.height {
                    let start = line * width
                    var end = start + canvas.lineEnds[line]
                    while end > start, glyphs[end - 1] | 0x20 == 0x20 { end -= 1 }  // empty or a space
                    var cursor = output.cursor(reserving: (end - start) * 6 + 1)  // ≤ 4 + 2 bytes a cell
                    var index = start
                    while index < end {
                        let glyph = glyphs[index]
                        if glyph == Canvas.empty {
                            // Empty cells (the padding of a line in a box): spaces, never struck.
                            let runEnd = AsciiRun.emptyEnd(from: index, to: end, glyphs: glyphs)
                            cursor.put(0x20, count: runEnd - index)
                            index = runEnd
                            continue
                        }
                        let style = cellStyles[index]
                        if glyph < 0x80, !struck[Int(style)] {
                            // The run of one-byte cells of this style from here (most text), in
                            // one pass.
                            let runEnd = AsciiRun.end(
                                from: index, to: end, style: style, glyphs: glyphs, styles: cellStyles)
                            cursor.put(asciiCells: UnsafeBufferPointer(rebasing: glyphs[index..<runEnd]))
                            index = runEnd
                            continue
                        }
                        index += 1
                        if glyph == Canvas.continuation { continue }
                        if glyph < 0x80 {
                            cursor.put(glyph == Canvas.empty ? 0x20 : UInt8(truncatingIfNeeded: glyph))
                            if glyph <= 0x20 { continue }  // blanks are not struck
                        } else if glyph & Canvas.clusterFlag != 0 {
                            var cluster = canvas.clusters[Int(glyph & ~Canvas.clusterFlag)]
                            output.commit(cursor)
                            cursor = output.cursor(reserving: cluster.utf8.count + (end - index + 1) * 6 + 1)
                            cluster.withUTF8 { cursor.put($0) }
                        } else {
                            cursor.put(scalar: glyph)
                        }
                        if struck[Int(style)] {
                            cursor.put(0xCC)  // U+0336 COMBINING LONG STROKE OVERLAY
                            cursor.put(0xB6)
                        }
                    }
                    cursor.put(0x0A)
                    output.commit(cursor)
                }
            }
        }
    }
}
