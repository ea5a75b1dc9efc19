/// One extended grapheme cluster of UTF-8 text and the terminal cells it occupies.
///
/// A cluster is what a reader sees as one character: `e` + U+0301, a Hangul syllable spelled
/// with conjoining jamo, a flag, a family emoji joined with ZERO WIDTH JOINERs. Terminals draw
/// it as one glyph, so a renderer must never cut one in half.
///
/// - Complexity: Creating and comparing clusters is O(1).
public struct GraphemeCluster: Sendable, Hashable {
    /// The cluster's bytes, as offsets into the UTF-8 buffer it came from.
    public let byteRange: Range<Int>

    /// The cells the cluster occupies: 0, 1 or 2, or more when a prepended scalar or a
    /// halfwidth voiced mark adds its own cell (see `CellWidth`).
    public let width: Int

    /// Whether the cluster is East Asian Wide or Fullwidth (CJK ideographs, kana, Hangul,
    /// fullwidth forms) or a wide emoji, rather than merely 2 cells of an Ambiguous character.
    ///
    /// Text without spaces (Chinese, Japanese) may break between two wide clusters, the way
    /// UAX #14 allows breaks between ideographs. (No kinsoku: `。` may start a line.)
    public let isWide: Bool

    /// Creates a cluster from its byte range, width and wideness.
    ///
    /// - Complexity: O(1).
    public init(byteRange: Range<Int>, width: Int, isWide: Bool) {
        self.byteRange = byteRange
        self.width = width
        self.isWide = isWide
    }
}

/// Splits UTF-8 bytes into extended grapheme clusters and measures each one, without allocating.
///
/// Segmentation follows UAX #29 (Unicode 15.0) rules GB3 to GB13, without GB9c (Indic
/// conjuncts; a virama and the consonant after it measure the same either way). An ASCII byte
/// followed by ASCII is a cluster of its own without a table lookup; other scalars cost a
/// decode and a lookup, and the break rules past the common "boundary before an ordinary
/// scalar" run only for scalars that can join their neighbour (Extend, ZWJ, SpacingMark,
/// Prepend, Hangul jamo, regional indicators, emoji). Ill-formed UTF-8 measures as U+FFFD per
/// maximal ill-formed subsequence, as `String(decoding:as:)` repairs it.
///
///     text.utf8.withContiguousStorageIfAvailable { bytes in
///         for cluster in GraphemeClusterIterator(utf8: bytes) { … cluster.width … }
///     }
///
/// The iterator reads `bytes` without owning them: use it only while the buffer is valid.
///
/// - Complexity: O(*n*) over the whole buffer, where *n* is its byte count; each call to
///   `next()` is O(*k*) for a cluster of *k* scalars (a table lookup is a binary search over
///   the few runs of one 256-code-point block, skipped when the last run still applies).
public struct GraphemeClusterIterator: IteratorProtocol, Sequence {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let policy: WidthPolicy
    private var position: Int
    private var lookup = ScalarLookup()
    /// The cluster starting at `position`, begun while looking for the previous one's end,
    /// and the length of its first scalar; 0 when there is none.
    private var pendingLength = 0
    private var pending: ClusterBuilder

    /// Creates an iterator over the clusters of `bytes`, measured under `policy`.
    ///
    /// - Complexity: O(1).
    public init(utf8 bytes: UnsafeBufferPointer<UInt8>, policy: WidthPolicy = .standard) {
        self.bytes = bytes
        self.policy = policy
        self.position = 0
        self.pending = ClusterBuilder(first: ScalarProperties(rawValue: 0), policy: policy)
    }

    /// Returns the next cluster, or nil at the end of the buffer.
    ///
    /// - Complexity: O(*k*) for a cluster of *k* scalars.
    @inline(__always)
    public mutating func next() -> GraphemeCluster? {
        let start = position
        guard start < bytes.count else { return nil }
        let first = bytes[start]
        if first < 0x80, pendingLength == 0, start + 1 == bytes.count || bytes[start + 1] < 0x80 {
            if first == 0x0D, start + 1 < bytes.count, bytes[start + 1] == 0x0A {  // GB3
                position = start + 2
                return GraphemeCluster(byteRange: start..<start + 2, width: 0, isWide: false)
            }
            position = start + 1
            let width = first >= 0x20 && first != 0x7F ? 1 : 0
            return GraphemeCluster(byteRange: start..<start + 1, width: width, isWide: false)
        }
        return nextJoined(from: start)
    }

    private mutating func nextJoined(from start: Int) -> GraphemeCluster {
        var cluster = pending
        var end = start + pendingLength
        if pendingLength == 0 {
            let scalar = DecodedScalar(bytes, at: start)
            cluster = ClusterBuilder(first: lookup.properties(of: scalar.value), policy: policy)
            end = start + scalar.length
        }
        pendingLength = 0
        while end < bytes.count {
            if bytes[end] < 0x80, cluster.endsBeforeASCII { break }
            let scalar = DecodedScalar(bytes, at: end)
            let properties = lookup.properties(of: scalar.value)
            if cluster.isBoundary(before: properties) {
                pending = ClusterBuilder(first: properties, policy: policy)
                pendingLength = scalar.length
                break
            }
            cluster.join(scalar.value, properties, policy: policy)
            end += scalar.length
        }
        position = end
        return GraphemeCluster(byteRange: start..<end, width: cluster.width, isWide: cluster.isWide)
    }
}

// MARK: - Break state and cluster width

/// The UAX #29 break state of the cluster being built, and its width so far.
struct ClusterBuilder {
    private enum EmojiState { case none, pictograph, pictographZWJ }

    private var previous: ScalarProperties
    private var emoji: EmojiState
    private var regionalIndicatorIsOdd: Bool
    private(set) var width: Int
    private(set) var isWide: Bool

    @inline(__always)
    init(first: ScalarProperties, policy: WidthPolicy) {
        previous = first
        emoji = first.graphemeBreak == .extendedPictographic ? .pictograph : .none
        regionalIndicatorIsOdd = first.graphemeBreak == .regionalIndicator
        width = policy.width(of: first.widthClass)
        isWide = first.widthClass == ScalarProperties.wideClass
    }

    /// Whether an ASCII scalar would start a new cluster: always, except LF after CR (GB3)
    /// and anything after Prepend (GB9b).
    @inline(__always)
    var endsBeforeASCII: Bool {
        let before = previous.graphemeBreak
        return before != .cr && before != .prepend
    }

    /// Whether UAX #29 puts a cluster boundary between the cluster so far and `next`.
    @inline(__always)
    func isBoundary(before next: ScalarProperties) -> Bool {
        if next.graphemeBreak == .other {  // the common case: GB999 unless GB9b
            return previous.graphemeBreak != .prepend
        }
        return isBoundary(beforeJoiner: next)
    }

    /// `isBoundary(before:)` for a `next` that is not `.other`: rules GB3 to GB13.
    private func isBoundary(beforeJoiner next: ScalarProperties) -> Bool {
        let before = previous.graphemeBreak
        let after = next.graphemeBreak
        switch before {
        case .cr: return after != .lf  // GB3, GB4
        case .lf, .control: return true  // GB4
        default: break
        }
        switch after {
        case .control, .cr, .lf: return true  // GB5
        case .extend, .zwj, .spacingMark: return false  // GB9, GB9a
        default: break
        }
        switch (before, after) {
        case (.prepend, _): return false  // GB9b
        case (.l, .l), (.l, .v), (.l, .lv), (.l, .lvt): return false  // GB6
        case (.lv, .v), (.lv, .t), (.v, .v), (.v, .t): return false  // GB7
        case (.lvt, .t), (.t, .t): return false  // GB8
        case (_, .extendedPictographic): return emoji != .pictographZWJ  // GB11
        case (.regionalIndicator, .regionalIndicator): return !regionalIndicatorIsOdd  // GB12, GB13
        default: return true  // GB999
        }
    }

    /// Adds `scalar`, whose properties are `next`, after `isBoundary(before: next)` said it
    /// belongs to this cluster.
    mutating func join(_ scalar: UInt32, _ next: ScalarProperties, policy: WidthPolicy) {
        let nextWidth = policy.width(of: next.widthClass)
        let nextIsWide = next.widthClass == ScalarProperties.wideClass
        if previous.graphemeBreak == .prepend {
            width += nextWidth  // terminals draw the prepended scalar and its base side by side
            isWide = isWide || nextIsWide
        } else if next.isSpacingMark {
            width = width > 0 ? WidthPolicy.widthOfSpacingMarkCluster(baseWidth: width) : nextWidth
        } else {
            switch next.graphemeBreak {
            case .regionalIndicator:
                width = WidthPolicy.regionalIndicatorPairWidth
                isWide = true
            case .extendedPictographic, .l, .v, .t, .lv, .lvt:
                width = max(width, nextWidth)  // one emoji (GB11) or one Hangul syllable (GB6-8)
                isWide = isWide || nextIsWide
            case .extend where scalar == 0xFE0F && previous.isEmojiVariationBase,
                .extend where emoji == .pictograph && 0x1F3FB...0x1F3FF ~= scalar:
                // VS16, or an emoji modifier (skin tone): both ask for emoji presentation.
                width = policy.widthOfEmojiPresentation(baseWidth: width)
                isWide = isWide || width == 2
            default:
                width += nextWidth  // 0 for marks; 1 for U+FF9E/U+FF9F, which take their own cell
                isWide = isWide || nextIsWide
            }
        }
        switch next.graphemeBreak {
        case .extendedPictographic: emoji = .pictograph
        case .extend: emoji = emoji == .pictograph ? .pictograph : .none
        case .zwj: emoji = emoji == .pictograph ? .pictographZWJ : .none
        default: emoji = .none
        }
        regionalIndicatorIsOdd = next.graphemeBreak == .regionalIndicator && !regionalIndicatorIsOdd
        previous = next
    }
}

// MARK: - Total width

extension ClusterBuilder {
    /// The sum of the cluster widths of `bytes[start...]`, which must begin a cluster.
    ///
    /// The same rules as `GraphemeClusterIterator`, without materializing clusters.
    ///
    /// - Complexity: O(*n*) in the bytes from `start`.
    static func totalWidth(
        of bytes: UnsafeBufferPointer<UInt8>, from start: Int, policy: WidthPolicy
    ) -> Int {
        guard start < bytes.count else { return 0 }
        var lookup = ScalarLookup()
        let first = DecodedScalar(bytes, at: start)
        var cluster = ClusterBuilder(first: lookup.properties(of: first.value), policy: policy)
        var total = 0
        var index = start + first.length
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80, cluster.endsBeforeASCII {
                total &+= cluster.width
                cluster = ClusterBuilder(first: ScalarProperties(ascii: UInt32(byte)), policy: policy)
                index &+= 1
                continue
            }
            let scalar = DecodedScalar(bytes, at: index)
            let properties = lookup.properties(of: scalar.value)
            if cluster.isBoundary(before: properties) {
                total &+= cluster.width
                cluster = ClusterBuilder(first: properties, policy: policy)
            } else {
                cluster.join(scalar.value, properties, policy: policy)
            }
            index &+= scalar.length
        }
        return total &+ cluster.width
    }
}
