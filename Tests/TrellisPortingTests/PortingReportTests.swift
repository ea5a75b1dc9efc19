import Foundation
import Testing
@testable import TrellisPorting

/// `PortingReport`: which names of a SwiftUI file it reports, where, and why.
@Suite("Porting report") struct PortingReportTests {
    func analyse(_ source: String) throws -> PortingReport {
        try PortingReport(source: source, file: "App.swift")
    }

    @Test func aSymbolTrellisLacksIsReportedAtItsLineAndColumn() throws {
        let findings = try analyse("""
            import SwiftUI

            struct Bridge: UIViewRepresentable {
                var body: some View { Text("x") }
            }
            """).findings
        #expect(findings.map(\.description) == ["App.swift:3:16: UIViewRepresentable: not available"])
    }

    @Test func everyUseIsReportedInSourceOrder() throws {
        let report = try analyse("""
            import SwiftUI
            let a = NSViewRepresentable.self
            let b = NSViewRepresentable.self
            """)
        #expect(report.missing.map(\.location.line) == [2, 3])
        #expect(report.summary == "1 missing: NSViewRepresentable")
    }

    @Test func aSymbolDocumentedAsHavingNoEffectIsReportedAsAccepted() throws {
        let name = try #require(TrellisSymbols.noEffect.sorted().first)
        let report = try analyse("import SwiftUI\nlet view = Text(\"a\").\(name)()\n")
        #expect(report.findings.map(\.kind) == [.noEffect])
        #expect(report.findings.first?.reason == "accepted, no effect on text")
        #expect(report.missing.isEmpty)
        #expect(report.summary == "nothing missing; 1 with no effect on text: \(name)")
    }

    @Test func namesTheFileDeclaresAreItsOwn() throws {
        let report = try analyse("""
            import SwiftUI
            struct UIViewRepresentable {}
            func opacityOf<Shade>(_ shade: Shade, fading: Double) -> Double { fading }
            enum Tint { case dusk }
            let t: Tint = .dusk
            let closure = { (lens: Int) in lens + 1 }
            let values = [1, 2].map { value in value * 2 }
            let x = UIViewRepresentable()
            let y = opacityOf(t, fading: 0.5)
            """)
        #expect(report.findings.isEmpty)
    }

    @Test func theStandardLibraryLanguageAttributesAndTrellisSymbolsAreNotReported() throws {
        let report = try analyse("""
            import SwiftUI
            @MainActor struct Row: View {
                @State private var count: Int = 0
                let run: @Sendable @escaping () -> Void = {}
                var body: some View {
                    VStack { ForEach([1, 2].filter { $0 > 1 }, id: \\.self) { Text("\\($0)") } }
                        .padding()
                }
            }
            """)
        #expect(report.findings.isEmpty, "\(report.findings)")
    }

    @Test func foundationIsVisibleWhenTheFileImportsIt() throws {
        let source = "let now = Date()\nlet id = UUID()\n"
        #expect(try analyse("import SwiftUI\nimport Foundation\n" + source).findings.isEmpty)
        let missing = try analyse("import SwiftUI\n" + source).missing.map(\.symbol)
        #expect(missing == (TrellisSymbols.reexportedModules.contains("Foundation") ? [] : ["Date", "UUID"]))
    }

    @Test func macrosAndProjectedValuesAreJudgedByTheirNames() throws {
        let report = try analyse("""
            import SwiftUI
            #Preview { Text("a") }
            struct Row: View {
                @Binding var isOn: Bool
                var body: some View { Switch(isOn: $isOn) }
            }
            struct Switch: View {
                @Binding var isOn: Bool
                var body: some View { Text(isOn ? "on" : "off") }
            }
            """)
        #expect(report.missing.map(\.symbol) == (TrellisSymbols.names.contains("Preview") ? [] : ["Preview"]))
    }

    @Test("bad input never traps", arguments: ["", "struct {", "\u{0}\u{1B}[31m", "let x = .\n@", "#if\n}"])
    func badInput(_ source: String) throws {
        _ = try analyse(source).summary
    }
}
