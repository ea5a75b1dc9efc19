import Foundation
import Testing
@testable import TrellisScript

/// All the data a document reads — every `load(…)`, `--data` file and `stdin()` — counts
/// against one budget, `ScriptLimits.dataBytes`; a file loaded again unchanged is read once
/// and costs nothing more; and standard input that cannot be read is an error, never `[]`.
@Suite("Data budget") struct DataBudgetTests {
    static let limits: ScriptLimits = {
        var limits = ScriptLimits.standard
        limits.dataBytes = 100
        return limits
    }()

    /// The diagnostics of `source` in a folder of `files`, read within `limits`.
    static func diagnostics(
        _ source: String, files: [String: String], limits: ScriptLimits = limits, standardInput: @escaping () throws -> Data = { Data() }
    ) throws -> [String] {
        let folder = try ScriptTesting.folder(files)
        do {
            let document = try ScriptDocument(
                source: source, path: folder.appendingPathComponent("doc.swift").path, loader: TestLoader(), limits: limits,
                standardInput: standardInput)
            _ = try document.render(width: 40)
            return []
        } catch {
            return error.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        }
    }

    /// 59 bytes of JSON: `[1, 1, …]`.
    static let small = "[" + Array(repeating: "1", count: 29).joined(separator: ",") + "]"

    @Test("two files within the budget each, but not together, are refused at the second")
    func total() throws {
        #expect(Self.small.utf8.count == 59)
        let source = "let a = load(\"a.json\")\nlet b = load(\"b.json\")\nText(\"\\(a.count + b.count)\")"
        #expect(try Self.diagnostics(source, files: ["a.json": Self.small, "b.json": Self.small]) == [
            "2:14: cannot load 'b.json': with the 59 bytes of data read before it, larger than 100 bytes, the limit for all the data a document reads"
        ])
        #expect(try Self.diagnostics(source, files: ["a.json": Self.small, "b.json": "[1]"]) == [])
    }

    @Test("one file loaded many times is read once, and counted once")
    func sameFile() throws {
        let lets = (0..<16).map { "let a\($0) = load(\"a.json\")" }.joined(separator: "\n")
        let source = lets + "\nText(\"\\(a0.count + a15.count)\")"
        #expect(try Self.diagnostics(source, files: ["a.json": Self.small]) == [])
        let folder = try ScriptTesting.folder(["a.json": Self.small])
        let document = try ScriptDocument(source: source, path: folder.appendingPathComponent("doc.swift").path, loader: TestLoader(), limits: Self.limits)
        #expect(try document.render(width: 40).plain.hasPrefix("58"))
    }

    @Test("standard input counts too")
    func standardInput() throws {
        let source = "let a = load(\"a.json\")\nlet b = stdin()\nText(\"\\(a.count + b.count)\")"
        #expect(try Self.diagnostics(source, files: ["a.json": Self.small], standardInput: { Data(Self.small.utf8) }) == [
            "2:9: cannot load '<stdin>': with the 59 bytes of data read before it, larger than 100 bytes, the limit for all the data a document reads"
        ])
        #expect(try Self.diagnostics("let b = stdin()\nText(\"\\(b.count)\")", files: [:], standardInput: { Data(String(repeating: " ", count: 101).utf8) })
            == ["1:9: cannot load '<stdin>': larger than 100 bytes, the limit for data"])
    }

    /// How many times standard input was read.
    final class Reads {
        var count = 0
    }

    @Test("standard input that cannot be read is an error at each stdin(), read once")
    func unreadableStandardInput() throws {
        let source = "let a = stdin()\nlet b = stdin()\nText(\"\\(a.count + b.count)\")"
        let reads = Reads()
        #expect(try Self.diagnostics(source, files: [:], standardInput: {
            reads.count += 1
            throw StandardInputError(description: "standard input is closed")
        }) == [
            "1:9: cannot load '<stdin>': standard input is closed",
            "2:9: cannot load '<stdin>': standard input is closed",
        ])
        #expect(reads.count == 1)
    }
}
