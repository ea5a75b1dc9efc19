import Foundation
import Testing
import TrellisHost

@MainActor @Suite("Plugin trust") struct PluginTrustTests {
    @Test("a plugin in a group-writable folder is refused, and loads when writable plugins are allowed")
    func groupWritableFolder() throws {
        let folder = try PluginBuilds.folder(mode: 0o775)
        let path = try PluginBuilds.fixture("loading.c", in: folder)
        #expect(loadFailure(path) == "plugin '\(path)': not trusted: folder \(folder) is writable by its group (chmod go-w it, or pass --allow-writable-plugins)")
        let host = PluginHost(searchPath: PluginSearchPath(directories: []), allowsWritablePlugins: true)
        #expect(loadFailure(path, into: host) == nil)
    }

    @Test("a world-writable plugin file is refused")
    func worldWritableFile() throws {
        let path = try PluginBuilds.fixture("loading.c")
        try FileManager.default.setAttributes([.posixPermissions: 0o757], ofItemAtPath: path)
        #expect(loadFailure(path) == "plugin '\(path)': not trusted: file \(path) is writable by everyone (chmod go-w it, or pass --allow-writable-plugins)")
    }
}
