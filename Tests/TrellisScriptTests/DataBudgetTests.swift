import Foundation
import Testing
@testable import TrellisScript

/// All the data a document reads — every `load(…)`, `--data` file and `stdin()` — counts
/// against one budget, `ScriptLimits.dataBytes`, by the memory it takes once read; a file
/// loaded again unchanged is read once and costs nothing more; and standard input that cannot
/// be read is an error, never `[]`.
@MainActor @Suite("Data budget") struct DataBudgetTests {
    /// What `small` takes once read: an array of 32 values' room.
    static let smallMemory = DataMemory.values(32)
    /// Room for one `small` but not two.
    static let limit = smallMemory * 3 / 2
    static let limits: ScriptLimits = {
        var limits = ScriptLimits.standard
        limits.dataBytes = limit
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

    /// Whether `diagnostics` are the one refusal of `name` at `location` for the total budget.
    /// What the first file takes is at least `smallMemory` and depends on the capacity the
    /// allocator gives its array, so the figure is checked against the limit, not spelled out.
    static func refusal(_ diagnostics: [String], at location: String, of name: String) -> Bool {
        let prefix = "\(location): cannot load '\(name)': with the "
        let suffix = " bytes the data read before it takes, once read, it takes more than \(limit) bytes, the limit for all the data a document reads"
        guard diagnostics.count == 1, let only = diagnostics.first, only.hasPrefix(prefix), only.hasSuffix(suffix),
            let before = Int(only.dropFirst(prefix.count).dropLast(suffix.count))
        else { return false }
        return (smallMemory...limit).contains(before)
    }

    /// 59 bytes of JSON: `[1, 1, …]`.
    static let small = "[" + Array(repeating: "1", count: 29).joined(separator: ",") + "]"

    @Test("two files within the budget each, but not together, are refused at the second")
    func total() throws {
        #expect(Self.small.utf8.count == 59)
        let source = "let a = load(\"a.json\")\nlet b = load(\"b.json\")\nText(\"\\(a.count + b.count)\")"
        #expect(Self.refusal(try Self.diagnostics(source, files: ["a.json": Self.small, "b.json": Self.small]), at: "2:14", of: "b.json"))
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
        #expect(Self.refusal(try Self.diagnostics(source, files: ["a.json": Self.small], standardInput: { Data(Self.small.utf8) }), at: "2:9", of: "<stdin>"))
        #expect(try Self.diagnostics("let b = stdin()\nText(\"\\(b.count)\")", files: [:], standardInput: { Data(String(repeating: " ", count: Self.limit + 1).utf8) })
            == ["1:9: cannot load '<stdin>': larger than \(Self.limit) bytes, the limit for data"])
    }

    /// How many times standard input was read.
    final class Reads {
        var count = 0
    }

    @Test("standard input that cannot be read is one error, at the first stdin(), read once")
    func unreadableStandardInput() throws {
        let source = "let a = stdin()\nlet b = stdin()\nText(\"\\(a.count + b.count)\")"
        let reads = Reads()
        #expect(try Self.diagnostics(source, files: [:], standardInput: {
            reads.count += 1
            throw StandardInputError(description: "standard input is closed")
        }) == [
            "1:9: cannot load '<stdin>': standard input is closed"
        ])
        #expect(reads.count == 1)
    }

    @Test("a data file at /dev/stdin is standard input, and standard input is read for one reader")
    func dataFromStandardInput() throws {
        let folder = try ScriptTesting.folder([:])
        func run(_ source: String) throws -> [String] {
            do {
                let document = try ScriptDocument(
                    source: source, path: folder.appendingPathComponent("doc.swift").path, loader: TestLoader(),
                    data: ["rows": URL(fileURLWithPath: ScriptDocument.standardInputPath)], standardInput: { Data("[1, 2, 3]".utf8) })
                return [try document.render(width: 40).plain]
            } catch {
                return error.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
            }
        }
        #expect(try run("let rows = [1]\nText(\"\\(rows.count)\")") == ["3\n"])
        #expect(try run("let rows = [1]\nlet more = stdin()\nText(\"\\(rows.count + more.count)\")") == [
            "2:12: cannot load '<stdin>': standard input is already read for --data rows; it can be read once"
        ])
    }

    /// Files under the budget in bytes that take more than it once read.
    nonisolated static let overBudgetOnceRead: [(String, String)] = {
        let ones = Array(repeating: "1", count: 200).joined(separator: ",")
        let records = Array(repeating: "{\"a\":1}", count: 40).joined(separator: ",")
        let long = String(repeating: "x", count: 1_100)
        let keys = (0..<10).map { "\"k\($0)\":1" }.joined(separator: ",")
        let columns = (0..<10).map { "c\($0)" }.joined(separator: ",")
        return [
            ("n.json", "[" + ones + "]"),
            ("r.json", "[" + records + "]"),
            ("s.json", "[\"" + long + "\"]"),
            ("r.csv", "a,b\n" + String(repeating: "1,2\n", count: 60)),
            ("s.csv", "a\n" + long + "\n"),
            // Keys and columns cost their bookkeeping (typing, sorting), however few values they hold.
            ("o.json", "{" + keys + "}"),
            ("h.csv", columns + "\n"),
        ]
    }()

    @Test("a file is charged the memory it takes once read, not its size", arguments: overBudgetOnceRead)
    func decodedMemory(_ name: String, _ contents: String) throws {
        #expect(contents.utf8.count < Self.limit)
        #expect(try Self.diagnostics("let a = load(\"\(name)\")\nText(\"\\(a.count)\")", files: [name: contents]) == [
            "1:14: cannot load '\(name)': once read, it takes more than \(Self.limit) bytes, the limit for data"
        ])
    }

    @Test("a file refused keeps what it cost: after two bad files the rest are refused unread")
    func refusedFilesCount() throws {
        let bad = String(Self.small.dropLast()) + ",x]"  // 29 values, then not JSON
        let names = (0..<6).map { "bad\($0).json" }
        let source = names.enumerated().map { "let b\($0.offset) = load(\"\($0.element)\")" }.joined(separator: "\n") + "\nText(\"x\")"
        let diagnostics = try Self.diagnostics(source, files: Dictionary(uniqueKeysWithValues: names.map { ($0, bad) }))
        #expect(diagnostics.count == 6)
        #expect(diagnostics.first?.contains("invalid JSON") == true)
        #expect(diagnostics.last?.hasSuffix("takes all of the \(Self.limit) bytes, the limit for all the data a document reads") == true)
    }

    @Test("CSV rows that cannot fit stop the reader at the first row past the budget; later files are refused unread")
    func csvStopsEarly() throws {
        let rows = "a,b\n" + String(repeating: "1,2\n", count: 100_000)
        let memory = DataMemory(limit: 10_000)
        #expect {
            _ = try Array(rows.utf8).withUnsafeBufferPointer { bytes throws(CSVTable.Failure) in try CSVTable.records(in: bytes, memory: memory) }
        } throws: { error in
            (error as? CSVTable.Failure).map { $0.line < 200 } ?? false
        }
        #expect(memory.isExceeded && memory.used < 10_000)
        let source = "let big = load(\"big.csv\")\nlet small = load(\"s.json\")\nText(\"x\")"
        let overBudget = "a,b\n" + String(repeating: "1,2\n", count: 60)  // within the limit in bytes
        #expect(try Self.diagnostics(source, files: ["big.csv": overBudget, "s.json": "[1]"]) == [
            "1:16: cannot load 'big.csv': once read, it takes more than \(Self.limit) bytes, the limit for data",
            "2:18: cannot load 's.json': the data read before takes all of the \(Self.limit) bytes, the limit for all the data a document reads",
        ])
    }
}
