import Testing
import Trellis

/// The width torture table of text-layout.md section 3, rendered in a bordered table: at
/// every width no line is wider than the output and no grapheme cluster is cut.
@MainActor @Suite("Rendering: width torture table") struct WidthTortureTableTests {
    /// The rows of the table in text-layout.md: a kind and a sample.
    static let rows: [(kind: String, sample: String)] = [
        ("ascii", "plain ascii"),
        ("hangul", "첫 번째 컴포넌트"),
        ("kanji+kana", "日本語のテキスト"),
        ("fullwidth", "ＡＢＣ１２３"),
        ("combining", "e\u{301}te\u{301} cafe\u{301}"),
        ("hangul jamo", "\u{1100}\u{1161}\u{11A8} (ᄀ+ᅡ+ᆨ)"),
        ("emoji", "ok 👍 done ✅"),
        ("emoji+VS16", "heart ❤\u{FE0F} / ☺\u{FE0F}"),
        ("text+VS15", "heart ❤\u{FE0E} watch ⌚\u{FE0E}"),
        ("ZWJ family", "👨\u{200D}👩\u{200D}👧\u{200D}👦 family"),
        ("skin tone", "👍🏽 thumbs"),
        ("flag (RI pair)", "🇰🇷 🇺🇸 flags"),
        ("keycap", "1\u{FE0F}\u{20E3} keycap"),
        ("ambiguous", "±§°→ ①② αβγ"),
    ]

    /// The table: a header row and a line under it, one row per sample, a box around it.
    struct Table: View {
        var body: some View {
            Grid(alignment: .leading, horizontalSpacing: 2) {
                GridRow { Text("kind").bold(); Text("text").bold() }
                Divider()
                ForEach(WidthTortureTableTests.rows, id: \.kind) { row in
                    GridRow { Text(row.kind); Text(row.sample) }
                }
            }
            .padding()
            .border(.single)
        }
    }

    /// The grapheme clusters the table may show: those of its texts, the border, and "…".
    static let allowedClusters: Set<Character> = {
        var clusters = Set<Character>("┌┐└┘─│… ")
        for row in rows { clusters.formUnion(row.kind); clusters.formUnion(row.sample) }
        return clusters
    }()

    @Test("the table at its natural width and narrower, both writers")
    func golden() {
        expectRender(Table(), width: 40, plain: """
            ┌──────────────────────────────────┐
            │ kind            text             │
            │ ──────────────────────────────── │
            │ ascii           plain ascii      │
            │ hangul          첫 번째 컴포넌트 │
            │ kanji+kana      日本語のテキスト │
            │ fullwidth       ＡＢＣ１２３     │
            │ combining       été café         │
            │ hangul jamo     각 (ᄀ++)        │
            │ emoji           ok 👍 done ✅    │
            │ emoji+VS16      heart ❤️ / ☺️    │
            │ text+VS15       heart ❤︎ watch ⌚︎ │
            │ ZWJ family      👨‍👩‍👧‍👦 family        │
            │ skin tone       👍🏽 thumbs        │
            │ flag (RI pair)  🇰🇷 🇺🇸 flags      │
            │ keycap          1️⃣ keycap        │
            │ ambiguous       ±§°→ ①② αβγ      │
            └──────────────────────────────────┘
            
            """, ansi: """
            ┌──────────────────────────────────┐
            │ \(csi)1mkind\(csi)0m            \(csi)1mtext\(csi)0m             │
            │ \(csi)2m────────────────────────────────\(csi)0m │
            │ ascii           plain ascii      │
            │ hangul          첫 번째 컴포넌트 │
            │ kanji+kana      日本語のテキスト │
            │ fullwidth       ＡＢＣ１２３     │
            │ combining       été café         │
            │ hangul jamo     각 (ᄀ++)        │
            │ emoji           ok 👍 done ✅    │
            │ emoji+VS16      heart ❤️ / ☺️    │
            │ text+VS15       heart ❤︎ watch ⌚︎ │
            │ ZWJ family      👨‍👩‍👧‍👦 family        │
            │ skin tone       👍🏽 thumbs        │
            │ flag (RI pair)  🇰🇷 🇺🇸 flags      │
            │ keycap          1️⃣ keycap        │
            │ ambiguous       ±§°→ ①② αβγ      │
            └──────────────────────────────────┘
            
            """)
        expectRender(Table(), width: 24, plain: """
            ┌──────────────────────┐
            │ kind       text      │
            │ ──────────────────── │
            │ ascii      plain     │
            │            ascii     │
            │ hangul     첫 번째   │
            │            컴포넌트  │
            │ kanji+kan  日本語の  │
            │ a          テキスト  │
            │ fullwidth  ＡＢＣ１  │
            │            ２３      │
            │ combining  été café  │
            │ hangul     각 (ᄀ++) │
            │ jamo                 │
            │ emoji      ok 👍     │
            │            done ✅   │
            │ emoji+VS1  heart ❤️  │
            │ 6          / ☺️      │
            │ text+VS15  heart ❤︎   │
            │            watch ⌚︎  │
            │ ZWJ        👨‍👩‍👧‍👦 family │
            │ family               │
            │ skin tone  👍🏽 thumbs │
            │ flag (RI   🇰🇷 🇺🇸     │
            │ pair)      flags     │
            │ keycap     1️⃣ keycap │
            │ ambiguous  ±§°→ ①②   │
            │            αβγ       │
            └──────────────────────┘
            
            """, ansi: """
            ┌──────────────────────┐
            │ \(csi)1mkind\(csi)0m       \(csi)1mtext\(csi)0m      │
            │ \(csi)2m────────────────────\(csi)0m │
            │ ascii      plain     │
            │            ascii     │
            │ hangul     첫 번째   │
            │            컴포넌트  │
            │ kanji+kan  日本語の  │
            │ a          テキスト  │
            │ fullwidth  ＡＢＣ１  │
            │            ２３      │
            │ combining  été café  │
            │ hangul     각 (ᄀ++) │
            │ jamo                 │
            │ emoji      ok 👍     │
            │            done ✅   │
            │ emoji+VS1  heart ❤️  │
            │ 6          / ☺️      │
            │ text+VS15  heart ❤︎   │
            │            watch ⌚︎  │
            │ ZWJ        👨‍👩‍👧‍👦 family │
            │ family               │
            │ skin tone  👍🏽 thumbs │
            │ flag (RI   🇰🇷 🇺🇸     │
            │ pair)      flags     │
            │ keycap     1️⃣ keycap │
            │ ambiguous  ±§°→ ①②   │
            │            αβγ       │
            └──────────────────────┘
            
            """)
    }

    @Test("no line wider than the output, no cluster cut", arguments: [60, 40, 30, 24, 18, 12, 8, 5, 3, 1])
    func everyWidth(width: Int) {
        let rendered = ViewRenderer(width: width).render(Table())
        expectRenderInvariants(rendered, width: width)
        for line in rendered.plain.split(separator: "\n") {
            #expect(CellWidth.width(of: line) <= width, "\(line)")
            for cluster in line where !Self.allowedClusters.contains(cluster) {
                Issue.record("cluster \(cluster.unicodeScalars.map { String($0.value, radix: 16) }) cut or invented in \(line)")
            }
        }
    }
}
