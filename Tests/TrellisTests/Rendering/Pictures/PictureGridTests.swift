import Testing
import Trellis

/// Pictures place every run by its cell column and stretch it to its cells: a run holds
/// clusters of one width only, so a font that draws wide clusters wider or narrower cannot
/// move what follows; a line of CJK text is one run, not one a character.
@MainActor @Suite("Pictures: runs on the cell grid")
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
        #expect(runs.map(\.text) == ["日本", "x", "a", "👍🏽", "b"])
        #expect(runs.map(\.column) == [0, 4, 0, 1, 3])
        #expect(runs.map(\.cells) == [4, 1, 1, 2, 1])
    }

    @Test("wide clusters in a row are one run: markup grows with style changes, not with characters")
    func wideRowIsOneRun() {
        let line = String(repeating: "漢字", count: 200)
        let markup = picture(Text(line), width: 800, format: .svg)
        #expect(svgRuns(markup).map(\.cells) == [800])
        // The text itself and a fixed frame: far from one element a character.
        #expect(markup.utf8.count < line.utf8.count + 2_000)
    }

    @Test("a picture past its byte limit is refused with the limit, not written")
    func byteLimit() {
        var renderer = ViewRenderer(width: 40, lengthScale: .cells)
        renderer.pictureStyle.maxBytes = 20_000
        let view = VStack {
            ForEach(0..<200, id: \.self) { row in
                HStack(spacing: 0) { ForEach(0..<20, id: \.self) { column in Text("a").bold((row + column) % 2 == 0) } }
            }
        }
        for format in [RenderFormat.svg, .html] {
            #expect(throws: RenderSizeLimitExceeded.self) { try renderer.render(view, format: format, maxCells: 1_000_000) }
            do {
                _ = try renderer.render(view, format: format, maxCells: 1_000_000)
            } catch {
                #expect(error.maxPictureBytes == 20_000)
            }
        }
        // Within the limit, the same picture is drawn.
        renderer.pictureStyle.maxBytes = 10 << 20
        #expect((try? renderer.render(view, format: .svg, maxCells: 1_000_000)).map { $0.utf8.count < 10 << 20 } == true)
    }

    @Test("box-drawing cells are strokes that meet at the cell edges, not glyphs")
    func boxDrawing() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("╭──╮")
            Text("│ab│")
            Text("╰──╯")
        }
        let markup = picture(view, width: 4, format: .svg)
        let elements = try #require(parsedMarkup(markup))
        #expect(svgRuns(markup).map(\.text) == [" ab "])
        let paths = elements.filter { $0.name == "path" }
        #expect(paths.count == 1)
        let data = paths.first?.attributes["d"] ?? ""
        // The top line runs from the corner's arc to the next corner's, across both cells.
        #expect(data.contains("M20.4 20.5H37.2"), "\(data)")  // from the first cell's right edge to the last cell's left

        // The sides reach the cells' top and bottom edges: 12 + 17 and 12 + 2 × 17.
        #expect(data.contains("M16.2 29V37.5") && data.contains("M16.2 37.5V46"), "\(data)")
        let html = picture(view, width: 4, format: .html)
        #expect(html.contains("<svg class=\"boxes\""))
        #expect(!html.contains("│"))
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
        #expect(spans.map(\.text) == ["日本", "x"])
        #expect(spans.map { $0.attributes["style"] ?? "" } == ["left:0ch;width:4ch", "left:4ch;width:1ch"])
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
