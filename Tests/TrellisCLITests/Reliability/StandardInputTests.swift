import Foundation
import Testing

/// `stdin()` reads standard input as `load(…)` reads a file: standard input that is a folder
/// or closed is one error at the call and status 1, never empty data and status 0.
@Suite("Standard input") struct StandardInputTests {
    /// A document that counts what `stdin()` gives.
    static let counting = "let rows = stdin()\nText(\"\\(rows.count)\")\n"

    /// Runs `trellis render ARGUMENTS` through the shell with `redirection` applied, in a fresh
    /// folder holding `document` as `doc.swift`.
    static func render(
        _ redirection: String, arguments: String = "doc.swift", document: String = counting
    ) throws -> TrellisProcess.Result {
        let folder = try OutputFileTests.scratch([])
        try Data(document.utf8).write(to: folder.appendingPathComponent("doc.swift"))
        return try OutputTargetTests.shell("exec \"$T\" render \(arguments) \(redirection)", in: folder)
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

    /// A document that counts `rows`, which `--data rows=…` replaces.
    static let replaced = "let rows = [1]\nText(\"\\(rows.count)\")\n"

    @Test("--data NAME=/dev/stdin reads standard input, from a pipe or a file", arguments: ["/dev/stdin", "/dev/fd/0", "-"])
    func dataFromStandardInput(_ path: String) throws {
        let piped = try Self.render("<<'END'\n[1, 2, 3]\nEND", arguments: "doc.swift --data rows=\(path)", document: Self.replaced)
        #expect(piped.standardOutput == "3\n", "\(piped.standardError)")
        let folder = try OutputFileTests.scratch([])
        try Data("a,b\n1,2\n3,4\n".utf8).write(to: folder.appendingPathComponent("rows.csv"))
        let redirected = try Self.render("< \(folder.path)/rows.csv", arguments: "doc.swift --data rows=\(path)", document: Self.replaced)
        #expect(redirected.standardOutput == "2\n", "\(redirected.standardError)")
    }

    @Test("standard input read twice is one usage error before anything is read", arguments: [
        "/dev/stdin --data rows=/dev/stdin",
        "doc.swift --data rows=/dev/stdin --data other=/dev/fd/0",
    ])
    func readTwice(_ arguments: String) throws {
        let result = try Self.render("< doc.swift", arguments: arguments, document: Self.replaced)
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("standard input can be read once, but "), "\(result.standardError)")
        #expect(TerminalOutput.occurrences(of: "standard input", in: result.standardError) == 1, "\(result.standardError)")
    }

    @Test("stdin() in a document read from standard input is an error, not empty data")
    func documentIsStandardInput() throws {
        let result = try Self.render("< doc.swift", arguments: "/dev/stdin")
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("<stdin>:1:12: error: cannot load '<stdin>': standard input is already read as the document"),
                "\(result.standardError)")
    }

    @Test("--data NAME given twice is a usage error")
    func dataNamedTwice() throws {
        let result = try Self.render("< /dev/null", arguments: "doc.swift --data rows=a.json --data rows=b.json", document: Self.replaced)
        #expect(result.status == 64)
        #expect(result.standardError.contains("--data rows is given twice"), "\(result.standardError)")
    }
}
