import Foundation
import Testing
@testable import TrellisScript

/// The document that uses every feature of the language (shared with the CLI tests) renders
/// in-process exactly as the CLI's golden file records.
@MainActor @Suite("Every feature") struct EveryFeatureTests {
    static let cliTests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TrellisCLITests")

    @Test("every-feature.swift renders as Golden/render-every-feature.golden shows")
    func everyFeature() throws {
        let path = Self.cliTests.appendingPathComponent("Fixtures/every-feature.swift").path
        let document = try ScriptDocument(contentsOf: path, loader: NoModuleLoader(), standardInput: { Data("[1, 2]".utf8) })
        let rendered = try document.render(width: 60).plain
        let golden = try String(contentsOf: Self.cliTests.appendingPathComponent("Golden/render-every-feature.golden"), encoding: .utf8)
        let stdout = try #require(golden.components(separatedBy: "--- stdout\n").last?.components(separatedBy: "--- stderr\n").first)
        #expect(rendered == stdout)
    }
}
