import Foundation
import Testing

/// The measured corpus (`Tests/CompatibilitySuite/Corpus`): real apps' idioms, every gathered
/// file counted. Each is typechecked with only the import changed; `passing.txt` must name
/// exactly the files that typecheck, so the pass rate the README quotes stays true.
@Suite("Compatibility corpus", .serialized) struct CompatibilityCorpusTests {
    static let folder = CompatibilitySuite.folder.appendingPathComponent("Corpus")

    static let files: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".swift") }
        .sorted()

    static let passing: Set<String> = Set(
        ((try? String(contentsOf: folder.appendingPathComponent("passing.txt"), encoding: .utf8)) ?? "")
            .split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") })

    @Test("typechecks exactly when passing.txt says so", arguments: files)
    func typechecksAsRecorded(_ file: String) throws {
        let result = try CompatibilitySuite.typecheck(file, in: Self.folder)
        if Self.passing.contains(file) {
            #expect(result.errors == 0, "\(file) no longer typechecks against Trellis:\n\(result.diagnostics)")
        } else {
            #expect(result.errors > 0, "\(file) now typechecks: add it to Corpus/passing.txt and update the README's figure")
        }
    }

    @Test func everyFileIsListedWithItsModelAndEveryListedFileExists() throws {
        #expect(Self.files.count >= 40)
        let index = try String(contentsOf: Self.folder.appendingPathComponent("README.md"), encoding: .utf8)
        for file in Self.files {
            #expect(index.contains("| `\(file)` |"), "Corpus/README.md does not name \(file) and its model")
            let source = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
            #expect(source.hasPrefix("import SwiftUI\n"))
        }
        #expect(Self.passing.isSubset(of: Set(Self.files)), "passing.txt names a file the corpus lacks")
    }
}
