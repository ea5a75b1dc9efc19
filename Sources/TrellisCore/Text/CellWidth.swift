/// Terminal cell widths of text, measured per extended grapheme cluster.
///
/// A terminal draws each extended grapheme cluster (UAX #29) as one glyph of 0, 1 or 2 cells,
/// so width belongs to clusters: not to `Character` counts (CJK and emoji are 2 cells) and not
/// to per-scalar sums (a ZWJ family is 2 cells, not 8). The tables are generated from
/// Unicode 15.0 (`unicodeVersion`) by Scripts/generate-width-table.py.
///
///     CellWidth.width(of: "첫 번째 컴포넌트")   // 16
///     CellWidth.width(of: "👨‍👩‍👧‍👦 family")   // 9
///     CellWidth.width(of: "e\u{301}")          // 1
///
/// The rules, following wcwidth 0.2+ and unicode-width 0.2 where they agree:
/// - East_Asian_Width W and F are 2 cells, Ambiguous is `WidthPolicy.ambiguousWidth`, the
///   rest 1; unassigned code points reserved for emoji are 2, so newer emoji measure as emoji.
/// - A cluster takes its base's width. Combining marks and other Extend scalars add 0,
///   conjoining jamo make one 2-cell syllable, emoji ZWJ and modifier sequences are one
///   2-cell emoji, U+FE0F gives emoji presentation (`WidthPolicy.emojiPresentationWidth`),
///   U+FE0E keeps the base's width, a flag is 2 and a lone regional indicator 1. A spacing
///   mark makes its cluster 2 (`कि`); a halfwidth voiced mark (`ｶﾞ`) and a prepended scalar
///   (U+0600) add their own cell.
/// - Control characters (C0, C1, DEL) are 0 cells, and so is TAB: this API measures text that
///   the renderer has already cleaned, replacing controls and expanding tabs itself.
/// - Default-ignorable code points are 0 cells (U+200B ZERO WIDTH SPACE, U+2060 WORD JOINER,
///   U+FEFF, bidi controls, variation selectors, tags), except U+00AD SOFT HYPHEN, which
///   terminals draw as a hyphen: 1 cell (Ambiguous, so 2 under an ambiguous-wide policy).
///
/// Everything runs over UTF-8 bytes: all-ASCII text costs a word-at-a-time scan, other text a
/// decode and a table lookup per scalar, and the break rules run only at scalars that can join
/// their neighbour. There is no cache: measuring a line costs less than hashing it would
/// (a `[String: Int]` hit costs 2 to 5 times a measurement).
///
/// This type does not guarantee what any particular terminal draws; see `WidthPolicy`.
public enum CellWidth {
    /// The Unicode version of the width and grapheme-break tables, "15.0.0".
    public static let unicodeVersion: String = unicodeTableVersion

    // MARK: Measuring

    /// Returns the cells `string` occupies in a terminal.
    ///
    /// - Parameters:
    ///   - string: The text to measure; it should not hold line breaks or tabs, which count 0.
    ///   - policy: How to measure Ambiguous characters and VS16 emoji.
    /// - Returns: The sum of the widths of the string's grapheme clusters.
    /// - Complexity: O(*n*) in the UTF-8 length; all-ASCII text reads 8 bytes at a time.
    public static func width(of string: String, policy: WidthPolicy = .standard) -> Int {
        var string = string
        return string.withUTF8 { width(of: $0, policy: policy) }
    }

    /// Returns the cells `substring` occupies in a terminal.
    ///
    /// - Parameters:
    ///   - substring: The text to measure.
    ///   - policy: How to measure Ambiguous characters and VS16 emoji.
    /// - Returns: The sum of the widths of the substring's grapheme clusters.
    /// - Complexity: O(*n*) in the UTF-8 length.
    public static func width(of substring: Substring, policy: WidthPolicy = .standard) -> Int {
        var substring = substring
        return substring.withUTF8 { width(of: $0, policy: policy) }
    }

    /// Returns the cells that UTF-8 `bytes` occupy in a terminal.
    ///
    /// Ill-formed UTF-8 measures as `String(decoding: bytes, as: UTF8.self)` would.
    ///
    /// - Parameters:
    ///   - bytes: The UTF-8 text to measure.
    ///   - policy: How to measure Ambiguous characters and VS16 emoji.
    /// - Returns: The sum of the widths of the text's grapheme clusters.
    /// - Complexity: O(*n*) in `bytes.count`; all-ASCII text reads 8 bytes at a time.
    public static func width(
        of bytes: UnsafeBufferPointer<UInt8>, policy: WidthPolicy = .standard
    ) -> Int {
        let (asciiLength, asciiWidth) = asciiPrefix(of: bytes)
        return asciiWidth &+ ClusterBuilder.totalWidth(of: bytes, from: asciiLength, policy: policy)
    }

    // MARK: Clusters

    /// Calls `body` with every grapheme cluster of `string`, in order, with its byte range in
    /// `string.utf8` and its width.
    ///
    /// For buffers, or to stop early, iterate a `GraphemeClusterIterator` instead.
    ///
    /// - Parameters:
    ///   - string: The text to split.
    ///   - policy: How to measure Ambiguous characters and VS16 emoji.
    ///   - body: Called once per cluster.
    /// - Complexity: O(*n*) in the UTF-8 length, plus the cost of `body`; no allocation.
    public static func forEachCluster(
        in string: String, policy: WidthPolicy = .standard,
        _ body: (GraphemeCluster) throws -> Void
    ) rethrows {
        var string = string
        try string.withUTF8 { bytes in
            for cluster in GraphemeClusterIterator(utf8: bytes, policy: policy) {
                try body(cluster)
            }
        }
    }

    // MARK: Fitting

    /// Returns the length in bytes of the longest prefix of `bytes` that fits in `maxWidth`
    /// cells without cutting a grapheme cluster, and that prefix's width.
    ///
    /// The prefix takes every cluster that still fits, zero-width ones included, so it ends
    /// before the first cluster that would overflow. Fitting 3 cells of "日本" gives 3 bytes
    /// and 2 cells: the caller pads the missing cell with a space.
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 text.
    ///   - maxWidth: The cells available; at least 0.
    ///   - policy: How to measure Ambiguous characters and VS16 emoji.
    /// - Returns: The prefix's byte count (a cluster boundary) and its width (≤ `maxWidth`).
    /// - Complexity: O(*m*) in the length of the prefix and the cluster after it.
    public static func prefix(
        of bytes: UnsafeBufferPointer<UInt8>, fittingWidth maxWidth: Int,
        policy: WidthPolicy = .standard
    ) -> (byteCount: Int, width: Int) {
        precondition(maxWidth >= 0, "maxWidth must not be negative")
        var width = 0
        var byteCount = 0
        for cluster in GraphemeClusterIterator(utf8: bytes, policy: policy) {
            guard width + cluster.width <= maxWidth else { break }
            width += cluster.width
            byteCount = cluster.byteRange.upperBound
        }
        return (byteCount, width)
    }

    /// Returns the end of the longest prefix of `string` that fits in `maxWidth` cells without
    /// cutting a grapheme cluster, and that prefix's width.
    ///
    ///     let (end, width) = CellWidth.prefix(of: "日本語", fittingWidth: 5)
    ///     // "日本語"[..<end] == "日本", width == 4
    ///
    /// - Parameters:
    ///   - string: The text to fit.
    ///   - maxWidth: The cells available; at least 0.
    ///   - policy: How to measure Ambiguous characters and VS16 emoji.
    /// - Returns: An index of `string` on a cluster boundary, and the width before it.
    /// - Complexity: O(*m*) in the length of the prefix and the cluster after it.
    public static func prefix(
        of string: String, fittingWidth maxWidth: Int, policy: WidthPolicy = .standard
    ) -> (end: String.Index, width: Int) {
        var copy = string
        let (byteCount, width) = copy.withUTF8 {
            prefix(of: $0, fittingWidth: maxWidth, policy: policy)
        }
        return (string.utf8.index(string.utf8.startIndex, offsetBy: byteCount), width)
    }

    // MARK: ASCII fast path

    /// Whether every byte of `bytes` is printable ASCII (U+0020 to U+007E): then each byte is
    /// one cluster one cell wide, and there is nothing to clean or break lines at.
    ///
    /// - Complexity: O(*n*), 8 bytes per step and then byte by byte.
    static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            // As in `asciiPrefix`: with every high bit clear, no carry crosses a byte.
            let below20 = ~(word &+ 0x6060_6060_6060_6060) & highBits
            let delete = (word &+ 0x0101_0101_0101_0101) & highBits
            guard (word & highBits) | below20 | delete == 0 else { return false }
            offset &+= 8
        }
        while offset < bytes.count {
            guard bytes[offset] >= 0x20, bytes[offset] < 0x7F else { return false }
            offset &+= 1
        }
        return true
    }

    /// The length of an all-ASCII prefix of `bytes` that a word-at-a-time scan covers, and its
    /// width: one cell per byte except the C0 controls and DEL. Unless it reaches the end, the
    /// prefix stops one byte short, so it never ends inside a cluster.
    ///
    /// - Complexity: O(*n*) in the prefix, 8 bytes per step and then byte by byte.
    static func asciiPrefix(of bytes: UnsafeBufferPointer<UInt8>) -> (length: Int, width: Int) {
        guard let base = bytes.baseAddress else { return (0, 0) }
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var offset = 0
        var width = 0
        while offset + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            guard word & highBits == 0 else { break }
            // Per byte x < 0x80, no carries cross bytes: x + 0x60 < 0x80 iff x < 0x20,
            // and x + 0x01 >= 0x80 iff x == 0x7F.
            let below20 = ~(word &+ 0x6060_6060_6060_6060) & highBits
            let delete = (word &+ 0x0101_0101_0101_0101) & highBits
            width &+= 8 &- (below20 | delete).nonzeroBitCount
            offset &+= 8
        }
        while offset < bytes.count, bytes[offset] < 0x80 {
            width &+= bytes[offset] >= 0x20 && bytes[offset] != 0x7F ? 1 : 0
            offset &+= 1
        }
        if offset > 0, offset < bytes.count {
            // The last ASCII byte may start a cluster with what follows (`1` + U+FE0F + U+20E3).
            offset &-= 1
            width &-= bytes[offset] >= 0x20 && bytes[offset] != 0x7F ? 1 : 0
        }
        return (offset, width)
    }
}
