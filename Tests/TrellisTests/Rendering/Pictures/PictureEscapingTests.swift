import Testing
import Trellis

/// Nothing a document, its data or a plugin draws can become markup in a picture: hostile
/// text stays text, the picture stays well-formed, and no control or bidi character gets
/// through.
@MainActor @Suite("Pictures: escaping hostile text")
struct PictureEscapingTests {
    nonisolated static let hostile: [String] = [
        "</text><script>alert(1)</script>",
        "]]><!-- & &amp; &#x3C; -->",
        "\"quoted\" 'single' a=\"b\" onload='x()'",
        "\u{1B}[31mred\u{1B}[0m \u{7}bell \u{9B}2J",
        "abc\u{202E}evil\u{202C} \u{2066}iso\u{2069} \u{200F}rlm",
        "non\u{FFFF}char \u{FFFE}",
        "</style><style>*{display:none}</style>",
        String(repeating: "<&>", count: 3_000),
    ]

    /// The names of the elements the writers make; anything else came from the text.
    static let allowedElements: [RenderFormat: Set<String>] = [
        .svg: ["svg", "title", "style", "rect", "path", "circle", "g", "text"],
        .html: ["html", "head", "meta", "title", "style", "body", "div", "span", "i"],
    ]

    @Test("hostile text and titles stay text", arguments: [RenderFormat.svg, .html], hostile)
    func hostileText(format: RenderFormat, text: String) throws {
        let markup = picture(VStack { Text(text); Text("after") }, width: 60, format: format, style: PictureStyle(title: text))
        let elements = try #require(parsedMarkup(markup), "not well-formed")
        let names = Set(elements.map(\.name))
        #expect(names.isSubset(of: Self.allowedElements[format]!), "\(names.subtracting(Self.allowedElements[format]!))")
        let drawn = elements.filter { $0.name == "text" || $0.name == "span" }.map(\.text).joined()
        #expect(drawn.contains("after"))
        for scalar in (drawn + elements.filter { $0.name == "title" }.map(\.text).joined()).unicodeScalars {
            #expect(scalar.properties.generalCategory != .control, "control U+\(String(scalar.value, radix: 16))")
            #expect(![0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C].contains(scalar.value))
            #expect(scalar.value != 0xFFFE && scalar.value != 0xFFFF)
        }
        // The style sheet is the writers' own: the text never reaches it.
        let css = elements.filter { $0.name == "style" }.map(\.text).joined()
        #expect(!css.contains("display:none") && !css.contains("alert"))
    }

    @Test("the characters markup reads are written as references")
    func references() throws {
        let markup = picture(Text("<a href=\"x\">&'</a>"), width: 40, format: .svg)
        #expect(markup.contains("&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;"))
        let text = try #require(parsedMarkup(markup)?.first { $0.name == "text" })
        #expect(text.text == "<a href=\"x\">&'</a>")
    }

    @Test("a control character is drawn as its picture, a bidi override as U+FFFD, one cell each")
    func controls() throws {
        let markup = picture(Text("a\u{1B}b\u{202E}c"), width: 40, format: .svg)
        let text = try #require(parsedMarkup(markup)?.first { $0.name == "text" })
        #expect(text.text == "a␛b\u{FFFD}c")
    }

    @Test("a title too long for the window is cut to fit, with an ellipsis")
    func longTitle() throws {
        let markup = picture(Text("x"), width: 36, format: .svg, style: PictureStyle(title: String(repeating: "界", count: 50)))
        let title = try #require(parsedMarkup(markup)?.first { $0.attributes["class"] == "title" })
        #expect(title.text == String(repeating: "界", count: 9) + "…")  // 36 columns less 16, and a cell for "…"
    }
}
