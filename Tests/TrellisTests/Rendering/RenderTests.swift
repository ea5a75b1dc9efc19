import Testing
import Trellis

/// End-to-end renders compared line by line with literal expectations.
/// A sampler of layouts: wrapping, borders, spacers, dividers, CJK, struck text, backgrounds.
struct Sampler: View {
    var body: some View {
        VStack(alignment: .leading) {
        Text("Hello world, this wraps around").bold()
        HStack { Text("a"); Spacer(); Text("b") }.border(.rounded)
        Divider()
        ForEach(0..<3) { index in Text("row \(index)").strikethrough(index == 1) }
        Text("한국어 텍스트 줄바꿈 확인합니다").padding().border(.double)
        Text("Note").padding().background { Color.yellow }
        }
    }
}

@MainActor @Suite("Rendering") struct RenderTests {
    let view = Sampler()

    @Test("plain output: wrapping, borders, spacers, dividers, CJK, struck text")
    func plain() {
        let expected = """
            Hello world, this wraps around
            ╭────────────────────────────╮
            │a                          b│
            ╰────────────────────────────╯
            ──────────────────────────────
            row 0
            r\u{336}o\u{336}w\u{336} 1\u{336}
            row 2
            ╔═══════════════════════════╗
            ║ 한국어 텍스트 줄바꿈 확인 ║
            ║ 합니다                    ║
            ╚═══════════════════════════╝
             Note

            """
        #expect(ViewRenderer(width: 30).render(view).plain == expected)
    }

    @Test("ANSI output opens styles where they change and resets at the end of runs")
    func ansi() {
        let lines = ViewRenderer(width: 30).render(view).ansi.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "\u{1B}[1mHello world, this wraps around\u{1B}[0m")
        #expect(lines[4] == "\u{1B}[2m──────────────────────────────\u{1B}[0m")
        #expect(lines[6] == "\u{1B}[9mrow 1\u{1B}[0m")
        #expect(lines[12] == "\u{1B}[43m Note \u{1B}[0m")
    }

    @Test("no line is wider than the output at any width", arguments: [1, 2, 5, 10, 17, 30, 80])
    func neverWiderThanWidth(width: Int) {
        let plain = ViewRenderer(width: width).render(view).plain
        for line in plain.split(separator: "\n") {
            #expect(CellWidth.width(of: line) <= width, "\(line)")
        }
    }
}
