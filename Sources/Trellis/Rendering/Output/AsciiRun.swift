/// Finds runs of one-byte cells of one style, or of empty cells, in a canvas line, which the
/// writers put in one pass (most text, and the padding of a line in a box).
enum AsciiRun {
    /// The end of the run of cells from `start` (a one-byte cell of `style`) up to `end` whose
    /// glyphs are below 0x80 and whose style is `style`, checked four cells at a time.
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
                guard (twoGlyphs | twoMore) & 0xFFFF_FF80_FFFF_FF80 == 0, styleWord == fourStyles else { break }
                index += 4
            }
        }
        while index < end, glyphs[index] < 0x80, styles[index] == style { index += 1 }
        return index
    }

    /// The end of the run of empty cells from `start` (an empty cell) up to `end`, checked
    /// four cells at a time.
    @inline(__always)
    static func emptyEnd(from start: Int, to end: Int, glyphs: UnsafeBufferPointer<UInt32>) -> Int {
        var index = start + 1
        if let base = glyphs.baseAddress {
            while index + 4 <= end {
                let twoGlyphs = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let twoMore = UnsafeRawPointer(base + index + 2).loadUnaligned(as: UInt64.self)
                guard twoGlyphs | twoMore == 0 else { break }
                index += 4
            }
        }
        while index < end, glyphs[index] == Canvas.empty { index += 1 }
        return index
    }

    /// The end of the run of blank cells (empty and unstyled) from `start` (one of them) up to
    /// `end`, checked four cells at a time.
    @inline(__always)
    static func blankEnd(
        from start: Int, to end: Int, glyphs: UnsafeBufferPointer<UInt32>, styles: UnsafeBufferPointer<UInt16>
    ) -> Int {
        var index = start + 1
        if let glyphBase = glyphs.baseAddress, let styleBase = styles.baseAddress {
            while index + 4 <= end {
                let twoGlyphs = UnsafeRawPointer(glyphBase + index).loadUnaligned(as: UInt64.self)
                let twoMore = UnsafeRawPointer(glyphBase + index + 2).loadUnaligned(as: UInt64.self)
                let styleWord = UnsafeRawPointer(styleBase + index).loadUnaligned(as: UInt64.self)
                guard twoGlyphs | twoMore | styleWord == 0 else { break }
                index += 4
            }
        }
        while index < end, glyphs[index] == Canvas.empty, styles[index] == 0 { index += 1 }
        return index
    }
}
