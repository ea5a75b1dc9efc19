import Foundation
import Testing

/// `Tests/Coverage/SwiftUI.tsv` says, for each declaration of SwiftUI's public API, whether
/// Trellis draws it, accepts it or lacks it. These tests keep it true to the Trellis module of
/// this build: a row marked draws or accepted must be declared with that signature.
@Suite("SwiftUI coverage table") struct SwiftUICoverageTableTests {
    @Test func everyStatusIsTheSymbolGraphs() throws {
        let result = try CoverageScript.run(["check"])
        #expect(result.status == 0, "\(result.errors)")
    }

    @Test func aRowTrellisDoesNotDeclareFailsTheCheck() throws {
        // One accepted row for a modifier Trellis lacks, one drawn row whose types differ
        // from Trellis's `padding(_:)`: both must be reported, by line.
        let table = """
            family\tkind\towner\twhere\tname\tsignature\tstatus\tnote
            views\tmodifier\tView\t\tfrobnicate(_:)\tfunc frobnicate(_ amount: Int) -> some View\taccepted\tinvented
            layout\tmodifier\tView\t\tpadding(_:)\tfunc padding(_ length: String) -> some View\tdraws\twrong type

            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-coverage-\(UUID().uuidString).tsv")
        try table.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try CoverageScript.run(["check", "--table", file.path])
        #expect(result.status == 1)
        #expect(result.errors.contains(":2:1: error: View.frobnicate(_:) is marked accepted"), "\(result.errors)")
        #expect(result.errors.contains(":3:1: error: View.padding(_:) is marked draws"), "\(result.errors)")
    }
}
