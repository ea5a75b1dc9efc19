import Testing

import Trellis
@testable import TrellisCore

@MainActor @Suite("CellWidth")
struct CellWidthTests {
    typealias Case = WidthTesting.Case

    /// The width torture table of text-layout.md section 3 (rich and wcwidth agree on every row
    /// but the tab, which this API counts as a 0-cell control).
    nonisolated static let tortureCases: [Case] = [
        Case("첫 번째 컴포넌트", 16, "Hangul syllables are W"),
        Case("日本語のテキスト", 16, "CJK and kana are W"),
        Case("ＡＢＣ１２３", 12, "fullwidth forms are F"),
        Case("e\u{301}te\u{301} cafe\u{301}", 8, "decomposed été café"),
        Case("été café", 8, "precomposed été café"),
        Case("👨‍👩‍👧‍👦 family", 9, "ZWJ family is one 2-cell cluster"),
        Case("❤️", 2, "VS16 heart"),
        Case("☺️", 2, "VS16 smiley"),
        Case("👍🏽", 2, "skin-tone modifier"),
        Case("🇰🇷", 2, "regional-indicator pair"),
        Case("1️⃣", 2, "keycap"),
        Case("±§°→ ①② αβγ", 11, "East Asian Ambiguous at width 1"),
        Case("a\tb", 2, "TAB is a 0-cell control"),
        Case("\u{1100}\u{1161}\u{11A8}", 2, "NFD Hangul jamo L V T"),
    ]

    @Test("torture table", arguments: tortureCases)
    func tortureTable(_ example: Case) {
        #expect(CellWidth.width(of: example.text) == example.width)
    }

    @Test func ambiguousWideDoublesAmbiguousCharactersOnly() {
        let policy = WidthPolicy(ambiguousWidth: 2)
        #expect(CellWidth.width(of: "±§°→ ①② αβγ", policy: policy) == 20)
        #expect(CellWidth.width(of: "日本 abc", policy: policy) == 8)
        #expect(CellWidth.width(of: "╭──╮", policy: policy) == 8)
        #expect(CellWidth.width(of: "╭──╮") == 4)
    }

    @Test("VS16 under each emoji presentation width", arguments: [
        Case("❤️", 1, "VS16 heart"),
        Case("☺️", 1, "VS16 smiley"),
        Case("1️⃣", 1, "keycap"),
        Case("⌚️", 2, "a wide base stays wide"),
        Case("❤️‍🔥", 2, "a ZWJ sequence with a wide part"),
        Case("👍🏽", 2, "a wide emoji with a modifier"),
        Case("🖐🏻", 1, "a text-default emoji with a modifier"),
        Case("🇰🇷", 2, "a flag"),
    ])
    func emojiPresentationWidthOne(_ example: Case) {
        let narrow = WidthPolicy(emojiPresentationWidth: 1)
        #expect(CellWidth.width(of: example.text, policy: narrow) == example.width)
    }

    @Test func variationSelector15KeepsTheBaseWidth() {
        #expect(CellWidth.width(of: "❤\u{FE0E}") == 1)
        #expect(CellWidth.width(of: "☺\u{FE0E}") == 1)
        #expect(CellWidth.width(of: "⌚\u{FE0E}") == 2)
        #expect(CellWidth.width(of: "1\u{FE0E}\u{20E3}") == 1)
    }

    @Test func variationSelector16NeedsAnEmojiVariationBase() {
        #expect(CellWidth.width(of: "a\u{FE0F}") == 1)
        #expect(CellWidth.width(of: "\u{FE0F}") == 0)
        #expect(CellWidth.width(of: "©\u{FE0F}") == 2)
        #expect(CellWidth.width(of: "#\u{FE0F}\u{20E3}*\u{FE0F}\u{20E3}") == 4)
    }

    @Test func regionalIndicators() {
        #expect(CellWidth.width(of: "\u{1F1F0}") == 1, "a lone indicator is 1 cell, as in rich")
        #expect(CellWidth.width(of: "🇰🇷🇺") == 3, "a pair, then a lone indicator")
        #expect(CellWidth.width(of: "🇰🇷🇺🇸") == 4)
    }

    @Test func emojiSequences() {
        #expect(CellWidth.width(of: "🏳️‍🌈") == 2)
        #expect(CellWidth.width(of: "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}") == 2)
        #expect(CellWidth.width(of: "🧑🏽‍💻") == 2)
        #expect(CellWidth.width(of: "a\u{200D}😀") == 3, "ZWJ joins pictographs only")
        #expect(CellWidth.width(of: "🏽") == 2, "a lone modifier is a wide swatch")
    }

    @Test func controlsAreZeroWidth() {
        #expect(CellWidth.width(of: "\t\n\r\n\u{0}\u{1B}\u{7F}\u{85}\u{9F}") == 0)
        #expect(CellWidth.width(of: "a\r\nb") == 2)
    }

    @Test func defaultIgnorablesAreZeroWidthButSoftHyphenIsNot() {
        #expect(CellWidth.width(of: "a\u{200B}b\u{2060}c\u{FEFF}d\u{200E}") == 4)
        #expect(CellWidth.width(of: "\u{3164}\u{FFA0}\u{115F}") == 2, "fillers: only U+115F is wide")
        #expect(CellWidth.width(of: "co\u{AD}op") == 5)
        #expect(CellWidth.width(of: "\u{AD}", policy: WidthPolicy(ambiguousWidth: 2)) == 2)
    }

    @Test("complex scripts", arguments: [
        Case("कि", 2, "Devanagari consonant + spacing vowel sign"),
        Case("কা", 2, "Bengali vowel sign AA is Mc and Extend"),
        Case("กำ", 2, "Thai SARA AM is a SpacingMark"),
        Case("กั", 1, "Thai MAI HAN-AKAT is a nonspacing mark"),
        Case("ｶﾞ", 2, "halfwidth voiced mark takes its own cell"),
        Case("\u{0600}12", 3, "Prepend: the number sign and its digit side by side"),
        Case("\u{1100}\u{1100}\u{1161}", 2, "old Hangul: two leading consonants"),
        Case("\u{0301}", 0, "a lone combining mark"),
        Case("ा", 1, "a lone spacing mark"),
    ])
    func complexScripts(_ example: Case) {
        #expect(CellWidth.width(of: example.text) == example.width)
    }

    @Test func emptyText() {
        #expect(CellWidth.width(of: "") == 0)
        #expect(CellWidth.width(of: ""[...]) == 0)
        #expect(CellWidth.width(of: UnsafeBufferPointer<UInt8>(start: nil, count: 0)) == 0)
        var count = 0
        CellWidth.forEachCluster(in: "") { _ in count += 1 }
        #expect(count == 0)
    }

    @Test func substringsAndBuffersMeasureLikeStrings() {
        let text = "│ 첫 번째 컴포넌트 │ 👍🏽"
        let start = text.index(text.startIndex, offsetBy: 2)
        #expect(CellWidth.width(of: text[start...]) == CellWidth.width(of: String(text[start...])))
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBufferPointer { CellWidth.width(of: $0) } == 23)
    }

    @Test("ill-formed UTF-8 measures as its repaired string", arguments: [
        [0xFF], [0xC3], [0xE2, 0x94], [0xF0, 0x9F, 0x91], [0xED, 0xA0, 0x80], [0xC0, 0xAF],
        [0xF4, 0x90, 0x80, 0x80], [0x61, 0x80, 0x62], [0xE0, 0x80, 0x80], [0x31, 0xEF, 0xB8],
    ] as [[UInt8]])
    func illFormedUTF8(_ bytes: [UInt8]) {
        let repaired = String(decoding: bytes, as: UTF8.self)
        for policy in [WidthPolicy.standard, WidthPolicy(ambiguousWidth: 2)] {
            #expect(
                bytes.withUnsafeBufferPointer { CellWidth.width(of: $0, policy: policy) }
                    == CellWidth.width(of: repaired, policy: policy))
        }
    }

    @Test func unicodeVersionIsPinned() {
        #expect(CellWidth.unicodeVersion == "15.0.0")
    }
}
