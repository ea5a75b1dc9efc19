import Testing
@testable import TrellisScript

/// Parsing: SwiftParser's syntax errors become diagnostics with locations, all of them.
@Suite("Parser") struct ParserTests {
    @Test("a syntax error is reported at its line and column, with swift-syntax's message")
    func syntaxError() {
        let diagnostics = ScriptTesting.diagnosticValues("""
            VStack {
                Text("a"
                Text("b")
            }
            """)
        #expect(diagnostics.map(\.kind) == [.syntax])
        #expect(diagnostics.first.map { "\($0.location.line):\($0.location.column): \($0.message)" } == "2:13: expected ')' to end function call")
    }

    @Test("every syntax error is reported, not only the first")
    func severalSyntaxErrors() {
        let diagnostics = ScriptTesting.diagnosticValues("""
            let a = [1, 2
            VStack {
                Text("a"))
            }
            """)
        #expect(diagnostics.count >= 2)
        #expect(diagnostics.allSatisfy { $0.kind == .syntax })
    }

    @Test("operators are folded with Swift's precedence: && binds tighter than ||")
    func precedence() throws {
        let text = try ScriptTesting.render("""
            let a = true
            let b = false
            if b && a || a { Text("yes") } else { Text("no") }
            """)
        #expect(text == "yes")
    }

    @Test("a document without a view, and one with two, are errors")
    func topLevelView() {
        #expect(ScriptTesting.diagnostics("let a = 1") == ["1:10: the document has no top-level view expression"])
        #expect(ScriptTesting.diagnostics("Text(\"a\")\nText(\"b\")") == ["2:1: a document has one top-level view; this is a second one"])
    }
}
