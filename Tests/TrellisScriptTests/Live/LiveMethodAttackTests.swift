import Foundation
import Testing
import Trellis
@testable import TrellisScript

/// Methods, bindings and change actions turned against the runtime: recursion, unbounded
/// growth, state written while a body is evaluated, change actions that feed themselves, a
/// binding to an element that is gone. Each stops with one diagnostic at its place; the
/// driver keeps answering.
@MainActor @Suite("Live method and binding attacks") struct LiveMethodAttackTests {
    static func driven(_ source: String, limits: ScriptLimits = .standard, keys: [KeyEquivalent] = [.tab, .return])
        throws -> (failures: [String], driver: TestDriver) {
        let document = try LiveDocumentTests.document(source, limits: limits)
        let driver = try document.testDriver(width: 30, height: 4)
        for key in keys { driver.send(key) }
        return (LiveDocumentAttackTests.failures(of: document), driver)
    }

    @Test("a method that calls itself from an action stops at the call depth")
    func recursion() throws {
        let (found, driver) = try Self.driven("""
            struct Deep: View {
                @State private var count = 0
                func dive() {
                    count += 1
                    dive()
                }
                var body: some View { Button("Dive \\(count)") { dive() } }
            }
            Deep()
            """)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix("5:9: calls nest more than") == true, "\(found)")
        #expect(driver.screen.contains("Dive "), "\(driver.screen)")
    }

    @Test("an action growing a collection without end stops at the element limit")
    func growForever() throws {
        var limits = ScriptLimits.standard
        limits.views = 10_000
        let (found, _) = try Self.driven("""
            struct Heap: View {
                @State private var items: [Int] = []
                func grow() {
                    for _ in 0..<100_000 { for i in 0..<100_000 { items.append(i) } }
                }
                var body: some View { Button("Grow \\(items.count)") { grow() } }
            }
            Heap()
            """, limits: limits)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix("4:") == true, "\(found)")
    }

    @Test("a body that writes state through a method fails there instead of redrawing forever")
    func writeInBody() throws {
        let (found, driver) = try Self.driven("""
            struct Loop: View {
                @State private var count = 0
                func next() -> Int {
                    count += 1
                    return count
                }
                var body: some View { Text("n \\(next())") }
            }
            Loop()
            """, keys: [])
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix("4:9: 'count' of Loop is changed while a body is evaluated") == true, "\(found)")
        driver.update()
        #expect(driver.frameCount < 5)
    }

    @Test("onChange actions that change what they watch settle within the runtime's passes per input")
    func changeFeedback() throws {
        let (found, driver) = try Self.driven("""
            struct Echo: View {
                @State private var count = 0
                var body: some View {
                    Button("Echo \\(count)") { count += 1 }
                        .onChange(of: count) { count += 1 }
                }
            }
            Echo()
            """)
        #expect(found.isEmpty, "\(found)")
        // The press, then one change action per pass the runtime evaluates the frame again
        // (LiveSession.settlingPasses, 8, per input): bounded, not a frame loop without end.
        let shown = driver.lines.compactMap { line in line.split(separator: " ").last.flatMap { Int($0) } }.first
        #expect(shown.map { (2...9).contains($0) } == true, "\(driver.screen)")
    }

    @Test("a binding to an element removed since is refused when written")
    func bindingToRemovedElement() throws {
        let (found, driver) = try Self.driven("""
            struct Item: View {
                @Binding var value: Int
                @Binding var all: [Int]
                var body: some View {
                    Button("Item \\(value)") {
                        all.removeAll()
                        value += 1
                    }
                }
            }
            struct Items: View {
                @State private var values = [1, 2]
                var body: some View {
                    VStack {
                        Item(value: $values[1], all: $values)
                        Text("count \\(values.count)")
                    }
                }
            }
            Items()
            """)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix("15:25: index 1 is out of range for this binding (count 0)") == true, "\(found)")
        #expect(driver.screen.contains("count 0"), "\(driver.screen)")
    }
}
