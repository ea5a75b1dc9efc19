import Foundation
import Testing

/// Documents over a limit end in an error naming the limit and the place (exit status 1), not a
/// crash, a hang or a flood of output; an existing `-o` file keeps its contents.
@Suite("Limits") struct LimitTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let document: String
        var arguments: [String] = []
        /// The start of standard error: file:line:column: error: message.
        let error: String

        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "10,000 levels of nesting",
             document: String(repeating: "VStack {", count: 10_000) + "Text(\"x\")" + String(repeating: "}", count: 10_000) + "\n",
             error: "doc.swift:1:809: error: brackets, braces and parentheses nest more than 100 levels deep, the limit"),
        Case(name: "a chain of 10,000 modifiers", document: "Text(\"x\")" + String(repeating: ".bold()", count: 10_000) + "\n",
             error: "doc.swift:1:1: error: the syntax nests more than 800 levels deep, the limit"),
        Case(name: "square brackets nested 20 deep (exponential to parse)",
             document: "let a = " + String(repeating: "[", count: 20) + "1" + String(repeating: "]", count: 20) + "\nText(\"a\")\n",
             error: "doc.swift:1:21: error: square brackets nest more than 12 levels deep, the limit"),
        Case(name: "a ForEach over a billion numbers", document: "ForEach(0..<1_000_000_000, id: \\.self) { Text(\"\\($0)\") }\n",
             error: "doc.swift:1:9: error: range 0..<1000000000 has more than 100000 elements (the ForEach limit)"),
        Case(name: "a ForEach over 100,001 data elements",
             document: "let rows = [1]\nForEach(rows, id: \\.self) { Text(\"\\($0)\") }\n", arguments: ["--data", "rows=many.json"],
             error: "doc.swift:2:1: error: ForEach over 100001 elements; the limit is 100000"),
        Case(name: "output of 5,001 lines of 10,000 columns", document: "VStack { ForEach(0..<5_001, id: \\.self) { Text(\"\\($0)\") } }\n",
             arguments: ["--width", "10000"],
             error: "doc.swift:1:1: error: the output would be 5001 lines of 10000 columns, more than the limit of 50000000 cells"),
        Case(name: "a ForEach inside a ForEach, each within its limit, 10^10 in all",
             document: "LazyVStack { ForEach(0..<100000, id: \\.self) { _ in HStack { ForEach(0..<100000, id: \\.self) { Text(\"\\($0)\") } } } }\n",
             // The step limit or the 2 s limit, whichever a build reaches first.
             error: "doc.swift:1:"),
        Case(name: "a view that contains itself",
             document: "struct Loop: View {\n    var body: some View { VStack { Text(\"a\"); Loop() } }\n}\nLoop()\n",
             error: "doc.swift:1:8: error: struct views nest more than 100 levels deep, the limit"),
        Case(name: "a method that calls itself",
             document: "struct Box: View {\n    func f(_ n: Int) -> Int { f(n + 1) }\n    var body: some View { Text(\"\\(f(1))\") }\n}\nBox()\n",
             error: "doc.swift:2:31: error: calls nest more than 100 levels deep, the limit"),
        Case(name: "a document over 128 KiB", document: "Text(\"x\")\n" + String(repeating: "// filler\n", count: 14_000),
             error: "doc.swift:1:1: error: the document is larger than 128 KiB (131072 bytes), the limit for documents"),
        Case(name: "a data file over 64 MiB", document: "let rows = [1]\nText(\"\\(rows.count)\")\n", arguments: ["--data", "rows=huge.json"],
             error: "doc.swift:1:5: error: cannot load '"),
    ]

    /// A folder with `document` as doc.swift, an old out.txt, a JSON array of 100,001 numbers
    /// and a (sparse) 65 MiB file.
    static func prepare(_ document: String) throws -> URL {
        let folder = try OutputFileTests.scratch([])
        try Data(document.utf8).write(to: folder.appendingPathComponent("doc.swift"))
        try Data("old contents\n".utf8).write(to: folder.appendingPathComponent("out.txt"))
        try Data(("[" + Array(repeating: "1", count: 100_001).joined(separator: ",") + "]").utf8).write(to: folder.appendingPathComponent("many.json"))
        _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("huge.json").path, contents: nil)
        let huge = try FileHandle(forWritingTo: folder.appendingPathComponent("huge.json"))
        try huge.truncate(atOffset: 65 << 20)
        try huge.close()
        return folder
    }

    @Test("a document over a limit is an error at its place, status 1, the old -o file kept", arguments: cases)
    func limit(_ testCase: Case) throws {
        let folder = try Self.prepare(testCase.document)
        let result = try TrellisProcess.run(["render", "doc.swift", "-o", "out.txt"] + testCase.arguments, in: folder)
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix(testCase.error), "\(result.standardError.prefix(300))")
        #expect(try String(contentsOf: folder.appendingPathComponent("out.txt"), encoding: .utf8) == "old contents\n")
    }

    @Test("a view nested 99 levels deep renders")
    func deepButWithinLimits() throws {
        let document = String(repeating: "VStack {", count: 99) + "Text(\"deep\")" + String(repeating: "}", count: 99) + "\n"
        let folder = try Self.prepare(document)
        #expect(try TrellisProcess.run(["render", "doc.swift"], in: folder) == TrellisProcess.Result(status: 0, standardOutput: "deep\n", standardError: ""))
    }

    @Test("--width beyond 10,000 is a usage error")
    func width() throws {
        let result = try TrellisProcess.run(["render", "basics.swift", "--width", "10001"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("--width must be at most 10000"))
    }
}
