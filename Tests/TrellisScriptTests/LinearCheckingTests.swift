import Testing
@testable import TrellisScript

/// Checking costs a small multiple of the document: closures the checker tries more than once
/// (a `reduce`'s initial value as `Int`, then `Double`; each overload of a call) are reused,
/// not checked again for each try of each enclosing closure; nested interpolation is refused
/// past the nesting limit before it is parsed. Each case would take hours, or gigabytes, if
/// checking were exponential or quadratic in its nesting.
@MainActor @Suite("Linear checking") struct LinearCheckingTests {
    /// `levels` `reduce`s, each in the closure of the one before, with `body` innermost.
    static func nestedReduce(_ levels: Int, body: String) -> String {
        var expression = body
        for _ in 0..<levels { expression = "[1, 2].reduce(0) { $0 + \(expression) + $1 }" }
        return "let n = \(expression)\nText(\"\\(n)\")"
    }

    @Test("a typo inside 24 nested reduce closures is reported, in linear time")
    func nestedReduceTypo() {
        let diagnostics = ScriptTesting.messages(Self.nestedReduce(24, body: "cuont"))
        #expect(diagnostics == ["cannot find 'cuont' in scope"])
    }

    @Test("nested reduces that need Double are typed as Swift types them, at every level")
    func nestedReduceDouble() throws {
        // Each level is 2x + 3 of the one inside it: 4, 11, 25, … 7 × 2^15 - 3.
        #expect(try ScriptTesting.render(Self.nestedReduce(16, body: "0.5")) == "229373.0")
    }

    @Test("a typo inside 60 nested comparisons is one error")
    func nestedComparisons() {
        var expression = "cuont == 1"
        for _ in 0..<60 { expression = "(\(expression)) == true" }
        let diagnostics = ScriptTesting.messages("let b = \(expression)\nText(\"\\(b)\")")
        #expect(diagnostics.count == 1)
    }

    @Test("an implicit member on the left of a comparison takes the right side's type")
    func implicitMemberComparison() throws {
        #expect(try ScriptTesting.render("enum Mode { case a, b }\nlet m = Mode.a\nText(.a == m ? \"yes\" : \"no\")") == "yes")
    }

    @Test("a typo inside sections nested 30 deep, each a call with several overloads, is one error")
    func nestedOverloads() {
        var content = "Text(cuont)"
        for level in 0..<30 { content = "Section(\"s\(level)\") { \(content) }" }
        let diagnostics = ScriptTesting.messages("List { \(content) }")
        #expect(diagnostics.count == 1)
    }

    @Test("interpolations nested 10,000 deep are refused before they are parsed")
    func nestedInterpolation() {
        let depth = 10_000
        let source = "Text(" + String(repeating: "\"\\(", count: depth) + "1" + String(repeating: ")\"", count: depth) + ")"
        #expect(ScriptTesting.messages(source) == ["string interpolations nest more than 100 levels deep, the limit"])
    }

    @Test("interpolations nested to the limit check and render")
    func interpolationAtTheLimit() throws {
        let depth = 20
        let source = "Text(" + String(repeating: "\"<\\(", count: depth) + "1" + String(repeating: ")>\"", count: depth) + ")"
        #expect(try ScriptTesting.render(source, width: 80) == String(repeating: "<", count: depth) + "1" + String(repeating: ">", count: depth))
    }
}
