import Foundation

/// The Faulty fixture plugin (`Fixtures/FaultyPlugin/faulty.c`), or another fixture plugin,
/// compiled with `cc` into a fresh folder of mode 0755 (the host refuses plugins that others
/// could change) directly under the temporary folder (sticky, so trusted above it).
enum FaultyPlugin {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// `cc` on `PATH`, if installed.
    static let compiler: String? = ["/usr/local/bin/cc", "/usr/bin/cc", "/bin/cc"].first { FileManager.default.isExecutableFile(atPath: $0) }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A new folder holding `library` (`libFaulty.so`) built from `source`, a file of the fixtures.
    static func build(_ source: String = "FaultyPlugin/faulty.c", as library: String = "libFaulty.so") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-faulty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        let library = folder.appendingPathComponent(library)
        let source = TrellisProcess.fixtures.appendingPathComponent(source)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: compiler ?? "cc")
        process.arguments = ["-shared", "-fPIC", "-I", root.appendingPathComponent("Headers").path, source.path, "-o", library.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure(description: "cc failed:\n" + String(decoding: output, as: UTF8.self)) }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: library.path)
        return folder
    }

    /// A document that draws a line, then container `name` of the plugin over one line.
    static func document(using name: String) -> String {
        """
        import Faulty

        VStack {
            Text("before")
            \(name) { Text("inside") }
        }

        """
    }
}
