import Testing

import Trellis
@testable import TrellisCore

@MainActor @Suite("wcwidth fixture")
struct WcwidthFixtureTests {
    /// A string with the width Python wcwidth 0.9.4 (Unicode 18 tables) gives it, at ambiguous
    /// width 1 and 2: `wcwidth.width(text, control_codes='ignore', ambiguous_width=…)`. Only
    /// characters whose widths did not change between Unicode 15.0 and 18 appear.
    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        let narrow: Int
        let wide: Int

        init(_ text: String, _ narrow: Int, _ wide: Int) {
            self.text = text
            self.narrow = narrow
            self.wide = wide
        }

        var testDescription: String { "\(text.debugDescription) = \(narrow) / \(wide)" }
    }

    nonisolated static let cases: [Case] = [
        Case("첫 번째 컴포넌트", 16, 16),
        Case("日本語のテキスト", 16, 16),
        Case("ＡＢＣ１２３", 12, 12),
        Case("e\u{301}te\u{301} cafe\u{301}", 8, 8),
        Case("été café", 8, 11),
        Case("👨\u{200D}👩\u{200D}👧\u{200D}👦 family", 9, 9),
        Case("❤️", 2, 2),
        Case("☺️", 2, 2),
        Case("👍🏽", 2, 2),
        Case("🇰🇷", 2, 2),
        Case("1️⃣", 2, 2),
        Case("±§°→ ①② αβγ", 11, 20),
        Case("각", 2, 2),
        Case("[ ] item 12345", 14, 14),
        Case("╭────────── #0 ──────────╮", 26, 48),
        Case("│ task 00000: fix layout │", 26, 28),
        Case("╰────────────────────────╯", 26, 52),
        Case("│ 첫 번째 컴포넌트 │", 20, 22),
        Case("╭───── 카드 0 ─────╮", 20, 32),
        Case("Größe: 12 × 3 ≤ 40 µm", 21, 24),
        Case("naïve façade — “quoted” …", 25, 29),
        Case("Привет, мир!", 12, 21),
        Case("Γειά σου Κόσμε", 14, 24),
        Case("שָׁלוֹם עוֹלָם", 9, 9),
        Case("مرحبا بالعالم", 13, 13),
        Case("سَلَامٌ", 4, 4),
        Case("नमस्ते", 4, 4),
        Case("বাংলা ভাষা", 9, 9),
        Case("தமிழ் மொழி", 9, 9),
        Case("ภาษาไทย กำลัง", 12, 12),
        Case("ພາສາລາວ", 7, 7),
        Case("ᐊᐃᐅ", 3, 3),
        Case("Tiếng Việt có dấu", 17, 18),
        Case("中文字符和标点。", 16, 16),
        Case("ｶﾀｶﾅ ﾃﾞｰﾀ", 9, 9),
        Case("한국어 ㄱㄴㄷ", 13, 13),
        Case("カタカナ・ひらがな", 18, 18),
        Case("〜〒〠", 6, 6),
        Case("😀😃😄 smile", 12, 12),
        Case("🏳️\u{200D}🌈 flag", 7, 7),
        Case("🏴\u{200D}☠️ pirate", 9, 9),
        Case("🧑🏽\u{200D}💻 coder", 8, 8),
        Case("👩\u{200D}❤️\u{200D}💋\u{200D}👨", 2, 2),
        Case("🇺🇸🇯🇵🇰🇷", 6, 6),
        Case("#️⃣*️⃣0️⃣", 6, 6),
        Case("©️®️™️", 6, 6),
        Case("⌚⌛⏰", 6, 6),
        Case("☀️☁️☂️", 6, 6),
        Case("✅❌⭐", 6, 6),
        Case("a\u{200B}b\u{2060}c\u{FEFF}d", 4, 4),
        Case("co\u{AD}op", 5, 6),
        Case("Ⅰ Ⅱ Ⅲ ⅰ", 7, 11),
        Case("①②③ ⑴⑵", 6, 11),
        Case("♠♥♦♣ ♤♡", 7, 12),
        Case("─│┌┐└┘├┤┬┴┼", 11, 22),
        Case("═║╔╗╚╝", 6, 12),
        Case("▀▄█▌▐░▒▓", 8, 14),
        Case("⠁⠃⠉⠙ braille", 12, 12),
        Case("∀x∈ℝ: x²≥0", 10, 14),
        Case("→←↑↓⇒⇔", 6, 12),
        Case("€£¥₩₹", 5, 6),
        Case("𝐇𝐞𝐥𝐥𝐨 𝕎𝕠𝕣𝕝𝕕", 11, 11),
        Case("𠀀𠀁 ext-B", 10, 10),
        Case("🧑\u{200D}🤝\u{200D}🧑", 2, 2),
        Case("e\u{301}\u{302}\u{303} stacked", 9, 9),
        Case("Z\u{324}\u{354}\u{367}\u{311}\u{313}ä\u{356}\u{32D}\u{308}\u{307}l\u{36E}\u{312}\u{36B}ǧ\u{317}\u{35A}\u{31A}o\u{319}\u{314}\u{36E}\u{307}\u{350}\u{307}", 5, 5),
        Case("ṩ ḉ ǖ", 5, 6),
        Case("ⓐⓑⓒ", 3, 6),
        Case("¡¿ «»", 5, 7),
        Case("ﬁ ﬂ ligatures", 13, 13),
        Case("ＡＢＣａｂｃ！？", 16, 16),
    ]

    /// Where Trellis deliberately differs from wcwidth 0.9.4: Trellis's width, wcwidth's, and why.
    static let differences: [(text: String, trellis: Int, wcwidth: Int, reason: String)] = [
        ("हिन्दी", 5, 4, "no GB9c: wcwidth caps a virama conjunct with its vowel sign at 2"),
        ("zero\u{200C}width\u{200D}join", 13, 12, "ZWJ joins pictographs only (GB11); wcwidth hides any character after ZWJ"),
        ("🖐🏻", 2, 1, "a modifier sequence is emoji presentation (UTS #51); wcwidth keeps the text-default base's 1"),
        ("❤\u{200D}🔥", 2, 1, "a ZWJ sequence is as wide as its widest emoji"),
        ("\u{1F1F0}", 1, 2, "a lone regional indicator is 1 cell, as in rich"),
        ("⌚\u{FE0E}", 2, 1, "VS15 keeps the base's East_Asian_Width"),
        ("ा", 1, 0, "a spacing mark without a base still takes a cell"),
    ]

    @Test func documentedDifferences() {
        for difference in Self.differences {
            #expect(CellWidth.width(of: difference.text) == difference.trellis, "\(difference.reason)")
            #expect(difference.trellis != difference.wcwidth)
        }
    }

    @Test("matches wcwidth.width(control_codes='ignore')", arguments: cases)
    func matchesWcwidth(_ example: Case) {
        #expect(CellWidth.width(of: example.text) == example.narrow)
        #expect(CellWidth.width(of: example.text, policy: WidthPolicy(ambiguousWidth: 2)) == example.wide)
    }
}
