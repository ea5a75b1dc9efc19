import Foundation
import Testing

/// Trust follows the real path: a plugin is refused when the folder a symbolic link points
/// into, or any folder above the plugin's folder, is writable by its group or everyone; the
/// error names that folder, once, with exit status 1.
@Suite("Plugin trust paths", .enabled(if: FaultyPlugin.compiler != nil, "needs cc to build the fixture plugin"))
struct PluginTrustPathTests {
    /// A new folder of `mode` in `parent`.
    static func folder(_ name: String, in parent: URL, mode: Int) throws -> URL {
        let folder = parent.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: folder.path)
        return folder
    }

    /// Runs `plugins inspect Faulty` and `render` of a document importing it with `plugins` on
    /// the search path, and expects each to refuse with `problem`.
    static func expectRefused(plugins: URL, library: String, problem: String) throws {
        let message = "plugin '\(library)': not trusted: \(problem) (chmod go-w it, or pass --allow-writable-plugins)"
        let documents = try OutputFileTests.scratch([])
        try Data(FaultyPlugin.document(using: "Fine").utf8).write(to: documents.appendingPathComponent("doc.swift"))
        for (command, folder) in [(["plugins", "inspect", "Faulty"], TrellisProcess.fixtures), (["render", "doc.swift"], documents)] {
            let result = try TrellisProcess.run(command + ["--plugin-path", plugins.path], in: folder)
            #expect(result.status == 1, "\(command)")
            #expect(TerminalOutput.occurrences(of: message, in: result.standardError) == 1, "\(command): \(result.standardError)")
            #expect(result.standardOutput == "")
        }
        let allowed = try TrellisProcess.run(["render", "doc.swift", "--plugin-path", plugins.path, "--allow-writable-plugins"], in: documents)
        #expect(allowed == TrellisProcess.Result(status: 0, standardOutput: "before\n fine\n", standardError: ""))
    }

    @Test("a symbolic link into a group-writable folder is refused, naming that folder")
    func symlinkTarget() throws {
        let built = try FaultyPlugin.build()
        let target = try Self.folder("target", in: built, mode: 0o775)
        try FileManager.default.moveItem(at: built.appendingPathComponent("libFaulty.so"), to: target.appendingPathComponent("libFaulty.so"))
        let links = try Self.folder("links", in: built, mode: 0o755)
        let link = links.appendingPathComponent("libFaulty.so")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target.appendingPathComponent("libFaulty.so"))
        try Self.expectRefused(plugins: links, library: link.path, problem: "folder \(target.path) is writable by its group")
    }

    @Test("a plugin folder under a group-writable folder is refused, naming the parent")
    func writableParent() throws {
        let built = try FaultyPlugin.build()
        let parent = try Self.folder("parent", in: built, mode: 0o775)
        let plugins = try Self.folder("plugins", in: parent, mode: 0o755)
        try FileManager.default.moveItem(at: built.appendingPathComponent("libFaulty.so"), to: plugins.appendingPathComponent("libFaulty.so"))
        try Self.expectRefused(
            plugins: plugins, library: plugins.appendingPathComponent("libFaulty.so").path, problem: "folder \(parent.path) is writable by its group")
    }

    @Test("a plugin folder under a world-writable folder without the sticky bit is refused")
    func worldWritableParent() throws {
        let built = try FaultyPlugin.build()
        let parent = try Self.folder("parent", in: built, mode: 0o777)
        let plugins = try Self.folder("plugins", in: parent, mode: 0o755)
        try FileManager.default.moveItem(at: built.appendingPathComponent("libFaulty.so"), to: plugins.appendingPathComponent("libFaulty.so"))
        try Self.expectRefused(
            plugins: plugins, library: plugins.appendingPathComponent("libFaulty.so").path, problem: "folder \(parent.path) is writable by everyone")
    }
}
