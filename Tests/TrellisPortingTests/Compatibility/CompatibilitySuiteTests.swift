import Foundation
import Testing
@testable import TrellisPorting

/// SwiftUI code compiles against Trellis with only the import changed: every file of
/// `Tests/CompatibilitySuite` typechecks with `import SwiftUI` replaced by `import Trellis`.
/// Serialized: each typecheck is a compiler process of a few hundred megabytes.
@Suite("Compatibility suite", .serialized) struct CompatibilitySuiteTests {
    @Test("typechecks with only the import changed", arguments: CompatibilitySuite.files)
    func typechecks(_ file: String) throws {
        let result = try CompatibilitySuite.typecheck(file)
        #expect(result.errors == 0, "\(file) does not typecheck against Trellis:\n\(result.diagnostics)")
    }

    @Test func theSuiteHasAtLeastThirtyFilesEachListedWithItsOrigin() throws {
        #expect(CompatibilitySuite.files.count >= 30)
        let index = try String(contentsOf: CompatibilitySuite.folder.appendingPathComponent("README.md"), encoding: .utf8)
        for file in CompatibilitySuite.files {
            #expect(index.contains("| `\(file)` |"), "README.md does not name \(file) and its origin")
        }
    }

    @Test("each file is SwiftUI code: it starts with import SwiftUI", arguments: CompatibilitySuite.files)
    func startsWithImportSwiftUI(_ file: String) throws {
        let source = try String(contentsOf: CompatibilitySuite.folder.appendingPathComponent(file), encoding: .utf8)
        #expect(source.hasPrefix("import SwiftUI\n"))
        #expect(!source.contains("Trellis"), "\(file) mentions Trellis; the suite is SwiftUI code")
    }

    @Test func portingChangesOnlyTheImport() {
        let source = "import SwiftUI\nlet name = \"import SwiftUI\"\n// import SwiftUI\n"
        #expect(PortingTypecheck.ported(source) == "import Trellis\nlet name = \"import SwiftUI\"\n// import SwiftUI\n")
        // An indented or space-trailed import is ported too: the suite and `check --porting`
        // share this one function (the suite's own copy once left such a line as it was).
        #expect(PortingTypecheck.ported("  import SwiftUI \nlet x = 1") == "import Trellis\nlet x = 1")
    }

    @Test func anAppFileTypechecksOnItsOwnAsInAnAppTarget() throws {
        // A file with an @main App struct is parsed as a library file, as in an app target, so
        // it typechecks alone; a file of top-level code (a playground page) still typechecks.
        var pass = try PortingTypecheck.find().get()
        pass.moduleCache = CompatibilitySuite.moduleCache
        let app = """
            import SwiftUI
            @main struct NotesApp: App {
                var body: some Scene { WindowGroup { Text("Notes") } }
            }
            """
        let verdict = try pass.run(source: app, file: "NotesApp.swift").get()
        #expect(verdict.errors == 0, "\(verdict.diagnostics)")
        let page = try pass.run(source: "import SwiftUI\nprint(Text(\"top level\"))\n", file: "Contents.swift").get()
        #expect(page.errors == 0, "\(page.diagnostics)")
    }
}
