import Testing
import Trellis
import TrellisHost

@MainActor @Suite("The Kanban plugin") struct KanbanPluginTests {
    let host = PluginHost(searchPath: PluginSearchPath(directories: []))
    let kanban: Plugin

    init() throws {
        kanban = try host.load(path: try PluginBuilds.kanban())
    }

    func board<Content: View>(_ arguments: [String: PluginValue] = [:], @ViewBuilder content: () -> Content) throws -> some View {
        try host.container("Kanban", of: kanban, arguments: arguments, content: content)
    }

    func blocked(_ title: String) throws -> AnyView {
        try host.apply("kanbanBlocked", of: kanban, arguments: [.bool(true)], to: Text(title))
    }

    /// Three columns: two cards, a blocked card, one card.
    func sample() throws -> some View {
        let blocked = try blocked("Kanban plugin in C")
        return try board {
            Section("To do") { Text("Write the ABI notes"); Text("Fixture plugins broken on purpose") }
            Section("Doing") { blocked }
            Section("Done") { Text("Header") }
        }
    }

    @Test("it declares its container, parameters, key and modifier")
    func declarations() throws {
        #expect(kanban.name == "Kanban")
        #expect(kanban.runtime == "C")
        let container = try #require(kanban.container(named: "Kanban"))
        #expect(container.takesContent)
        #expect(container.parameters.map(\.name) == ["columnWidth", "spacing"])
        #expect(container.parameters.map(\.defaultValue) == [.int(0), .int(1)])
        #expect(kanban.valueKeys.map(\.name) == ["isBlocked"])
        #expect(kanban.valueKeys.first?.defaultValue == .bool(false))
        #expect(kanban.modifier(named: "kanbanBlocked")?.signature.description == "v(Rb)")
    }

    @Test("built without -fvisibility=hidden, it still exports the entry point alone")
    func exportsOnlyTheEntry() throws {
        let path = try PluginBuilds.kanban(flags: [])
        let symbols = try CTools.run("nm", ["-D", "--defined-only", path])
        #expect(symbols.status == 0)
        #expect(symbols.output.split(separator: "\n").compactMap { $0.split(separator: " ").last } == ["trellis_plugin_entry_v1"])
    }

    @Test("40 columns: the columns share the width, cards wrap, a blocked card is marked")
    func width40() throws {
        let expected = """
            ┌─ To do ───┐ ┌─ Doing ───┐ ┌─ Done ───┐
            │Write the  │ │✖ Kanban   │ │Header    │
            │ABI notes  │ │  plugin in│ └──────────┘
            ├───────────┤ │  C        │
            │Fixture    │ └───────────┘
            │plugins    │
            │broken on  │
            │purpose    │
            └───────────┘

            """
        let rendered = ViewRenderer(width: 40).render(try sample())
        #expect(rendered.plain == expected)
        #expect(rendered.ansi == expected.replacingOccurrences(of: "✖", with: "\u{1B}[1;31m✖\u{1B}[0m"))
        #expect(host.takeFailures().isEmpty)
    }

    @Test("80 and 120 columns")
    func width80And120() throws {
        let expected80 = """
            ┌─ To do ────────────────┐ ┌─ Doing ────────────────┐ ┌─ Done ─────────────────┐
            │Write the ABI notes     │ │✖ Kanban plugin in C    │ │Header                  │
            ├────────────────────────┤ └────────────────────────┘ └────────────────────────┘
            │Fixture plugins broken  │
            │on purpose              │
            └────────────────────────┘

            """
        let expected120 = """
            ┌─ To do ──────────────────────────────┐ ┌─ Doing ─────────────────────────────┐ ┌─ Done ──────────────────────────────┐
            │Write the ABI notes                   │ │✖ Kanban plugin in C                 │ │Header                               │
            ├──────────────────────────────────────┤ └─────────────────────────────────────┘ └─────────────────────────────────────┘
            │Fixture plugins broken on purpose     │
            └──────────────────────────────────────┘

            """
        #expect(ViewRenderer(width: 80).render(try sample()).plain == expected80)
        #expect(ViewRenderer(width: 120).render(try sample()).plain == expected120)
        #expect(host.takeFailures().isEmpty)
    }

    @Test("Korean titles and cards: wide characters keep the boxes aligned")
    func korean() throws {
        let board = try board {
            Section("할 일") { Text("한국어 카드"); Text("둘째 카드입니다 길게 씁니다") }
            Section("완료") { Text("끝") }
        }
        let expected = """
            ┌─ 할 일 ──────────┐ ┌─ 완료 ──────────┐
            │한국어 카드       │ │끝               │
            ├──────────────────┤ └─────────────────┘
            │둘째 카드입니다 길│
            │게 씁니다         │
            └──────────────────┘

            """
        let plain = ViewRenderer(width: 40).render(board).plain
        #expect(plain == expected)
        let lines = plain.split(separator: "\n")
        for line in lines {
            #expect(borderCells(of: line).prefix(2) == [0, 19], "\(line)")
        }
        for line in lines.prefix(3) {
            #expect(borderCells(of: line).suffix(2) == [21, 39], "\(line)")
        }
        #expect(host.takeFailures().isEmpty)
    }

    /// The cells at which box-drawing characters stand in `line`.
    func borderCells(of line: Substring) -> [Int] {
        var cells: [Int] = []
        var cell = 0
        for character in line {
            if "│┌┐└┘├┤".contains(character) { cells.append(cell) }
            cell += CellWidth.width(of: String(character))
        }
        return cells
    }

    @Test("a card can hold another Kanban: the inner board lays out inside the outer card")
    func nested() throws {
        let inner = try board {
            Section("A") { Text("a1"); Text("a2") }
            Section("B") { Text("b1") }
        }
        let outer = try board {
            Section("Outer") { inner; Text("plain card") }
            Section("Side") { Text("x") }
        }
        let expected = """
            ┌─ Outer ────────────────────┐ ┌─ Side ────────────────────┐
            │┌─ A ────────┐ ┌─ B ───────┐│ │x                          │
            ││a1          │ │b1         ││ └───────────────────────────┘
            │├────────────┤ └───────────┘│
            ││a2          │              │
            │└────────────┘              │
            ├────────────────────────────┤
            │plain card                  │
            └────────────────────────────┘

            """
        #expect(ViewRenderer(width: 60).render(outer).plain == expected)
        let cut = """
            ┌─ Outer ────────────────────┐ ┌─ Side ────────────────────┐
            │┌─ A ────────┐ ┌─ B ───────┐│ │x                          │
            │└────────────┘ └───────────┘│ └───────────────────────────┘
            └────────────────────────────┘

            """
        #expect(ViewRenderer(width: 60, lengthScale: .cells).render(outer.frame(height: 4)).plain == cut)
        #expect(host.takeFailures().isEmpty)
    }

    @Test("columnWidth and spacing; headers and footers; the implicit section is a column without a title")
    func arguments() throws {
        let board = try board(["columnWidth": .int(12), "spacing": .int(3)]) {
            Section { Text("card one"); Text("card two") } header: { Text("Review") } footer: { Text("2 cards") }
            Section("Empty") { EmptyView() }
            Text("loose card")
        }
        let expected80 = """
            ┌─ Review ─┐   ┌─ Empty ──┐   ┌──────────┐
            │card one  │   └──────────┘   │loose card│
            ├──────────┤                  └──────────┘
            │card two  │
            ├──────────┤
            │2 cards   │
            └──────────┘

            """
        let expected30 = """
            ┌─ Re… ┐   ┌─ Em… ┐   ┌──────┐
            │card  │   └──────┘   │loose │
            │one   │              │card  │
            ├──────┤              └──────┘
            │card  │
            │two   │
            ├──────┤
            │2     │
            │cards │
            └──────┘

            """
        #expect(ViewRenderer(width: 80).render(board).plain == expected80)
        #expect(ViewRenderer(width: 30).render(board).plain == expected30)
        #expect(host.takeFailures().isEmpty)
    }

    @Test("narrow widths degrade without a failure or a line wider than the output", arguments: 0...24)
    func narrow(_ width: Int) throws {
        let plain = ViewRenderer(width: width).render(try sample()).plain
        for line in plain.split(separator: "\n") {
            #expect(CellWidth.width(of: line) <= width, "\(line)")
        }
        #expect(host.takeFailures().isEmpty)
    }

    @Test("its size never exceeds a finite proposal", arguments: [0, 1, 5, 13, 40, nil], [0, 1, 3, nil])
    func honoursProposal(_ width: Int?, _ height: Int?) throws {
        let proposal = CellProposal(width: width, height: height)
        let size = RenderTree(try sample(), container: proposal).sizeThatFits(proposal)
        if let width { #expect(size.width <= width) }
        if let height { #expect(size.height <= height) }
        #expect(host.takeFailures().isEmpty)
    }
}
