import Foundation

/// Runs `Scripts/swiftui-coverage.py` against the Trellis module of this build.
enum CoverageScript {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let modules = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        ?? CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Modules")

    /// The script's exit status, standard output and standard error for `arguments`.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        // Standard error goes to a file, so neither pipe can fill while the other is read.
        let errorsFile = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-coverage-\(UUID().uuidString).err")
        try Data().write(to: errorsFile)
        defer { try? FileManager.default.removeItem(at: errorsFile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", repository.appendingPathComponent("Scripts/swiftui-coverage.py").path]
            + arguments + ["--modules", modules.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorsFile)
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errors = (try? String(contentsOf: errorsFile, encoding: .utf8)) ?? ""
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), errors)
    }
}
