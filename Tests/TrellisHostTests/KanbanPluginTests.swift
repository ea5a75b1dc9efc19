import Testing
@_spi(Embedding) import Trellis
import TrellisHost

@Suite("The Kanban plugin") struct KanbanPluginTests {
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
        #expect(kanban.modifier(named: "kanbanBlocked")?.signature.description == "v(Cb)")
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
        let ansiLines = rendered.ansi.split(separator: "\n")
        #expect(ansiLines[1] == "│Write the  │ │\u{1B}[1;31m✖\u{1B}[0m Kanban   │ │Header    │")
        #expect(ansiLines.count == 9)
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
}
