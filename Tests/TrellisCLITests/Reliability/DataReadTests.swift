import Foundation
import Testing

/// `load(…)` and `--data` read regular files inside the document's folder (and, for `--data`,
/// the current folder) unless `--allow-read` widens it; anything else is one error at the
/// `load` call, status 1, at once: never a hang on a FIFO, never a read of `/etc/passwd`.
@Suite("Data reads") struct DataReadTests {
    /// A scratch folder `root` holding `secret.json`, `secret.csv` and `doc/` with the
    /// document, `rows.json`, `sub/` and the links and FIFO the cases name.
    struct Scratch {
        let root: URL
        var doc: URL { root.appendingPathComponent("doc") }

        init() throws {
            root = URL(fileURLWithPath: try OutputFileTests.scratch([]).path).resolvingSymlinksInPath()
            let manager = FileManager.default
            try manager.createDirectory(at: doc.appendingPathComponent("sub"), withIntermediateDirectories: true)
            try Data("[1, 2, 3]".utf8).write(to: root.appendingPathComponent("secret.json"))
            try Data("a,b\n1,2\n".utf8).write(to: root.appendingPathComponent("secret.csv"))
            try Data("[1, 2]".utf8).write(to: doc.appendingPathComponent("rows.json"))
            try manager.createSymbolicLink(atPath: doc.appendingPathComponent("link.csv").path, withDestinationPath: "../secret.csv")
            try manager.createSymbolicLink(atPath: doc.appendingPathComponent("inside.json").path, withDestinationPath: "rows.json")
            #expect(mkfifo(doc.appendingPathComponent("fifo.json").path, 0o600) == 0)
        }

        /// Writes a document that loads `path` and counts its rows.
        func document(loading path: String) throws {
            try Data("let rows = load(\"\(path)\")\nText(\"\\(rows.count)\")\n".utf8).write(to: doc.appendingPathComponent("doc.swift"))
        }

        /// Renders the document (in `doc/`, unless `directory` says otherwise), killed after 30 s.
        func render(_ arguments: [String] = [], in directory: URL? = nil, document: String = "doc.swift") throws -> TrellisProcess.Result {
            try TrellisProcess.run(["render", document] + arguments, in: directory ?? doc, timeout: 30)
        }
    }

    /// Checks a refused read: status 1, `message` once at `location`, one error in all, no
    /// escape byte.
    static func expectRefused(_ result: TrellisProcess.Result, _ location: String, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == 1, sourceLocation: sourceLocation)
        #expect(result.standardOutput.isEmpty, sourceLocation: sourceLocation)
        #expect(result.standardError.hasPrefix("\(location): error: \(message)"), "\(result.standardError)", sourceLocation: sourceLocation)
        #expect(result.standardError.components(separatedBy: "error:").count == 2, "one error: \(result.standardError)", sourceLocation: sourceLocation)
        #expect(!(result.standardOutput + result.standardError).contains("\u{1B}"), sourceLocation: sourceLocation)
    }

    @Test("a path with .. that leaves the document's folder is refused, saying how to allow it")
    func parentFolder() throws {
        let scratch = try Scratch()
        try scratch.document(loading: "../secret.json")
        Self.expectRefused(try scratch.render(), "doc.swift:1:17", """
            cannot load '../secret.json': outside the document's folder; \
            pass --allow-read \(scratch.root.path) to allow it
            """)
        Self.expectRefused(try scratch.render(["--isolate"]), "doc.swift:1:17", "cannot load '../secret.json': outside the document's folder")
    }

    @Test("an absolute path outside is refused")
    func absolutePath() throws {
        let scratch = try Scratch()
        try scratch.document(loading: "/etc/passwd")
        Self.expectRefused(try scratch.render(), "doc.swift:1:17",
                           "cannot load '/etc/passwd': outside the document's folder; pass --allow-read /etc to allow it")
    }

    @Test("a link that leads outside is refused; one that stays inside is read")
    func links() throws {
        let scratch = try Scratch()
        try scratch.document(loading: "link.csv")
        Self.expectRefused(try scratch.render(), "doc.swift:1:17", "cannot load 'link.csv': outside the document's folder (it leads to \(scratch.root.path)/secret.csv)")
        try scratch.document(loading: "inside.json")
        #expect(try scratch.render() == TrellisProcess.Result(status: 0, standardOutput: "2\n", standardError: ""))
    }

    @Test("--allow-read widens what load() may read")
    func allowRead() throws {
        let scratch = try Scratch()
        try scratch.document(loading: "../secret.json")
        #expect(try scratch.render(["--allow-read", ".."]) == TrellisProcess.Result(status: 0, standardOutput: "3\n", standardError: ""))
        #expect(try scratch.render(["--allow-read", scratch.root.path, "--isolate"]).standardOutput == "3\n")
        try scratch.document(loading: "link.csv")
        #expect(try scratch.render(["--allow-read", scratch.root.path]).standardOutput == "1\n")
    }

    @Test("--allow-read of something that is not a folder is a usage error, not silently nothing", arguments: ["missing", "rows.json", "fifo.json"])
    func allowReadNotAFolder(path: String) throws {
        let scratch = try Scratch()
        try scratch.document(loading: "rows.json")
        let result = try scratch.render(["--allow-read", path])
        #expect(result.status == 64, "\(result.standardError)")
        #expect(result.standardError.contains("--allow-read '\(path)' is not a folder"), "\(result.standardError)")
    }

    @Test("a FIFO, a folder or a device is refused at once")
    func notRegularFiles() throws {
        let scratch = try Scratch()
        let start = Date()
        try scratch.document(loading: "fifo.json")
        Self.expectRefused(try scratch.render(), "doc.swift:1:17", "cannot load 'fifo.json': it is a FIFO (named pipe), not a regular file")
        #expect(Date().timeIntervalSince(start) < 20)
        try scratch.document(loading: "sub")
        Self.expectRefused(try scratch.render(), "doc.swift:1:17", "cannot load 'sub': it is a folder, not a regular file")
        try scratch.document(loading: "/dev/zero")
        Self.expectRefused(try scratch.render(["--allow-read", "/dev"]), "doc.swift:1:17", "cannot load '/dev/zero': it is a device, not a regular file")
        Self.expectRefused(try scratch.render(), "doc.swift:1:17", "cannot load '/dev/zero': outside the document's folder; pass --allow-read /dev")
    }

    @Test("--data reads the document's folder and the current folder; elsewhere it needs --allow-read")
    func dataOverrides() throws {
        let scratch = try Scratch()
        try scratch.document(loading: "rows.json")
        #expect(try scratch.render(["--data", "rows=doc/rows.json"], in: scratch.root, document: "doc/doc.swift").standardOutput == "2\n")
        #expect(try scratch.render(["--data", "rows=secret.json"], in: scratch.root, document: "doc/doc.swift").standardOutput == "3\n")
        let outside = try scratch.render(["--data", "rows=../secret.json"])
        Self.expectRefused(outside, "doc.swift:1:5", "cannot load '../secret.json': outside the document's folder and the current folder")
        #expect(try scratch.render(["--data", "rows=../secret.json", "--allow-read", ".."]).standardOutput == "3\n")
        Self.expectRefused(try scratch.render(["--data", "rows=fifo.json"]), "doc.swift:1:5", "cannot load 'fifo.json': it is a FIFO")
    }

    @Test("a --data file that fails is reported once, at its binding, without follow-up errors")
    func failingDataOnce() throws {
        let scratch = try Scratch()
        try Data("let a = 1\nlet rows = [1]\nText(\"\\(rows.count)\")\n".utf8).write(to: scratch.doc.appendingPathComponent("doc.swift"))
        Self.expectRefused(try scratch.render(["--data", "rows=missing.json"]), "doc.swift:2:5", "cannot load 'missing.json': no such file")
        Self.expectRefused(try scratch.render(["--data", "row=missing.json"]), "doc.swift:1:1",
                           "--data row=…: the document has no top-level 'let row' to replace; did you mean 'rows'?")
    }

    @Test("invalid JSON and CSV name the line and column in the file")
    func invalidData() throws {
        let scratch = try Scratch()
        try Data("[\n  {\"a\": 1,\n   \"b\": 2 \"c\": 3}\n]".utf8).write(to: scratch.doc.appendingPathComponent("bad.json"))
        try scratch.document(loading: "bad.json")
        Self.expectRefused(try scratch.render(), "doc.swift:1:17", "cannot load 'bad.json': invalid JSON at line 3, column 11: expected ',' or '}'")
        try Data("a,b\n1,2\n3,4,5\n".utf8).write(to: scratch.doc.appendingPathComponent("wide.csv"))
        try scratch.document(loading: "wide.csv")
        Self.expectRefused(try scratch.render(), "doc.swift:1:17", "cannot load 'wide.csv': invalid CSV at line 3, column 5: more than the 2 fields of the header")
        try Data("a,b\n1,\"2\n3,4\n".utf8).write(to: scratch.doc.appendingPathComponent("open.csv"))
        try scratch.document(loading: "open.csv")
        Self.expectRefused(try scratch.render(), "doc.swift:1:17", "cannot load 'open.csv': invalid CSV at line 2, column 3: this quoted field has no closing quote")
    }
}
