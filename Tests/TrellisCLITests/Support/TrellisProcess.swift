import Foundation

/// Runs the built `trellis` executable as a process, the way a user does.
struct TrellisProcess {
    /// What a run produced.
    struct Result: Equatable {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The fixture documents, beside this file's folder.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The `trellis` executable in the build products folder that holds this test bundle.
    static let executable: URL = {
        let candidates = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
                          URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
            + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        for folder in candidates {
            let url = folder.appendingPathComponent("trellis")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue { return url }
        }
        fatalError("no trellis executable next to the test bundle (looked in \(candidates.map(\.path)))")
    }()

    /// Runs `trellis arguments` in `directory` (the fixtures by default) with only `environment`
    /// set (plus `PATH`), feeding `input` to standard input. A run that takes longer than
    /// `timeout` seconds is killed (status 9), so that a hang fails its test instead of the suite.
    static func run(
        _ arguments: [String], in directory: URL = fixtures, environment: [String: String] = [:], input: String = "",
        timeout: Double? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = environment.merging(["PATH": "/usr/bin:/bin"]) { own, _ in own }
        // Standard output and error go to files: a child that fills one pipe while the test
        // reads the other would block for good.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputURL = folder.appendingPathComponent("stdout"), errorURL = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL), error = try FileHandle(forWritingTo: errorURL)
        let standardInput = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = standardInput
        try process.run()
        let identifier = process.processIdentifier
        let watchdog = DispatchWorkItem { kill(identifier, SIGKILL) }
        if let timeout { DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog) }
        standardInput.fileHandleForWriting.write(Data(input.utf8))
        try standardInput.fileHandleForWriting.close()
        process.waitUntilExit()
        watchdog.cancel()
        try output.close()
        try error.close()
        let outputData = try Data(contentsOf: outputURL), errorData = try Data(contentsOf: errorURL)
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }
}
