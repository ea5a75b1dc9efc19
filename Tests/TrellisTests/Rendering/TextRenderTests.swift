import Testing
import Trellis

/// Golden outputs of `Text`: wrapping, line limits and truncation, alignment, styles, fonts,
/// colours, case and concatenation.
@Suite("Rendering: text") struct TextRenderTests {
    @Test("wraps at spaces, between wide characters, and folds words longer than the line")
    func wrapping() {
        let view = VStack(alignment: .leading, spacing: 1) {
            Text("the quick brown fox jumps over the lazy dog")
            Text("日本語のテキストは空白なしで折り返します")
            Text("첫 번째 컴포넌트와 두 번째 컴포넌트")
            Text("supercalifragilisticexpialidocious")
        }
        expectRender(view, width: 16, plain: """
            """)
        expectRender(view, width: 9, plain: """
            """)
    }

    @Test("lineLimit cuts with an ellipsis at the tail, head or middle")
    func lineLimitAndTruncation() {
        let long = "one two three four five six seven eight nine ten"
        let view = VStack(alignment: .leading) {
            Text(long).lineLimit(2)
            Text(long).lineLimit(1).truncationMode(.head)
            Text(long).lineLimit(1).truncationMode(.middle)
            Text("日本語のテキスト").lineLimit(1)
        }
        expectRender(view, width: 15, plain: """
            """)
        expectRender(view, width: 8, plain: """
            """)
    }

    @Test("multilineTextAlignment aligns wrapped lines")
    func alignment() {
        let text = "a short line and a longer one"
        let view = VStack(alignment: .leading) {
            Text(text).multilineTextAlignment(.leading).border(.single)
            Text(text).multilineTextAlignment(.center).border(.single)
            Text(text).multilineTextAlignment(.trailing).border(.single)
        }
        expectRender(view, width: 14, plain: """
            """)
    }

    @Test("bold, italic, underline and strikethrough: SGR in ANSI, U+0336 for strikethrough in plain")
    func attributes() {
        let view = VStack(alignment: .leading) {
            Text("bold").bold()
            Text("italic").italic()
            Text("underline").underline()
            Text("struck out").strikethrough()
            Text("all").bold().italic().underline().strikethrough()
            Text("not struck").strikethrough(false)
        }
        expectRender(view, width: 12, plain: """
            """, ansi: """
            """)
    }

    @Test("fonts map to weights: headline bold, caption dim, light dim, italic")
    func fonts() {
        let view = VStack(alignment: .leading) {
            Text("largeTitle").font(.largeTitle)
            Text("headline").font(.headline)
            Text("body").font(.body)
            Text("caption").font(.caption)
            Text("footnote").font(.footnote)
            Text("system semibold").font(.system(size: 12, weight: .semibold))
            Text("system light").font(.system(size: 12, weight: .light))
            Text("italic body").font(.body.italic())
            VStack { Text("inherited") }.font(.headline)
        }
        expectRender(view, width: 16, plain: """
            """, ansi: """
            """)
    }

    @Test("colours: named, palette, 24-bit, opacity, and backgrounds")
    func colors() {
        let view = VStack(alignment: .leading) {
            Text("red").foregroundStyle(.red)
            Text("bright").foregroundColor(Color.palette(9))
            Text("palette").foregroundStyle(Color.palette(208))
            Text("rgb").foregroundStyle(Color(red: 1, green: 0.5, blue: 0))
            Text("half").foregroundStyle(Color.white.opacity(0.5))
            Text("on yellow").background(Color.yellow)
            Text("secondary").foregroundStyle(.secondary)
            VStack { Text("inherited") }.foregroundStyle(.blue)
        }
        expectRender(view, width: 12, plain: """
            """, ansi: """
            """)
    }

    @Test("textCase and concatenation with +")
    func caseAndConcatenation() {
        let view = VStack(alignment: .leading) {
            Text("Upper Case").textCase(.uppercase)
            Text("Lower Case").textCase(.lowercase)
            Text("Total: ").bold() + Text("42").foregroundColor(.green) + Text(" items")
            (Text("wrapped ") + Text("across").italic() + Text(" two lines")).frame(width: 12, alignment: .leading)
        }
        expectRender(view, width: 20, plain: """
            """, ansi: """
            """)
    }
}
