import Testing
@testable import TrellisScript

/// Parsing: SwiftParser's syntax errors become diagnostics with locations, all of them.
@MainActor @Suite("Parser") struct ParserTests {
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

    /// Found by DocumentFuzzer: swift-syntax's diagnostics generator trapped ("A Fix-It must
    /// have at least one change") on an '=' whose neighbour is a control character while
    /// spaces lie on both sides; the document is now rejected with the lexer's message.
    @Test("an '=' next to a control character is a syntax error, not a trap")
    func equalNextToAControlCharacter() {
        for source in ["let a: Int  \u{1}= 1\nText(\"x\")", "let a: Bool   \u{0}\u{0}\u{1}= false\nText(\"x\")"] {
            let diagnostics = ScriptTesting.diagnosticValues(source)
            #expect(diagnostics.map(\.kind) == [.syntax])
            #expect(diagnostics.first?.message == "'=' must have consistent whitespace on both sides")
        }
    }

    /// Trojan Source: a bidirectional control reorders how the text displays, so the code
    /// shown is not the code run. Written as `\u{…}` inside a string it is visible, and fine.
    @Test("a raw bidirectional control anywhere in a document is refused at its place", arguments: [
        ("let isAdmin\u{202E} = true\nText(\"x\")", 1, 12, "U+202E (RIGHT-TO-LEFT OVERRIDE)"),
        ("Text(\"a\u{2066}b\")", 1, 8, "U+2066 (LEFT-TO-RIGHT ISOLATE)"),
        ("// note \u{202B}\nText(\"x\")", 1, 9, "U+202B (RIGHT-TO-LEFT EMBEDDING)"),
    ])
    func bidirectionalControls(_ source: String, _ line: Int, _ column: Int, _ named: String) {
        let diagnostics = ScriptTesting.diagnosticValues(source)
        #expect(diagnostics.map(\.kind) == [.syntax])
        #expect(diagnostics.first.map { ($0.location.line, $0.location.column) } ?? (0, 0) == (line, column))
        #expect(diagnostics.first?.message.contains(named) == true)
        #expect(ScriptTesting.diagnosticValues("Text(\"a\\u{202E}b\")").isEmpty)
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
