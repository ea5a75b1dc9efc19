import Foundation
import Testing
import Trellis
@testable import TrellisCore

/// Rendering to a file descriptor writes exactly the bytes of `render(_:format:)`, however
/// tall the output; and the band of lines drawn at a time never changes the output.
@MainActor @Suite("Rendering: streaming and bands") struct StreamingRenderTests {
    /// A tall view with what can cross a band's edge: borders, wide characters, styles,
    /// backgrounds, overlays, offsets, wrapping text and blank lines.
    struct Tall: View {
        let count: Int

        var body: some View {
            VStack(alignment: .leading) {
                ForEach(0..<count) { index in
                    switch index % 6 {
                    case 0: GroupBox("#\(index)") { Text("카드 \(index) 日本語のテキスト") }
                    case 1: Text("row \(index)").strikethrough().background(Color.blue)
                    case 2: Text("moved \(index)").offset(x: 2, y: 2)
                    case 3: Text("a wrapping line of text number \(index)").frame(width: 12, alignment: .leading)
                    case 4: Text("under").overlay(alignment: .trailing) { Text("⌚") }.padding(.vertical, 1)
                    default: Spacer(minLength: 2)
                    }
                }
            }
        }
    }

    @Test("streamed output equals the rendered string", arguments: [RenderFormat.plain, .ansi])
    func streamingMatchesRender(format: RenderFormat) throws {
        for (count, width) in [(0, 20), (3, 20), (400, 30), (3000, 40)] {
            let view = Tall(count: count)
            let expected = ViewRenderer(width: width).render(view, format: format)
            #expect(try renderedToFile(view, width: width, format: format) == expected, "\(count) rows at width \(width)")
        }
    }

    @Test("render(_:format:) is the matching half of render(_:)")
    func formatsMatch() {
        let renderer = ViewRenderer(width: 30)
        let both = renderer.render(Tall(count: 40))
        #expect(renderer.render(Tall(count: 40), format: .plain) == both.plain)
        #expect(renderer.render(Tall(count: 40), format: .ansi) == both.ansi)
    }

    @Test("a failed write throws its errno")
    func writeFailure() {
        #expect(throws: RenderOutputError(code: EBADF)) {
            try ViewRenderer(width: 10).render(Text("lost"), format: .plain, to: -1)
        }
    }

    /// Tall containers that skip what a band cannot show: a grid, a list, a lazy grid.
    struct TallContainers: View {
        var body: some View {
            VStack(alignment: .leading) {
                Grid(alignment: .leading) {
                    ForEach(0..<40) { row in
                        GridRow {
                            Text("row \(row)")
                            Text(row % 5 == 0 ? "a cell that wraps onto more lines" : "日本語").frame(maxWidth: 10)
                        }
                        if row % 7 == 0 { Divider() }
                    }
                }
                List { ForEach(0..<30) { Text("item \($0)").bold($0 % 2 == 0) } }
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 8))]) {
                    ForEach(0..<40) { GroupBox("#\($0)") { Text("카드") } }
                }
            }
        }
    }

    @Test("the output is the same whatever the band height", arguments: [1, 2, 3, 7, 16])
    func bandHeightDoesNotMatter(bandHeight: Int) {
        var banded = ViewRenderer(width: 24)
        banded.bandHeight = bandHeight
        var single = ViewRenderer(width: 24)
        single.bandHeight = .max
        for view in [AnyView(Tall(count: 60)), AnyView(TallContainers())] {
            let expected = single.render(view)
            let actual = banded.render(view)
            #expect(actual.plain == expected.plain)
            #expect(actual.ansi == expected.ansi)
        }
    }

    @Test("a text of many lines is laid out once, not once a band: drawn a line at a time it takes a moment")
    func longTextBands() {
        let words = String(repeating: "word ", count: 20_000)  // 5,000 lines at width 20
        var lineByLine = ViewRenderer(width: 20)
        lineByLine.bandHeight = 1
        let clock = ContinuousClock()
        let start = clock.now
        let rendered = lineByLine.render(Text(words), format: .plain)
        #expect(clock.now - start < .seconds(20), "laid out again for each of 5,000 bands")
        #expect(rendered == ViewRenderer(width: 20).render(Text(words), format: .plain))
        #expect(rendered.split(separator: "\n").count == 5_000)
    }
}
