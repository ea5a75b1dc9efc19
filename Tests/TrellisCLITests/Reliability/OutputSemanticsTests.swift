import Foundation
import Testing

/// `render` reads and writes as `sort`, `jq`, `cp` and `gcc` do: descriptor paths name the
/// descriptor, the output is never one of the inputs, and a read-only file stays as it was.
@Suite("Output semantics") struct OutputSemanticsTests {
    static func shell(_ script: String, in folder: URL) throws -> TrellisProcess.Result {
        try OutputTargetTests.shell(script, in: folder)
    }

    @Test("-o -, /dev/stdout, /dev/fd/1 and /proc/self/fd/1 write into a pipe", arguments: ["-", "/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"])
    func standardOutputIntoPipe(path: String) throws {
        let folder = try OutputTargetTests.folder()
        let result = try Self.shell("\"$T\" render doc.swift -o \(path) | cat", in: folder)
        #expect(result == TrellisProcess.Result(status: 0, standardOutput: "hello\n", standardError: ""))
    }

    @Test("-o /dev/stdout into a file the shell opened writes where the shell points, and keeps the file")
    func standardOutputIntoFile() throws {
        let folder = try OutputTargetTests.folder()
        let result = try Self.shell("(echo first; \"$T\" render doc.swift -o /dev/stdout) > out.txt; cat out.txt", in: folder)
        #expect(result.standardOutput == "first\nhello\n")
        // A link to /dev/stdout is the same.
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link").path, withDestinationPath: "/dev/stdout")
        #expect(try Self.shell("\"$T\" render doc.swift -o link | cat", in: folder).standardOutput == "hello\n")
    }

    @Test("the document from /dev/stdin, - or a pipe, as sort reads it")
    func documentFromStandardInput() throws {
        let folder = try OutputTargetTests.folder()
        let piped = try Self.shell("cat doc.swift | \"$T\" render /dev/stdin", in: folder)
        #expect(piped == TrellisProcess.Result(status: 0, standardOutput: "hello\n", standardError: ""))
        let dash = try Self.shell("cat doc.swift | \"$T\" render -", in: folder)
        #expect(dash == TrellisProcess.Result(status: 0, standardOutput: "hello\n", standardError: ""))
        let redirected = try Self.shell("\"$T\" check /dev/stdin < doc.swift && echo ok", in: folder)
        #expect(redirected.standardOutput == "ok\n")
        // Diagnostics name it <stdin> and quote its line.
        let broken = try Self.shell("printf 'Txt(\"a\")\\n' | \"$T\" render /dev/stdin", in: folder)
        #expect(broken.status == 1)
        #expect(broken.standardError.hasPrefix("<stdin>:1:1: error:"), "\(broken.standardError)")
        #expect(broken.standardError.contains("Txt(\"a\")\n^"))
    }

    @Test("-o onto the document itself is refused, by name, through a link or a hard link", arguments: ["doc.swift", "./doc.swift", "link.swift", "hard.swift"])
    func outputOntoInput(name: String) throws {
        let folder = try OutputTargetTests.folder()
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.swift").path, withDestinationPath: "doc.swift")
        try FileManager.default.linkItem(at: folder.appendingPathComponent("doc.swift"), to: folder.appendingPathComponent("hard.swift"))
        let result = try TrellisProcess.run(["render", "doc.swift", "-o", name], in: folder)
        #expect(result.status == 1)
        #expect(result.standardError.contains("it is an input of this command"), "\(result.standardError)")
        #expect(try String(contentsOf: folder.appendingPathComponent("doc.swift"), encoding: .utf8) == "Text(\"hello\")\n")
    }

    @Test("-o onto a --data file is refused too")
    func outputOntoData() throws {
        let folder = try OutputTargetTests.folder()
        try Data("let rows = [\"a\"]\nText(rows[0])\n".utf8).write(to: folder.appendingPathComponent("rows.swift"))
        try Data("[\"b\"]".utf8).write(to: folder.appendingPathComponent("rows.json"))
        let result = try TrellisProcess.run(["render", "rows.swift", "--data", "rows=rows.json", "-o", "rows.json"], in: folder)
        #expect(result.status == 1)
        #expect(try String(contentsOf: folder.appendingPathComponent("rows.json"), encoding: .utf8) == "[\"b\"]")
    }

    /// `-o` onto loaded data: by name, through a link and a hard link, in a child, in a subfolder.
    static let ontoLoadedData = [["rows.json"], ["link.json"], ["hard.txt"], ["rows.json", "--isolate"], ["sub/more.csv"]]

    @Test(
        "-o onto a file the document loads, or reads as stdin(), is refused: by name, link or hard link, isolated or not",
        arguments: ontoLoadedData)
    func outputOntoLoadedData(options: [String]) throws {
        let folder = try OutputTargetTests.folder()
        let file = { (name: String) in folder.appendingPathComponent(name) }
        let loads = "let rows = load(\"rows.json\")\nlet more = load(\"sub/more.csv\")\n"
        let source = loads + "Text(\"\\(rows.count) \\(more.count)\")\n"
        try Data(source.utf8).write(to: file("rows.swift"))
        try Data("[\"b\"]".utf8).write(to: file("rows.json"))
        try FileManager.default.createDirectory(at: file("sub"), withIntermediateDirectories: true)
        try Data("a\n1\n".utf8).write(to: file("sub/more.csv"))
        try FileManager.default.createSymbolicLink(atPath: file("link.json").path, withDestinationPath: "rows.json")
        try FileManager.default.linkItem(at: file("rows.json"), to: file("hard.txt"))
        let result = try TrellisProcess.run(["render", "rows.swift", "-o"] + options, in: folder)
        #expect(result.status == 1)
        #expect(result.standardError.contains("it is an input of this command"), "\(result.standardError)")
        #expect(try String(contentsOf: file("rows.json"), encoding: .utf8) == "[\"b\"]")
        #expect(try String(contentsOf: file("sub/more.csv"), encoding: .utf8) == "a\n1\n")
        let document = "printf 'let rows = stdin()\\nText(\"\\\\(rows.count)\")\\n' > in.swift"
        let input = try Self.shell(document + "; \"$T\" render in.swift -o rows.json < rows.json", in: folder)
        #expect(input.status == 1, "\(input)")
        #expect(try String(contentsOf: file("rows.json"), encoding: .utf8) == "[\"b\"]")
    }

    @Test(
        "--watch into a pipe or a file is a usage error, not a stream of cursor movements",
        arguments: ["| cat", "> out.txt; cat out.txt"])
    func watchWithoutTerminal(redirect: String) throws {
        let folder = try OutputTargetTests.folder()
        let result = try Self.shell("\"$T\" render doc.swift --watch \(redirect)", in: folder)
        #expect(result.standardOutput == "")
        let refusal = "--watch redraws a terminal in place, and standard output is not one"
        #expect(result.standardError.contains(refusal), "\(result.standardError)")
        let status = try Self.shell("\"$T\" render doc.swift --watch > /dev/null; echo $?", in: folder)
        #expect(status.standardOutput == "64\n")
    }

    @Test("-o onto a read-only file is refused and leaves it, as cp does (also for root)")
    func readOnly() throws {
        let folder = try OutputTargetTests.folder()
        let file = folder.appendingPathComponent("out.txt")
        try Data("old\n".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
        let result = try TrellisProcess.run(["render", "doc.swift", "-o", "out.txt"], in: folder)
        #expect(result.status == 1)
        #expect(result.standardError.contains("cannot write 'out.txt': the file is read-only"), "\(result.standardError)")
        #expect(try String(contentsOf: file, encoding: .utf8) == "old\n")
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o444)
    }

    @Test("-o into a folder, a closed descriptor or a FIFO nobody reads: one error, nothing left behind")
    func unwritableTargets() throws {
        let folder = try OutputTargetTests.folder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("dir"), withIntermediateDirectories: true)
        #expect(mkfifo(folder.appendingPathComponent("fifo").path, 0o600) == 0)
        for (target, message) in [("dir", "it is a directory"), ("/dev/fd/9", "Bad file descriptor"), ("fifo", "no process reads this FIFO")] {
            let result = try TrellisProcess.run(["render", "doc.swift", "-o", target], in: folder, timeout: 20)
            #expect(result.status == 1, "\(target)")
            #expect(result.standardError.contains(message), "\(target): \(result.standardError)")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == ["dir", "doc.swift", "fifo"])
    }
}
