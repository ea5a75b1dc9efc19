import Foundation
import Testing
@testable import TrellisScript

/// A document is read in stages: its prelude (modules, data files, standard input) is read
/// first, by the only stage that does I/O; the checker is a function of the syntax and the
/// prelude alone, so a prelude built in memory checks and renders a document that names
/// files and plugins nowhere on disk.
@MainActor @Suite("Prelude") struct PreludeTests {
    /// A document in a folder that does not exist.
    static let path = "/nonexistent-\(UUID().uuidString)/doc.swift"

    /// `json` as the prelude stage would have read it from `name`.
    static func data(_ json: String, named name: String) throws -> DataLoader.Typed {
        let value = try Array(json.utf8).withUnsafeBufferPointer { bytes in
            try JSONParser.parse(bytes, maxDepth: 16, memory: DataMemory(limit: 1 << 20))
        }
        return DataTypes.typed(value, from: name)
    }

    @Test("a document checks and renders against a literal prelude, with no file, plugin or standard input")
    func literalPrelude() throws {
        var prelude = DocumentPrelude()
        prelude.modules["Boards"] = .success(try TestLoader().module(named: "Boards"))
        prelude.data[.file("rows.json")] = .success(try Self.data(#"[{"name": "a"}, {"name": "b"}]"#, named: "rows.json"))
        prelude.data[.standardInput] = .success(try Self.data(#"{"title": "Songs"}"#, named: "<stdin>"))
        prelude.data[.override("count")] = .success(try Self.data("2", named: "count.json"))
        prelude.overrides["count"] = "count.json"
        let source = """
            import Boards
            let rows = load("rows.json")
            let header = stdin()
            let count = 0
            Board(title: header.title, columns: count) {
                ForEach(rows, id: \\.name) { Text($0.name) }
            }
            """
        let document = try ScriptDocument(source: source, path: Self.path, prelude: prelude)
        #expect(try document.render(width: 40).plain == "Songs (2 col, accent none)\n- a\n- b\n")
    }

    @Test("what a literal prelude lacks is reported where it is used, as a load or import that failed")
    func missingReads() {
        let source = "import Boards\nlet rows = load(\"rows.json\")\nlet more = load(\"rows.json\")\nText(\"\\(rows.count)\")"
        do {
            _ = try ScriptDocument(source: source, path: Self.path, prelude: DocumentPrelude())
            Issue.record("checked without its prelude")
        } catch {
            #expect(error.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" } == [
                "1:8: no plugin named 'Boards'",
                "2:17: cannot load 'rows.json': the document's prelude did not read it",
            ])
        }
    }

    @Test("a --data name the document does not bind is one error, and its file is not read")
    func misspeltOverride() {
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/rows.json")
        do {
            _ = try ScriptDocument(source: "let rows = [1]\nText(\"\\(rows.count)\")", path: Self.path, loader: TestLoader(), data: ["row": missing])
            Issue.record("a misspelt --data name was accepted")
        } catch {
            #expect(error.diagnostics.map(\.message) == ["--data row=…: the document has no top-level 'let row' to replace; did you mean 'rows'?"])
        }
    }

    @Test("the checker reaches no file, standard input or plugin loader")
    func checkerDoesNoIO() throws {
        let compiler = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/TrellisScript/Compiler")
        let files = try FileManager.default.contentsOfDirectory(at: compiler, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
        try #require(files.count > 20)
        // The types and calls that read files, standard input or plugins.
        let readers = [
            "DataLoader", "DataFile", "DataOrigin.locate", ".locate(", "FileManager", "ScriptModuleLoader", "module(named:",
            "readStandardInput", "PreludeReader", "Data(contentsOf", "String(contentsOf", "fopen(", " open(", "dlopen", "URL(",
        ]
        var found: [String] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for reader in readers where text.contains(reader) { found.append("\(file.lastPathComponent): \(reader)") }
        }
        #expect(found == [])
    }
}
