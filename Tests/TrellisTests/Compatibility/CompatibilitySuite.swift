import Foundation

/// The SwiftUI files of `Tests/CompatibilitySuite` and the compiler that typechecks them
/// against the Trellis module of this build.
enum CompatibilitySuite {
    /// The suite's folder, found from this file's path.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CompatibilitySuite")

    /// The names of the suite's Swift files, sorted.
    static let files: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".swift") }
        .sorted()

    /// The build products folder that holds this test bundle: `Modules/` has
    /// `Trellis.swiftmodule`, and `TrellisMacros-tool` expands `@Entry`.
    static let products = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        ?? CommandLine.arguments[0]).deletingLastPathComponent()

    /// The clang module cache the typechecks share (the compiler locks it for concurrent use).
    static let moduleCache = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-compat-module-cache")

    /// `source` with its `import SwiftUI` lines made `import Trellis`, nothing else changed.
    static func ported(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0 == "import SwiftUI" ? "import Trellis" : String($0) }
            .joined(separator: "\n")
    }

    /// What `swiftc -typecheck` said about `file` of `folder` ported: its exit status and
    /// diagnostics.
    static func typecheck(_ file: String, in folder: URL = folder) throws -> (status: Int32, diagnostics: String) {
        let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-compat-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let portedFile = scratch.appendingPathComponent(file)
        try ported(source).write(to: portedFile, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swiftc", "-typecheck", "-swift-version", "6",
            "-I", products.appendingPathComponent("Modules").path,
            "-load-plugin-executable", products.appendingPathComponent("TrellisMacros-tool").path + "#TrellisMacros",
            "-module-cache-path", moduleCache.path,
            portedFile.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let diagnostics = String(decoding: data, as: UTF8.self).replacingOccurrences(of: scratch.path + "/", with: "")
        return (process.terminationStatus, diagnostics)
    }
}
