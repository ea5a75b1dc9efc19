import Testing
import Trellis

/// Pictures place every run by its cell column: a wide cluster is a run of its own, two
/// cells wide, so a font that draws it wider or narrower cannot move what follows.
@Suite("Pictures: runs on the cell grid")
struct PictureGridTests {
    /// The text runs of an SVG: content, column (from `x`) and cells (from `textLength`).
    private func svgRuns(_ markup: String) -> [(text: String, column: Int, cells: Int)] {
        let elements = parsedMarkup(markup) ?? []
        return elements.filter { $0.name == "text" && $0.attributes["class"] != "title" }.map { element in
            let x = Double(element.attributes["x"] ?? "") ?? -1, length = Double(element.attributes["textLength"] ?? "") ?? -1
            return (element.text, Int(((x - 12) / 8.4).rounded()), Int((length / 8.4).rounded()))
        }
    }

    @Test("a wide CJK or emoji cluster is a run two cells wide; the text after it starts two columns on")
    func wideClusters() {
        let view = VStack(alignment: .leading) {
            Text("日本x")
            Text("a👍🏽b")
        }
        let runs = svgRuns(picture(view, width: 10, format: .svg))
        #expect(runs.map(\.text) == ["日", "本", "x", "a", "👍🏽", "b"])
        #expect(runs.map(\.column) == [0, 2, 4, 0, 1, 3])
        #expect(runs.map(\.cells) == [2, 2, 1, 1, 2, 1])
    }

    @Test("a style change starts a run; blank unstyled cells draw nothing")
    func styledRuns() {
        let view = HStack(spacing: 3) {
            Text("bold").bold()
            Text("red").foregroundStyle(.red)
        }
        let runs = svgRuns(picture(view, width: 20, format: .svg))
        #expect(runs.map(\.text) == ["bold", "red"])
        #expect(runs.map(\.column) == [0, 7])
    }

    @Test("HTML places each run by its column and cells, in ch")
    func htmlColumns() throws {
        let markup = picture(Text("日本x"), width: 10, format: .html)
        let spans = try #require(parsedMarkup(markup)).filter { $0.name == "span" }
        #expect(spans.map(\.text) == ["日", "本", "x"])
        #expect(spans.map { $0.attributes["style"] ?? "" } == ["left:0ch;width:2ch", "left:2ch;width:2ch", "left:4ch;width:1ch"])
    }

    @Test("the picture is as tall as the lines and as wide as the renderer", arguments: [RenderFormat.svg, .html])
    func size(format: RenderFormat) throws {
        let view = VStack { Text("one"); Text("two"); Text("three") }
        let elements = try #require(parsedMarkup(picture(view, width: 30, format: format)))
        if format == .svg {
            let root = try #require(elements.first)
            #expect(root.attributes["width"] == "276")  // 12 + 30 × 8.4 + 12
            #expect(root.attributes["height"] == "75")  // 12 + 3 × 17 + 12
        } else {
            #expect(elements.count { $0.attributes["class"] == "l" } == 3)
        }
    }
}
