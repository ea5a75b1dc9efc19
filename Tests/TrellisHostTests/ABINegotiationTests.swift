import Testing
import Trellis
import TrellisHost

@MainActor @Suite("ABI negotiation") struct ABINegotiationTests {
    /// Renders the fixture's container, which draws "ok".
    func render(_ plugin: Plugin, in host: PluginHost) throws -> String {
        ViewRenderer(width: 10).render(try host.container("Box", of: plugin) { EmptyView() }).plain
    }

    @Test("a plugin built for the host's minor loads and works")
    func sameMinor() throws {
        let path = try PluginBuilds.fixture("loading.c", flags: ["-DMAGIC_MINOR=1", "-DMAGIC_MINOR_REQUIRED=1"])
        let host = PluginHost(searchPath: PluginSearchPath(directories: []))
        let plugin = try host.load(path: path)
        #expect(plugin.abiVersion == "1.1")
        #expect(try render(plugin, in: host) == "ok\n")
    }

    @Test("a plugin built against ABI 1.0 (its request layout, a C modifier, a kept host table) loads and works")
    func previousMinor() throws {
        let path = try PluginBuilds.fixture("old_minor.c", name: "OldMinor")
        let host = PluginHost(searchPath: PluginSearchPath(directories: []))
        let plugin = try host.load(path: path)
        #expect(plugin.abiVersion == "1.0")
        #expect(plugin.modifiers.map(\.signature.takesRequest) == [false])
        let marked = try host.apply("oldMark", of: plugin, arguments: [.string("marked")], to: Text("a"))
        let view = try host.container("Old", of: plugin, arguments: ["label": .string("plain")]) { marked }
        #expect(ViewRenderer(width: 20).render(view).plain == "old marked\n")
        let unmarked = try host.container("Old", of: plugin, arguments: ["label": .string("plain")]) { Text("b") }
        #expect(ViewRenderer(width: 20).render(unmarked).plain == "old plain\n")
        #expect(host.takeFailures().map(\.description) == [])
    }

    @Test("a plugin of a later minor that needs only 1.0 loads; its larger structs are read by their size")
    func laterMinorNeedingOlder() throws {
        let path = try PluginBuilds.fixture("loading.c", flags: ["-DMAGIC_MINOR=3", "-DMAGIC_MINOR_REQUIRED=0", "-DFUTURE_FIELDS"])
        let host = PluginHost(searchPath: PluginSearchPath(directories: []))
        let plugin = try host.load(path: path)
        #expect(plugin.abiVersion == "1.3")
        #expect(plugin.modifiers.map(\.name) == ["touch"])
        #expect(try render(plugin, in: host) == "ok\n")
        #expect(host.takeFailures().isEmpty)
    }

    @Test("a plugin that needs a newer minor than the host's is refused")
    func newerMinorRequired() throws {
        let path = try PluginBuilds.fixture("loading.c", flags: ["-DMAGIC_MINOR=99", "-DMAGIC_MINOR_REQUIRED=99"])
        #expect(loadFailure(path) == "plugin '\(path)': incompatible: host has ABI 1.1, plugin needs ABI 1.99 or newer")
    }

    @Test("a plugin of another major version is refused", arguments: [0, 2])
    func otherMajor(_ major: Int) throws {
        let path = try PluginBuilds.fixture("loading.c", flags: ["-DMAGIC_MAJOR=\(major)"])
        #expect(loadFailure(path) == "plugin '\(path)': incompatible: host has ABI 1.1, plugin has ABI \(major).1 (a different major version)")
    }
}
