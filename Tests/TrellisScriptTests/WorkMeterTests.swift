import Foundation
import Testing
@testable import TrellisScript

/// The work meter bounds every kind of step and every byte a document makes: calls of its own
/// methods, computed properties, `extension View` bodies and closures, strings grown by `+`,
/// `+=`, interpolation and `joined`, texts grown by `+`. Each case ends in one error at the place
/// a limit was crossed, under limits small enough that the test cannot take long.
@MainActor @Suite("Work meter") struct WorkMeterTests {
    /// The standard limits with `steps` steps and `bytes` bytes (strings of at most `string`).
    static func limits(steps: Int = 20_000, bytes: Int = 1 << 20, string: Int = 1 << 16) -> ScriptLimits {
        var limits = ScriptLimits.standard
        limits.views = steps
        limits.memoryBytes = bytes
        limits.stringBytes = string
        // The count limits are what these tests reach; the wall clock must not race them on a
        // loaded or sanitized machine (wallClock() tests it alone).
        limits.seconds = 3600
        return limits
    }

    static let stepLimit = "the document does more than 20000 steps of work (views made, calls and elements processed), the limit"

    @Test("a method that calls itself twice stops at the step limit, not at a depth it never reaches")
    func recursiveMethod() {
        let source = """
            struct Tree: View {
                func count(_ n: Int) -> Int {
                    n == 0 ? 1 : count(n - 1) + count(n - 1)
                }
                var body: some View { Text("\\(count(60))") }
            }
            Tree()
            """
        #expect(ScriptTesting.messages(source, limits: Self.limits()) == [Self.stepLimit])
    }

    @Test("computed properties that use each other twice over are calls too")
    func computedProperties() {
        let chain = (0..<40).map { "    var p\($0): Int { p\($0 + 1) + p\($0 + 1) }" }.joined(separator: "\n")
        let source = """
            struct Sum: View {
            \(chain)
                var p40: Int { 1 }
                var body: some View { Text("\\(p0)") }
            }
            Sum()
            """
        let diagnostics = ScriptTesting.messages(source, limits: Self.limits())
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasSuffix(Self.stepLimit) == true)
    }

    @Test("an extension View modifier that applies itself twice is stopped")
    func recursiveModifier() {
        let source = """
            extension View {
                func doubled(_ n: Int) -> some View {
                    VStack {
                        if n > 0 {
                            doubled(n - 1)
                            doubled(n - 1)
                        } else {
                            self
                        }
                    }
                }
            }
            Text("x").doubled(40)
            """
        let diagnostics = ScriptTesting.messages(source, limits: Self.limits())
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasSuffix(Self.stepLimit) == true)
    }

    @Test("closures count: a reduce whose closure maps a range each time")
    func closures() {
        let source = """
            let n = (0..<1000).reduce(0) { total, i in total + (0..<1000).map { $0 * i }.count }
            Text("\\(n)")
            """
        let diagnostics = ScriptTesting.messages(source, limits: Self.limits())
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasSuffix(Self.stepLimit) == true)
    }

    @Test("a struct view holding two of itself stops at the step limit, with one error")
    func exponentialViewTree() {
        let source = """
            struct Twice: View {
                let n: Int
                var body: some View {
                    if n > 0 {
                        VStack { Twice(n: n - 1); Twice(n: n - 1) }
                    } else {
                        Text("leaf")
                    }
                }
            }
            Twice(n: 60)
            """
        // Room for the leaves' text (64 bytes a byte shown), so that the steps run out first.
        let diagnostics = ScriptTesting.messages(source, limits: Self.limits(bytes: 1 << 24))
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasSuffix(Self.stepLimit) == true)
    }

    @Test("ForEach in ForEach in ForEach, each small, is bounded by the product")
    func nestedForEach() {
        let source = """
            VStack {
                ForEach(0..<100, id: \\.self) { _ in
                    ForEach(0..<100, id: \\.self) { _ in
                        ForEach(0..<100, id: \\.self) { Text("\\($0)") }
                    }
                }
            }
            """
        let diagnostics = ScriptTesting.messages(source, limits: Self.limits())
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasSuffix(Self.stepLimit) == true)
    }

    @Test("a string doubled forty times is refused at the limit for one string")
    func doubledString() {
        let source = """
            struct Big: View {
                var text: String {
                    var s = "ab"
                    for _ in 0..<40 { s += s }
                    return s
                }
                var body: some View { Text(text) }
            }
            Big()
            """
        #expect(ScriptTesting.messages(source, limits: Self.limits())
            == ["a string would be longer than 65536 bytes, the limit for one string"])
    }

    @Test("s = s + s is refused the same way")
    func concatenatedString() {
        let source = """
            struct Big: View {
                var text: String {
                    var s = "ab"
                    for _ in 0..<40 { s = s + s }
                    return s
                }
                var body: some View { Text(text) }
            }
            Big()
            """
        #expect(ScriptTesting.messages(source, limits: Self.limits())
            == ["a string would be longer than 65536 bytes, the limit for one string"])
    }

    @Test("an append is charged what it adds, not the whole string: 60,000 appends fit in 100 KB")
    func appendIsCharged() {
        let source = """
            struct Long: View {
                var text: String {
                    var s = ""
                    for _ in 0..<60000 { s += "x" }
                    return s
                }
                var body: some View { Text("\\(text.count)") }
            }
            Long()
            """
        #expect(ScriptTesting.messages(source, limits: Self.limits(steps: 200_000, bytes: 100_000, string: 100_000)) == [])
        #expect(ScriptTesting.messages(source, limits: Self.limits(steps: 200_000, bytes: 50_000, string: 100_000))
            == ["the document makes more than 50000 bytes of strings and collections, the limit"])
    }

    @Test("interpolation, joined and description are within the limit for one string")
    func otherStringGrowth() {
        let limits = Self.limits(steps: 1_000_000, bytes: 1 << 30, string: 1000)
        let long = "let s = \"\(String(repeating: "x", count: 600))\"\n"
        #expect(ScriptTesting.messages(long + "Text(\"\\(s)\\(s)\")", limits: limits)
            == ["a string would be longer than 1000 bytes, the limit for one string"])
        #expect(ScriptTesting.messages(long + "Text([s, s].joined(separator: \",\"))", limits: limits)
            == ["a string would be longer than 1000 bytes, the limit for one string"])
        #expect(ScriptTesting.messages(long + "Text(\"\\([s, s])\")", limits: limits)
            == ["a string would be longer than 1000 bytes, the limit for one string"])
        #expect(ScriptTesting.messages(long + "Text([s, s].description)", limits: limits)
            == ["a string would be longer than 1000 bytes, the limit for one string"])
        #expect(ScriptTesting.messages(long + "Text(String(describing: [s, s]))", limits: limits)
            == ["a string would be longer than 1000 bytes, the limit for one string"])
    }

    @Test("a string made whole many times over is stopped by the bytes made in all")
    func totalBytes() {
        let source = """
            let s = "\(String(repeating: "x", count: 1000))"
            let all = (0..<5000).map { i in s + "\\(i)" }
            Text("\\(all.count)")
            """
        #expect(ScriptTesting.messages(source, limits: Self.limits(steps: 1_000_000, bytes: 1 << 20))
            == ["the document makes more than 1 MiB of strings and collections, the limit"])
    }

    @Test("text a view shows is charged what laying it out takes, 64 bytes a byte: many views of one string are stopped",
          arguments: [("Text(s)", 20), ("Label(s, systemImage: \"star\")", 20), ("ForEach(0..<20, id: \\.self) { _ in Text(s) }", 17)])
    func shownText(view: String, doublings: Int) {
        let source = """
            struct Page: View {
                var s: String { var r = "ab cd "; for _ in 0..<\(doublings) { r += r }; return r }
                var body: some View { VStack { \(view) } }
            }
            Page()
            """
        #expect(ScriptTesting.messages(source) == ["the document makes more than 256 MiB of strings and collections, the limit"])
        // 6 KiB shown is 384 KiB to lay out.
        #expect(ScriptTesting.messages(source.replacingOccurrences(of: "0..<\(doublings)", with: "0..<10")) == [])
    }

    @Test("a text doubled by + counts its parts")
    func doubledText() {
        let source = """
            struct Big: View {
                var text: Text {
                    var t = Text("ab")
                    for _ in 0..<40 { t = t + t }
                    return t
                }
                var body: some View { text }
            }
            Big()
            """
        let diagnostics = ScriptTesting.messages(source, limits: Self.limits())
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasSuffix(Self.stepLimit) == true)
    }

    @Test("an array doubled by append(contentsOf:) counts its elements")
    func doubledArray() {
        let source = """
            struct Big: View {
                var count: Int {
                    var a = [1]
                    for _ in 0..<40 { a.append(contentsOf: a) }
                    return a.count
                }
                var body: some View { Text("\\(count)") }
            }
            Big()
            """
        let diagnostics = ScriptTesting.messages(source, limits: Self.limits())
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasSuffix(Self.stepLimit) == true)
    }

    @Test("the wall-clock limit stops a run whose steps are within their limit")
    func wallClock() {
        var limits = ScriptLimits.standard
        limits.seconds = 0
        let diagnostics = ScriptTesting.messages(
            "let n = (0..<5000).map { $0 * 2 }.count\nText(\"\\(n)\")", limits: limits)
        #expect(diagnostics == ["the document runs longer than 0 s, the limit"])
    }
}
