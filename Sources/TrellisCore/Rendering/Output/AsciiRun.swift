/// Finds runs of one-byte cells of one style, or of empty cells, in a canvas line, which the
/// writers put in one pass (most text), or as one fill of spaces (the padding of a line in a
/// box).
enum AsciiRun {
    /// The end of the run of cells from `start` (a one-byte cell of `style`) up to `end` whose
    /// glyphs are below 0x80 but not empty and whose style is `style`, checked four cells at a
    /// time. (A run of empty cells, the padding of a line in a box, is put as one fill.)
    @inline(__always)
    static func end(
        from start: Int, to end: Int, style: UInt16,
        glyphs: UnsafeBufferPointer<UInt32>, styles: UnsafeBufferPointer<UInt16>
    ) -> Int {
        var index = start + 1
        if let glyphBase = glyphs.baseAddress, let styleBase = styles.baseAddress {
            let fourStyles = UInt64(style) &* 0x0001_0001_0001_0001
            while index + 4 <= end {
                let twoGlyphs = UnsafeRawPointer(glyphBase + index).loadUnaligned(as: UInt64.self)
                let twoMore = UnsafeRawPointer(glyphBase + index + 2).loadUnaligned(as: UInt64.self)
                let styleWord = UnsafeRawPointer(styleBase + index).loadUnaligned(as: UInt64.self)
                // Each glyph below 0x80; then adding 0x7F sets its bit 7 unless it is 0 (empty).
                guard (twoGlyphs | twoMore) & 0xFFFF_FF80_FFFF_FF80 == 0,
                    (twoGlyphs &+ 0x7F_0000_007F) & (twoMore &+ 0x7F_0000_007F) & 0x80_0000_0080 == 0x80_0000_0080,
                    styleWord == fourStyles
                else { break }
                index += 4
            }
        }
        while index < end, glyphs[index] < 0x80, glyphs[index] != Canvas.empty, styles[index] == style { index += 1 }
        return index
    }

    /// The end of the run of empty cells from `start` (an empty cell) up to `end`, checked
    /// eight cells at a time.
    @inline(__always)
    static func emptyEnd(from start: Int, to end: Int, glyphs: UnsafeBufferPointer<UInt32>) -> Int {
        var index = start + 1
        if let base = glyphs.baseAddress {
            while index + 8 <= end, glyphWords(base + index) == 0 { index += 8 }
        }
        while index < end, glyphs[index] == Canvas.empty { index += 1 }
        return index
    }

    /// The end of the run of empty cells of `style` from `start` (one of them) up to `end`,
    /// checked eight cells at a time.
    @inline(__always)
    static func emptyEnd(
        from start: Int, to end: Int, style: UInt16,
        glyphs: UnsafeBufferPointer<UInt32>, styles: UnsafeBufferPointer<UInt16>
    ) -> Int {
        var index = start + 1
        if let glyphBase = glyphs.baseAddress, let styleBase = styles.baseAddress {
            let fourStyles = UInt64(style) &* 0x0001_0001_0001_0001
            while index + 8 <= end {
                let styleWord = UnsafeRawPointer(styleBase + index).loadUnaligned(as: UInt64.self)
                let moreStyles = UnsafeRawPointer(styleBase + index + 4).loadUnaligned(as: UInt64.self)
                guard glyphWords(glyphBase + index) | (styleWord ^ fourStyles) | (moreStyles ^ fourStyles) == 0
                else { break }
                index += 8
            }
        }
        while index < end, glyphs[index] == Canvas.empty, styles[index] == style { index += 1 }
        return index
    }

    /// The eight glyphs at `cells`, OR-ed together as 64-bit words: 0 when all are empty.
    @inline(__always)
    private static func glyphWords(_ cells: UnsafePointer<UInt32>) -> UInt64 {
        let raw = UnsafeRawPointer(cells)
        return raw.loadUnaligned(as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            | raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
            | raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
    }
}
