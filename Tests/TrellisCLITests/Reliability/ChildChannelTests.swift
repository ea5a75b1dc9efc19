import Foundation
import Testing

/// The isolated child is told what it needs by its parent (an inherited descriptor, its
/// arguments after `--`), never by paths or numbers in the environment; every numeric option
/// is checked against its range.
@Suite("Child channel and limits") struct ChildChannelTests {
    @Test("a document named -x.swift renders under --isolate", arguments: [["--isolate"], ["--isolate", "-o", "out.txt"]])
    func dashDocument(extra: [String]) throws {
        let folder = try OutputFileTests.scratch([])
        try Data("Text(\"dash\")\n".utf8).write(to: folder.appendingPathComponent("-x.swift"))
        let result = try TrellisProcess.run(["render"] + extra + ["--", "-x.swift"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let output = extra.contains("-o") ? try String(contentsOf: folder.appendingPathComponent("out.txt"), encoding: .utf8) : result.standardOutput
        #expect(output == "dash\n")
    }

    @Test("option values that start with - reach the child as values")
    func dashValues() throws {
        let folder = try OutputFileTests.scratch(["basics.swift"])
        for name in ["-plugins", "-data"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        let result = try TrellisProcess.run(
            ["render", "basics.swift", "--isolate", "--plugin-path=-plugins", "--allow-read=-data", "--format", "svg", "--title=-t"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("<title>-t</title>"))
    }

    @Test("--timeout and --memory-limit out of range are usage errors", arguments: [
        ["--timeout", "1e300"], ["--timeout", "nan"], ["--timeout", "inf"], ["--timeout", "-1"], ["--timeout", "0"],
        ["--memory-limit", "9223372036854775807"], ["--memory-limit", "1"], ["--length-scale", "1e-300"], ["--length-scale", "8x1e300"],
        ["--wasm-memory", "99999999999"], ["--width", "0"],
    ])
    func outOfRange(option: [String]) throws {
        let result = try TrellisProcess.run(["render", "basics.swift", "--isolate"] + option, timeout: 20)
        #expect(result.status == 64, "\(option): \(result.standardError)")
        #expect(result.standardError.contains("Error:"), "\(result.standardError)")
    }

    @Test("the largest timeout and memory limit are accepted")
    func largestLimits() throws {
        let result = try TrellisProcess.run(["render", "basics.swift", "--isolate", "--timeout", "86400", "--memory-limit", "1048576"], timeout: 20)
        #expect(result.status == 0, "\(result.standardError)")
    }

    @Test("TRELLIS_ISOLATION_* variables neither touch a file nor trap, in an ordinary or an isolated render", arguments: [false, true])
    func environmentIgnored(isolate: Bool) throws {
        let folder = try OutputFileTests.scratch(["basics.swift"])
        let notes = folder.appendingPathComponent("notes.txt")
        let contents = String(repeating: "keep these notes\n", count: 64)
        try Data(contents.utf8).write(to: notes)
        let environment = [
            "TRELLIS_ISOLATION_BREADCRUMBS": notes.path, "TRELLIS_ISOLATION_MEMORY": "99999999999999999999999",
            "TRELLIS_ISOLATION_TIMEOUT": "1e300", "TRELLIS_ISOLATION_TOKEN": String(repeating: "0", count: 32),
        ]
        let result = try TrellisProcess.run(["render", "basics.swift"] + (isolate ? ["--isolate"] : []), in: folder, environment: environment)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try String(contentsOf: notes, encoding: .utf8) == contents)
    }

    @Test("a document over the size limit is refused at once, not read whole to quote it", arguments: ["render", "check"])
    func hugeDocument(command: String) throws {
        let folder = try OutputFileTests.scratch([])
        let file = folder.appendingPathComponent("huge.swift")
        // 3 GiB of holes: reading it whole takes 3 GiB of memory.
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data("Text(\"a\")\n".utf8)))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 3 << 30)
        try handle.close()
        let result = try TrellisProcess.run([command, "huge.swift"], in: folder, timeout: 20)
        #expect(result.status == 1)
        #expect(result.standardError.contains("larger than"), "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
    }
}
