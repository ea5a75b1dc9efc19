import Foundation

/// The C compilers and binary tools the tests run, found on `PATH`.
enum CTools {
    /// The full path of `tool` on `PATH`, or `nil` when it is not installed.
    static func path(of tool: String) -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return directories.map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The installed ones of `tools`.
    static func installed(_ tools: [String]) -> [String] {
        tools.filter { path(of: $0) != nil }
    }

    /// Runs `tool` with `arguments`; returns its exit status and its standard output and error.
    static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path(of: tool) ?? tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// Where the repository's files are, from this source file's path.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    static let headers = root + "/Headers"
    static let fixtures = root + "/Tests/TrellisHostTests/Fixtures"
}
