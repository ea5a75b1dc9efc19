import Foundation
import Testing

/// `stdin()` reads standard input as `load(…)` reads a file: standard input that is a folder
/// or closed is one error at the call and status 1, never empty data and status 0.
@Suite("Standard input") struct StandardInputTests {
    /// Runs `trellis render doc.swift` through `/bin/sh` with `redirection` applied, in a fresh
    /// folder holding a document that counts what `stdin()` gives.
    static func render(_ redirection: String) throws -> TrellisProcess.Result {
        let folder = try OutputFileTests.scratch([])
        try Data("let rows = stdin()\nText(\"\\(rows.count)\")\n".utf8).write(to: folder.appendingPathComponent("doc.swift"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec \"$0\" render doc.swift \(redirection)", TrellisProcess.executable.path]
        process.currentDirectoryURL = folder
        process.environment = ["PATH": "/usr/bin:/bin"]
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Small outputs: reading one pipe to its end before the other cannot block the child.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return TrellisProcess.Result(
            status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }

    @Test("standard input that is a folder, or closed, is an error at stdin()", arguments: [
        ("< /", "cannot load '<stdin>': standard input is a folder, not data"),
        ("<&-", "cannot load '<stdin>': standard input is closed"),
    ])
    func unreadable(_ redirection: String, _ message: String) throws {
        let result = try Self.render(redirection)
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("doc.swift:1:12: error: \(message)"), "\(result.standardError)")
    }

    @Test("data on a pipe or from a file is read")
    func readable() throws {
        #expect(try Self.render("< /dev/null").standardOutput == "0\n")
        let piped = try Self.render("<<'END'\n[1, 2, 3]\nEND")
        #expect(piped.standardOutput == "3\n", "\(piped.standardError)")
    }
}
