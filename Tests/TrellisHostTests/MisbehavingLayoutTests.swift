import Testing
import Trellis
import TrellisHost

/// A container of the Misbehaving fixture, and the failure it must leave.
struct Misbehaviour: Sendable, CustomTestStringConvertible {
    let container: String
    let message: String
    var testDescription: String { container }
}

@MainActor @Suite("Misbehaving layouts") struct MisbehavingLayoutTests {
    nonisolated static let misbehaviours = [
        Misbehaviour(container: "BadStatus", message: "misbehaved: returned status 99, outside 0...63"),
        Misbehaviour(container: "NoOutput", message: "misbehaved: layout returned without calling begin_output"),
        Misbehaviour(container: "TooBig", message: "misbehaved: answered 45 columns for a proposal of 40"),
        Misbehaviour(container: "BadUTF8", message: "misbehaved: put_text's text is not valid UTF-8"),
        Misbehaviour(container: "BadGlyph", message: "misbehaved: put_cells: cell (1, 0) holds U+7, not a printable scalar"),
        Misbehaviour(container: "BadStyle", message: "misbehaved: put_cells: cell (1, 0) has style 3 of 1"),
        Misbehaviour(container: "CutWide", message: "misbehaved: put_cells: cell (1, 0) cuts a wide cluster in half"),
    ]

    let host = PluginHost(searchPath: PluginSearchPath(directories: []))
    let plugin: Plugin

    init() throws {
        plugin = try host.load(path: try PluginBuilds.fixture("misbehaving.c", name: "Misbehaving"))
    }

    @Test("a layout that breaks the contract draws nothing and leaves a failure naming plugin and container", arguments: misbehaviours)
    func misbehaviour(_ misbehaviour: Misbehaviour) throws {
        let rendered = ViewRenderer(width: 40).render(try host.container(misbehaviour.container, of: plugin) { Text("card") })
        #expect(rendered.plain == "")
        // Every proposal the container is laid out for fails (TooBig: "answered 5 columns for a proposal of 0" too).
        let failures = host.takeFailures().map(\.description)
        let subject = "plugin 'Misbehaving', '\(misbehaviour.container)': "
        #expect(failures.contains(subject + misbehaviour.message))
        #expect(failures.allSatisfy { $0.hasPrefix(subject + "misbehaved: ") }, "\(failures)")
    }

    @Test("the views around a failed container still render")
    func siblings() throws {
        let container = try host.container("BadStatus", of: plugin) { Text("card") }
        let view = VStack(alignment: .leading) {
            Text("before")
            container
            Text("after")
        }
        #expect(ViewRenderer(width: 40).render(view).plain == "before\nafter\n")
        #expect(Set(host.takeFailures().map(\.description)) == ["plugin 'Misbehaving', 'BadStatus': misbehaved: returned status 99, outside 0...63"])
    }

    @Test("an escape sequence from put_text comes out visibly replaced, in plain and ANSI output")
    func escapeSequence() throws {
        let rendered = ViewRenderer(width: 40).render(try host.container("Escape", of: plugin) { Text("card") })
        #expect(rendered.plain == "\u{241B}[31mred\n")
        #expect(rendered.ansi == "\u{241B}[31mred\n")
        #expect(host.takeFailures().isEmpty)
    }
}
