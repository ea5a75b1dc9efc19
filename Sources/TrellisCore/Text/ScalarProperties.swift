/// UAX #29 Grapheme_Cluster_Break, plus Extended_Pictographic, numbered as the generator does.
///
/// A struct of constants rather than an enum, so that reading it from a property byte is a
/// mask, not a checked conversion.
struct GraphemeBreak: Equatable {
    let rawValue: UInt8

    static let other = GraphemeBreak(rawValue: 0)
    static let cr = GraphemeBreak(rawValue: 1)
    static let lf = GraphemeBreak(rawValue: 2)
    static let control = GraphemeBreak(rawValue: 3)
    static let extend = GraphemeBreak(rawValue: 4)
    static let zwj = GraphemeBreak(rawValue: 5)
    static let regionalIndicator = GraphemeBreak(rawValue: 6)
    static let prepend = GraphemeBreak(rawValue: 7)
    static let spacingMark = GraphemeBreak(rawValue: 8)
    static let l = GraphemeBreak(rawValue: 9)
    static let v = GraphemeBreak(rawValue: 10)
    static let t = GraphemeBreak(rawValue: 11)
    static let lv = GraphemeBreak(rawValue: 12)
    static let lvt = GraphemeBreak(rawValue: 13)
    static let extendedPictographic = GraphemeBreak(rawValue: 14)
}

/// The property byte of one scalar in the generated `scalarPropertyRuns`.
///
/// Bits 0-3 are the `GraphemeBreak`, bits 4-5 the width class (0 zero, 1 narrow, 2 wide,
/// 3 ambiguous), bit 6 marks spacing marks and bit 7 emoji variation bases. The layout is
/// written by Scripts/generate-width-table.py.
struct ScalarProperties {
    static let wideClass: UInt8 = 2
    static let ambiguousClass: UInt8 = 3

    let rawValue: UInt8

    @inline(__always) init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The properties of an ASCII scalar, without a table lookup.
    @inline(__always)
    init(ascii scalar: UInt32) {
        if scalar >= 0x20, scalar != 0x7F {
            let isKeycapBase = scalar == 0x23 || scalar == 0x2A || scalar &- 0x30 < 10
            rawValue = 0x10 | (isKeycapBase ? 0x80 : 0)
        } else {
            let value: GraphemeBreak = scalar == 0x0D ? .cr : scalar == 0x0A ? .lf : .control
            rawValue = value.rawValue
        }
    }

    /// The properties of a Hangul syllable (U+AC00...U+D7A3): wide, LV or LVT.
    @inline(__always)
    init(hangulSyllable scalar: UInt32) {
        let isLV = (scalar &- 0xAC00) % 28 == 0
        rawValue = 0x20 | (isLV ? GraphemeBreak.lv : GraphemeBreak.lvt).rawValue
    }

    var graphemeBreak: GraphemeBreak { GraphemeBreak(rawValue: rawValue & 0x0F) }

    var widthClass: UInt8 { rawValue >> 4 & 0x03 }

    var isSpacingMark: Bool { rawValue & 0x40 != 0 }

    var isEmojiVariationBase: Bool { rawValue & 0x80 != 0 }
}

/// Looks up scalar properties, remembering the last two table runs it found.
///
/// Text repeats scalars from few runs (a script, box drawing, whose corners and lines sit in
/// two runs), so most lookups after the first hit a remembered run instead of searching.
struct ScalarLookup {
    private struct Run {
        var start: UInt32 = 0
        var end: UInt32 = 0
        var properties = ScalarProperties(rawValue: 0)

        @inline(__always) func contains(_ scalar: UInt32) -> Bool { scalar &- start < end &- start }
    }

    private var last = Run()
    private var other = Run()

    /// Returns the properties of `scalar`: ASCII and Hangul syllables directly, the rest from
    /// a remembered run or by binary search.
    @inline(__always)
    mutating func properties(of scalar: UInt32) -> ScalarProperties {
        if scalar < 0x80 { return ScalarProperties(ascii: scalar) }
        if last.contains(scalar) { return last.properties }
        if scalar &- 0xAC00 < 11172 { return ScalarProperties(hangulSyllable: scalar) }
        return properties(afterMiss: scalar)
    }

    private mutating func properties(afterMiss scalar: UInt32) -> ScalarProperties {
        swap(&last, &other)
        if !last.contains(scalar) {
            (last.start, last.end, last.properties) = Self.run(containing: scalar)
        }
        return last.properties
    }

    /// The run of `scalarPropertyRuns` holding `scalar`: its bounds and properties.
    static func run(containing scalar: UInt32) -> (UInt32, UInt32, ScalarProperties) {
        scalarPropertyRuns.withUnsafeBufferPointer { runs in
            var low: Int
            var high = runs.count - 1
            let block = Int(scalar >> 8)
            if block + 1 < scalarPropertyBlockIndex.count {
                low = Int(scalarPropertyBlockIndex[block])
                high = Int(scalarPropertyBlockIndex[block + 1])
            } else {
                low = Int(scalarPropertyBlockIndex[scalarPropertyBlockIndex.count - 1])
            }
            let key = scalar << 8 | 0xFF
            while low < high {  // the last run starting at or before `scalar`
                let middle = (low + high + 1) >> 1
                if runs[middle] <= key { low = middle } else { high = middle - 1 }
            }
            let end = low + 1 < runs.count ? runs[low + 1] >> 8 : 0x11_0000
            return (runs[low] >> 8, end, ScalarProperties(rawValue: UInt8(truncatingIfNeeded: runs[low])))
        }
    }
}

/// A Unicode scalar decoded from UTF-8, with its length in bytes.
struct DecodedScalar {
    let value: UInt32
    let length: Int

    /// Decodes the scalar at `index` of non-empty `bytes[index...]`, or U+FFFD for a maximal
    /// ill-formed subsequence (as `String(decoding:as:)` repairs it).
    @inline(__always)
    init(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) {
        let lead = UInt32(bytes[index])
        let available = bytes.count &- index
        if lead < 0x80 {
            (value, length) = (lead, 1)
        } else if available >= 3, lead & 0xF0 == 0xE0,
            case let (second, third) = (UInt32(bytes[index &+ 1]), UInt32(bytes[index &+ 2])),
            case let scalar = (lead & 0x0F) << 12 | (second & 0x3F) << 6 | third & 0x3F,
            (second | third << 8) & 0xC0C0 == 0x8080, scalar >= 0x800, scalar &- 0xD800 >= 0x800
        {
            (value, length) = (scalar, 3)
        } else if available >= 2, lead & 0xE0 == 0xC0, lead >= 0xC2, bytes[index &+ 1] & 0xC0 == 0x80 {
            (value, length) = ((lead & 0x1F) << 6 | UInt32(bytes[index &+ 1]) & 0x3F, 2)
        } else {
            (value, length) = Self.decodeLongOrIllFormed(bytes, at: index)
        }
    }

    /// Decodes a 4-byte sequence, or finds the maximal ill-formed subsequence (Unicode
    /// Standard, Table 3-7: the second byte's range depends on the lead).
    private static func decodeLongOrIllFormed(
        _ bytes: UnsafeBufferPointer<UInt8>, at index: Int
    ) -> (UInt32, Int) {
        let lead = UInt32(bytes[index])
        func continuation(_ offset: Int) -> UInt32? {
            guard index + offset < bytes.count else { return nil }
            let byte = UInt32(bytes[index + offset])
            return byte & 0xC0 == 0x80 ? byte & 0x3F : nil
        }
        guard lead >= 0xE0, lead < 0xF5, let second = continuation(1) else { return (0xFFFD, 1) }
        let low: UInt32 = lead == 0xE0 ? 0x20 : lead == 0xF0 ? 0x10 : 0
        let high: UInt32 = lead == 0xED ? 0x1F : lead == 0xF4 ? 0x0F : 0x3F
        guard second >= low, second <= high else { return (0xFFFD, 1) }
        guard let third = continuation(2) else { return (0xFFFD, 2) }
        if lead < 0xF0 { return ((lead & 0x0F) << 12 | second << 6 | third, 3) }
        guard let fourth = continuation(3) else { return (0xFFFD, 3) }
        return ((lead & 0x07) << 18 | second << 12 | third << 6 | fourth, 4)
    }
}
