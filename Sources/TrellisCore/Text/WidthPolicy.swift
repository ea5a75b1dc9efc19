/// How to measure the characters whose cell width terminals disagree on.
///
/// Unicode fixes the width of most characters (UAX #11 East_Asian_Width: wide `W` and
/// fullwidth `F` take 2 cells, everything else 1), but leaves two choices to the display:
/// East Asian Ambiguous characters (`±`, `°`, `→`, `①`, Greek, box drawing) and text-default
/// emoji made emoji-presentation by VARIATION SELECTOR-16 (`❤️`, `☺️`, `1️⃣`). Terminals
/// choose differently, so `CellWidth` takes the choice as a value. Everything else (the
/// Unicode version, zero-width and control characters, regional indicators) is fixed and
/// documented on `CellWidth`.
///
///     CellWidth.width(of: "±§°", policy: .standard)                      // 3
///     CellWidth.width(of: "±§°", policy: WidthPolicy(ambiguousWidth: 2)) // 6
///
/// `standard` matches the defaults of rich, wcwidth (`ambiguous_width=1`), string-width
/// (`ambiguousIsNarrow`) and unicode-width (without its `cjk` feature).
///
/// - Complexity: Creating and comparing policies is O(1).
public struct WidthPolicy: Sendable, Hashable {
    /// The width of an East Asian Ambiguous (`A`) character: 1 (the default) or 2.
    ///
    /// Use 2 for terminals configured for CJK legacy encodings, which draw Greek, Cyrillic,
    /// circled digits, box drawing and many symbols double width (xterm `-cjk_width`,
    /// iTerm2 "Ambiguous characters are double-width", VTE `ambiguous-width`).
    /// Precomposed `é` is Ambiguous too; box drawing is Ambiguous, so borders widen with it.
    ///
    /// References:
    /// - UAX #11 East Asian Width, section 5 "Recommendations" (Ambiguous characters).
    /// - wcwidth `ambiguous_width`; unicode-width `cjk` feature; string-width `ambiguousIsNarrow`.
    public var ambiguousWidth: Int { Int(storedAmbiguousWidth) }

    /// The width of a text-default emoji given emoji presentation: 2 (the default) or 1.
    ///
    /// `U+2764 HEAVY BLACK HEART` is one cell on its own; `❤️` (with VARIATION SELECTOR-16,
    /// U+FE0F) asks for emoji presentation, which Unicode and most current terminals draw 2
    /// cells wide. Keycaps (`1️⃣` = digit + U+FE0F + U+20E3) and skin-tone modifier sequences on
    /// a text-default base (`🖐🏻`) follow the same rule. Some terminals still draw these 1 cell
    /// wide (xterm.js with Unicode 6 widths, older VTE); use 1 for them. A base that is already
    /// wide (`⌚️`, `👍🏽`) stays 2 either way, and so does a flag.
    ///
    /// References:
    /// - UTS #51 Unicode Emoji, section 4 "Presentation Style"; emoji-variation-sequences.txt.
    /// - wcwidth `VS16_NARROW_TO_WIDE`; unicode-width 0.2 "emoji presentation sequences";
    ///   ratatui PR #2063 (clearing the second cell of VS16 emoji).
    public var emojiPresentationWidth: Int { Int(storedEmojiPresentationWidth) }

    // A byte each: text layout nodes keep a policy.
    private let storedAmbiguousWidth: UInt8
    private let storedEmojiPresentationWidth: UInt8

    /// Creates a policy; each width must be 1 or 2.
    ///
    /// - Parameters:
    ///   - ambiguousWidth: The width of East Asian Ambiguous characters (1 or 2).
    ///   - emojiPresentationWidth: The width of a narrow emoji base with U+FE0F (1 or 2).
    /// - Precondition: Both widths are 1 or 2.
    /// - Complexity: O(1).
    public init(ambiguousWidth: Int = 1, emojiPresentationWidth: Int = 2) {
        precondition(ambiguousWidth == 1 || ambiguousWidth == 2, "ambiguousWidth must be 1 or 2")
        precondition(
            emojiPresentationWidth == 1 || emojiPresentationWidth == 2,
            "emojiPresentationWidth must be 1 or 2")
        storedAmbiguousWidth = UInt8(ambiguousWidth)
        storedEmojiPresentationWidth = UInt8(emojiPresentationWidth)
    }

    /// Narrow ambiguous characters and 2-cell VS16 emoji, as rich and wcwidth default to.
    public static let standard = WidthPolicy()
}

// MARK: - Terminal conventions

extension WidthPolicy {
    /// The cells of one scalar's width class, resolving East Asian Ambiguous by the policy.
    ///
    /// References: UAX #11 section 5; wcwidth `wcwidth(ambiguous_width:)`.
    @inline(__always)
    func width(of widthClass: UInt8) -> Int {
        widthClass == ScalarProperties.ambiguousClass ? ambiguousWidth : Int(widthClass)
    }

    /// The width of a cluster whose emoji-variation base is followed by U+FE0F, or whose
    /// emoji is followed by an emoji modifier (skin tone).
    ///
    /// The cluster keeps a wide base's 2 cells and otherwise takes `emojiPresentationWidth`.
    /// A modifier sequence is emoji presentation even on a text-default base (`🖐🏻` is 2; wcwidth
    /// 0.9 keeps the base's 1). A modifier after anything but an emoji is a 2-cell swatch.
    /// VARIATION SELECTOR-15 (text presentation) has no rule of its own: the cluster keeps
    /// its base's East_Asian_Width, so `❤︎` is 1 and `⌚︎` stays 2. (wcwidth 0.9 narrows the
    /// wide bases to 1 as well; terminals that follow the base's width draw them 2.)
    ///
    /// References: UTS #51 Unicode Emoji, "emoji modifier sequence" and section 4 "Presentation
    /// Style"; emoji-variation-sequences.txt; wcwidth `VS16_NARROW_TO_WIDE`, `VS15_WIDE_TO_NARROW`.
    @inline(__always)
    func widthOfEmojiPresentation(baseWidth: Int) -> Int {
        max(baseWidth, emojiPresentationWidth)
    }

    /// The width of a cluster of a visible base followed by a spacing mark (`कि`, `কা`, `กำ`).
    ///
    /// Spacing marks (General_Category Mc, Grapheme_Cluster_Break SpacingMark) take a cell of
    /// their own in terminals, which draw the base and the mark side by side, so the cluster
    /// is 2 cells however many marks follow. On its own a spacing mark is 1 cell.
    ///
    /// References: UAX #29 rule GB9a; wcwidth 0.9 `_CATEGORY_MC_TABLE` (base + Mc = 2);
    /// glibc `wcwidth` gives Mc 1 cell.
    @inline(__always)
    static func widthOfSpacingMarkCluster(baseWidth: Int) -> Int {
        max(baseWidth, 2)
    }

    /// The width of a flag: a pair of regional indicators (`🇰🇷`).
    ///
    /// A pair is 2 cells. A lone regional indicator keeps its East_Asian_Width (N), 1 cell, as
    /// rich measures it; wcwidth says 2 and terminals differ, so avoid lone indicators in
    /// aligned output.
    ///
    /// References: UAX #29 rules GB12 and GB13; UTS #51 annex B (flags); text-layout.md section 3.
    static let regionalIndicatorPairWidth = 2
}
