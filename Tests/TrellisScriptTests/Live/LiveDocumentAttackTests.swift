import Foundation
import Testing
import Trellis
@testable import TrellisScript

/// Actions and control writes that try to run forever or grow without bound: each is stopped
/// by the document's limits with one diagnostic at its place, and the driver keeps answering.
@MainActor @Suite("Live document attacks") struct LiveDocumentAttackTests {
    static func failures(of document: ScriptDocument) -> [String] {
        do {
            try document.checkFailures()
            return []
        } catch {
            return error.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        }
    }

    @Test("an action that loops without end is stopped by the work meter")
    func runawayAction() throws {
        var limits = ScriptLimits.standard
        limits.views = 10_000
        let document = try LiveDocumentTests.document("""
            struct Spin: View {
                @State private var count = 0
                var body: some View {
                    Button("Spin \\(count)") {
                        for _ in 0..<1000 { for _ in 0..<1000 { for _ in 0..<1000 { count += 1 } } }
                    }
                }
            }
            Spin()
            """, limits: limits)
        let driver = try document.testDriver(width: 30, height: 3)
        driver.send(.tab)
        driver.send(.return)
        let found = Self.failures(of: document)
        #expect(found.count == 1)
        #expect(found.first?.contains("steps of work") == true, "\(found)")
        #expect(found.first?.hasPrefix("5:53: ") == true, "\(found)")
        // The driver still answers: the failed action left the count where the meter stopped it.
        driver.send(.return)
        #expect(driver.screen.contains("Spin "), "\(driver.screen)")
    }

    @Test("an action that doubles a string is stopped at the limit for one string")
    func doublingString() throws {
        var limits = ScriptLimits.standard
        limits.stringBytes = 4096
        let document = try LiveDocumentTests.document("""
            struct Grow: View {
                @State private var text = "ab"
                var body: some View {
                    Button("Grow \\(text.count)") { text += text }
                }
            }
            Grow()
            """, limits: limits)
        let driver = try document.testDriver(width: 30, height: 3)
        driver.send(.tab)
        for _ in 0..<20 { driver.send(.return) }
        let found = Self.failures(of: document)
        #expect(found.count == 1)
        #expect(found.first?.contains("longer than 4096 bytes") == true, "\(found)")
        #expect(driver.screen.contains("Grow 4096"), "\(driver.screen)")
    }

    @Test("a paste into a text field longer than the limit for one string is refused")
    func hugePaste() throws {
        var limits = ScriptLimits.standard
        limits.stringBytes = 1000
        let document = try LiveDocumentTests.document("""
            struct Form: View {
                @State private var name = ""
                var body: some View {
                    VStack {
                        TextField("Name", text: $name)
                        Text("\\(name.count)")
                    }
                }
            }
            Form()
            """, limits: limits)
        let driver = try document.testDriver(width: 30, height: 3)
        driver.send(.tab)
        driver.paste(String(repeating: "x", count: 5000))
        let found = Self.failures(of: document)
        #expect(found.count == 1)
        #expect(found.first?.contains("longer than 1000 bytes") == true, "\(found)")
        #expect(driver.lines.contains { $0.trimmingCharacters(in: .whitespaces) == "0" }, "\(driver.lines)")
    }
}
