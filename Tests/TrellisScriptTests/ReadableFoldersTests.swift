import Foundation
import Testing
@testable import TrellisScript

/// `load(…)` reads inside the document's folder only, unless `readableFolders` (the CLI's
/// `--allow-read`) widens it.
@MainActor @Suite("Readable folders") struct ReadableFoldersTests {
    @Test("a file beside the document's folder needs readableFolders")
    func readableFolders() throws {
        let parent = try ScriptTesting.folder(["secret.json": "[1, 2, 3]"])
        let folder = parent.appendingPathComponent("doc")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let source = "let rows = load(\"../secret.json\")\nText(\"\\(rows.count)\")\n"
        let path = folder.appendingPathComponent("doc.swift").path
        do {
            _ = try ScriptDocument(source: source, path: path, loader: TestLoader(), standardInput: { Data() })
            Issue.record("read a file outside the document's folder")
        } catch {
            #expect(error.diagnostics.map(\.message) == [
                "cannot load '../secret.json': outside the document's folder; pass --allow-read \(parent.resolvingSymlinksInPath().path) to allow it",
            ])
        }
        let document = try ScriptDocument(source: source, path: path, loader: TestLoader(), readableFolders: [parent.path], standardInput: { Data() })
        #expect(try document.render(width: 10).plain == "3\n")
    }
}
