import Foundation
import Testing
import Trellis
import TrellisHost

/// The description of the error `body` throws, or `nil` when it throws none.
@MainActor func failure<T>(_ body: () throws(PluginError) -> T) -> String? {
    do {
        _ = try body()
        return nil
    } catch {
        return error.description
    }
}

/// The description of the error loading `path` throws, or `nil` when it loads.
@MainActor func loadFailure(_ path: String, into host: PluginHost = PluginHost(searchPath: PluginSearchPath(directories: []))) -> String? {
    failure { () throws(PluginError) in try host.load(path: path) }
}

/// A fixture built from `loading.c` with `flags`, and the message loading it must give
/// (`$PATH` stands for the library's path).
struct BrokenFixture: Sendable, CustomTestStringConvertible {
    let flags: [String]
    let message: String
    var testDescription: String { flags.joined(separator: " ") }
}

@MainActor @Suite("Loading plugins") struct PluginLoadingTests {
    nonisolated static let brokenFixtures = [
        BrokenFixture(flags: ["-DNO_ENTRY"], message: "plugin '$PATH': no entry point (the library does not export trellis_plugin_entry_v1)"),
        BrokenFixture(flags: ["-DMAGIC_POINTER_SIZE=4"], message: "plugin '$PATH': incompatible: host has 8-byte pointers, plugin has 4-byte pointers"),
        BrokenFixture(
            flags: ["-DSWIFT_VERSION=\"5.9\""],
            message: "plugin '$PATH': incompatible: host has Swift \(BuildFacts.swiftCompilerVersion), plugin has Swift 5.9 (Swift plugins must be built with the host's compiler)"),
        BrokenFixture(
            flags: ["-DREFUSE"],
            message: "plugin '$PATH': refused to load: the entry point returned status 2: this plugin needs a host with a colour extension"),
        BrokenFixture(flags: ["-DNULL_NAME"], message: "plugin '$PATH': misbehaved: the plugin name is NULL"),
        BrokenFixture(flags: ["-DPLUGIN_NAME=\"Bad Name\""], message: "plugin '$PATH': misbehaved: plugin name \"Bad Name\" is not an identifier"),
        BrokenFixture(flags: ["-DCONTAINER_SIZE=8"], message: "plugin 'Fixture': misbehaved: container struct_size is 8; this host needs at least 64"),
        BrokenFixture(flags: ["-DDUPLICATE_CONTAINER"], message: "plugin 'Fixture': misbehaved: container 'Box' is declared twice"),
        BrokenFixture(
            flags: ["-DMODIFIER_SIGNATURE=\"v(Cx)\""],
            message: "plugin 'Fixture': misbehaved: modifier 'touch': signature \"v(Cx)\": unknown type code 'x'"),
        BrokenFixture(
            flags: ["-DMODIFIER_SIGNATURE=\"v(CR)\""],
            message: "plugin 'Fixture': misbehaved: modifier 'touch': signature \"v(CR)\": the context C or request R may only come first"),
        BrokenFixture(
            flags: ["-DMODIFIER_SIGNATURE=\"v(ib)\""],
            message: "plugin 'Fixture': misbehaved: modifier 'touch': signature \"v(ib)\": the first argument must be the context C or the request R"),
        BrokenFixture(flags: ["-DNULL_MODIFIER"], message: "plugin 'Fixture': misbehaved: modifier 'touch' has no function"),
        BrokenFixture(flags: ["-DNULL_LAYOUT"], message: "plugin 'Fixture': misbehaved: container 'Box' has no layout function"),
    ]

    @Test("a broken plugin is refused with a message naming it and the fault", arguments: brokenFixtures)
    func brokenPlugin(_ fixture: BrokenFixture) throws {
        let path = try PluginBuilds.fixture("loading.c", flags: fixture.flags)
        #expect(loadFailure(path) == fixture.message.replacingOccurrences(of: "$PATH", with: path))
    }

    @Test("a file that is not a shared object is refused before dlopen, with the reason")
    func notASharedObject() throws {
        let path = try PluginBuilds.folder() + "/libText.so"
        try Data(String(repeating: "not a shared object, only text\n", count: 4).utf8).write(to: URL(fileURLWithPath: path))
        #expect(loadFailure(path) == "plugin '\(path)': not a loadable shared object: not an ELF file (no ELF magic number)")
    }

    @Test("two plugins providing the same container: the second is refused")
    func duplicateContainerAcrossPlugins() throws {
        let first = try PluginBuilds.fixture("loading.c", name: "First", flags: ["-DPLUGIN_NAME=\"First\""])
        let second = try PluginBuilds.fixture("loading.c", name: "Second", flags: ["-DPLUGIN_NAME=\"Second\""])
        let host = PluginHost(searchPath: PluginSearchPath(directories: []))
        #expect(loadFailure(first, into: host) == nil)
        #expect(loadFailure(second, into: host) == "plugin 'Second': container 'Box' is also provided by plugin 'First' (\(first))")
        #expect(host.loadedPlugins.map(\.name) == ["First"])
    }

    @Test("two files declaring the same plugin name: the second is refused")
    func duplicatePluginName() throws {
        let first = try PluginBuilds.fixture("loading.c")
        let second = try PluginBuilds.fixture("loading.c", flags: ["-DCONTAINER_NAME=\"Other\""])
        let host = PluginHost(searchPath: PluginSearchPath(directories: []))
        #expect(loadFailure(first, into: host) == nil)
        #expect(loadFailure(second, into: host) == "plugin 'Fixture': \(second) and \(first) both provide a plugin named 'Fixture'")
    }

    @Test("a plugin is found on the search path as libName.so and loaded once")
    func searchPath() throws {
        let folder = try PluginBuilds.folder()
        _ = try PluginBuilds.fixture("loading.c", in: folder)
        let host = PluginHost(searchPath: PluginSearchPath(directories: [folder]))
        let plugin = try host.plugin(named: "Fixture")
        #expect(plugin.path == folder + "/libFixture.so")
        #expect(plugin.runtime == "C")
        #expect(try host.plugin(named: "Fixture") === plugin)
        #expect(failure { () throws(PluginError) in try host.plugin(named: "Missing") }
            == "no plugin named 'Missing' on the plugin search path (searched: \(folder))")
    }
}
