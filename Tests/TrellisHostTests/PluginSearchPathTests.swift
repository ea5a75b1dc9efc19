import Foundation
import Testing
import TrellisHost

/// The standard search path's folders and their order.
@MainActor @Suite("Plugin search path") struct PluginSearchPathTests {
    /// The folder of the running test executable, as the search path sees it.
    static let executableFolder = ((try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? "")
        .split(separator: "/").dropLast().reduce("") { $0 + "/" + $1 }

    @Test("--plugin-path, TRELLIS_PLUGIN_PATH, the executable's folder, its installed plugins, the user's")
    func order() {
        let path = PluginSearchPath.standard(explicit: ["/a"], environment: ["TRELLIS_PLUGIN_PATH": "/b:/c", "HOME": "/home/u"])
        let installed = Self.executableFolder.split(separator: "/").dropLast().reduce("") { $0 + "/" + $1 } + "/share/trellis/plugins"
        #expect(path.directories == ["/a", "/b", "/c", Self.executableFolder, installed, "/home/u/.local/share/trellis/plugins"])
    }

    @Test("XDG_DATA_HOME replaces ~/.local/share when it is absolute")
    func dataHome() {
        #expect(PluginSearchPath.standard(environment: ["XDG_DATA_HOME": "/d", "HOME": "/home/u"]).directories.last == "/d/trellis/plugins")
        #expect(PluginSearchPath.standard(environment: ["XDG_DATA_HOME": "d", "HOME": "/home/u"]).directories.last == "/home/u/.local/share/trellis/plugins")
    }
}
