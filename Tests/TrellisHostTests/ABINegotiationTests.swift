import Testing
import Trellis
import TrellisHost

@Suite("ABI negotiation") struct ABINegotiationTests {
    /// Renders the fixture's container, which draws "ok".
    func render(_ plugin: Plugin, in host: PluginHost) throws -> String {
        ViewRenderer(width: 10).render(try host.container("Box", of: plugin) { EmptyView() }).plain
    }

    @Test("a plugin built for the host's minor loads and works")
    func sameMinor() throws {
        let path = try PluginBuilds.fixture("loading.c", flags: ["-DMAGIC_MINOR=0", "-DMAGIC_MINOR_REQUIRED=0"])
        let host = PluginHost(searchPath: PluginSearchPath(directories: []))
        let plugin = try host.load(path: path)
        #expect(plugin.abiVersion == "1.0")
        #expect(try render(plugin, in: host) == "ok\n")
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
        #expect(loadFailure(path) == "plugin '\(path)': incompatible: host has ABI 1.0, plugin needs ABI 1.99 or newer")
    }

    @Test("a plugin of another major version is refused", arguments: [0, 2])
    func otherMajor(_ major: Int) throws {
        let path = try PluginBuilds.fixture("loading.c", flags: ["-DMAGIC_MAJOR=\(major)"])
        #expect(loadFailure(path) == "plugin '\(path)': incompatible: host has ABI 1.0, plugin has ABI \(major).0 (a different major version)")
    }
}
