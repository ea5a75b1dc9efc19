import Foundation
import Testing
import Trellis
import TrellisHost

/// Plugins built outside the main package load: a Swift package depending on
/// TrellisPluginSDK by path (Tests/PluginPackage), and a C plugin made by
/// `trellis new-plugin --c` and compiled with its build script.
@MainActor @Suite(.serialized) struct ThirdPartyPluginTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let products = URL(fileURLWithPath: try! FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        .deletingLastPathComponent()

    @Test func swiftPackageDependingOnTheSDKBuildsAndLoads() throws {
        let scratch = Self.repository.appendingPathComponent(".build-plugin-package")
        try Self.run("/usr/bin/env", ["swift", "build", "--package-path", Self.repository.appendingPathComponent("Tests/PluginPackage").path,
                                      "--scratch-path", scratch.path])
        let host = PluginHost(searchPath: PluginSearchPath(directories: [scratch.appendingPathComponent("debug").path]))
        let plugin = try host.plugin(named: "Rows")
        #expect(plugin.runtime.hasPrefix("Swift"))
        let view = try host.container("Rows", of: plugin, arguments: ["title": .string("Chores")]) {
            Text("Dishes")
            try! host.apply("highlighted", of: plugin, arguments: [.bool(true)], to: Text("Laundry"))
        }
        let rendered = ViewRenderer(width: 30).render(view)
        #expect(host.takeFailures().isEmpty)
        #expect(rendered.plain == """
            ╭ Chores ─╮
            │ Dishes  │
            │ Laundry │
            ╰─────────╯

            """)
        #expect(rendered.ansi.contains("\u{1B}[1mLaundry"))
    }

    @Test func cScaffoldBuildsWithItsScriptAndLoads() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-scaffold-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o755])
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.run(Self.products.appendingPathComponent("trellis").path,
                     ["new-plugin", "Stack", "--c", "--output", folder.path, "--trellis-path", Self.repository.path])
        try Self.run(folder.appendingPathComponent("Stack/build.sh").path, [])
        let host = PluginHost(searchPath: PluginSearchPath(directories: [folder.appendingPathComponent("Stack").path]))
        let plugin = try host.plugin(named: "Stack")
        #expect(plugin.runtime == "C")
        let view = try host.container("Stack", of: plugin) {
            Text("one")
            Text("two")
        }
        #expect(ViewRenderer(width: 10).render(view).plain == "one\ntwo\n")
    }

    static func run(_ executable: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CommandFailure(description: "\(executable) \(arguments.joined(separator: " ")): \(String(decoding: message, as: UTF8.self))")
        }
    }

    struct CommandFailure: Error, CustomStringConvertible {
        let description: String
    }
}
