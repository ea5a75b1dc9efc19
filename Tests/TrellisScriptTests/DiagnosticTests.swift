import Testing
@testable import TrellisScript

/// Each kind of diagnostic, with its location, wording and "did you mean".
@MainActor @Suite("Diagnostics") struct DiagnosticTests {
    @Test("unknown view, with the closest view name")
    func unknownView() {
        #expect(ScriptTesting.diagnostics("VStack { Txt(\"a\") }") == ["1:10: cannot find view 'Txt' in scope; did you mean 'Text'?"])
    }

    @Test("unknown modifier")
    func unknownModifier() {
        #expect(ScriptTesting.diagnostics("Text(\"a\").paddin()") == ["1:11: value of type 'View' has no modifier 'paddin'; did you mean 'padding'?"])
    }

    @Test("unknown argument label")
    func unknownArgument() {
        #expect(ScriptTesting.diagnostics("Text(\"a\").frame(widht: 3)") == [
            "1:17: extra argument 'widht' in call to 'frame'; did you mean 'width'?",
        ])
    }

    @Test("missing argument")
    func missingArgument() {
        #expect(ScriptTesting.diagnostics("Label(\"a\")") == ["1:1: missing argument 'systemImage' in call to 'Label'"])
    }

    @Test("argument of the wrong type")
    func typeMismatch() {
        #expect(ScriptTesting.diagnostics("Text(3)") == ["1:6: cannot convert value of type 'Int' to expected argument type 'String'"])
        #expect(ScriptTesting.diagnostics("Text(\"a\").bold(3)") == ["1:16: cannot convert value of type 'Int' to expected argument type 'Bool'"])
    }

    @Test("unknown key in containerValue, environment and containerValues reads")
    func unknownKey() {
        let source = """
            extension ContainerValues { @Entry var isRejected = false }
            VStack {
                Text("a").containerValue(\\.isRejectd, true)
                Text("b").environment(\\.fnt, .title)
                Group(subviews: Text("c")) { subviews in
                    Text("\\(subviews[0].containerValues.isRejeted)")
                }
            }
            """
        #expect(ScriptTesting.diagnostics(source) == [
            "3:32: unknown container value key 'isRejectd'; did you mean 'isRejected'?",
            "4:29: unknown environment key 'fnt'; did you mean 'font'?",
            "6:45: unknown container value key 'isRejeted'; did you mean 'isRejected'?",
        ])
    }

    @Test("unknown plugin, with the loader's reason and the closest module name")
    func unknownPlugin() {
        #expect(ScriptTesting.diagnostics("import Bords\nText(\"a\")") == [
            "1:8: no plugin named 'Bords' (searched: memory); did you mean 'Boards'?",
        ])
    }

    @Test("unknown names and members")
    func unknownNames() {
        let source = """
            let songs = [["title": "A"]]
            VStack {
                Text(sogs.count.description)
                ForEach(songs, id: \\.title) { song in Text(song.titel) }
                Color.redd
            }
            """
        #expect(ScriptTesting.diagnostics(source) == [
            "3:10: cannot find 'sogs' in scope; did you mean 'songs'?",
            "4:53: value of type 'Record' has no member 'titel'; did you mean 'title'?",
            "5:11: value of type 'Color' has no member 'redd'; did you mean 'red'?",
        ])
    }

    @Test("unsupported statements and data that cannot be loaded")
    func unsupportedAndData() {
        #expect(ScriptTesting.found("let a = load(\"nope.json\")\nwhile true {}\nText(\"a\")") == [
            .init(1, 14, .data(path: "nope.json", reason: "no such file")),
            .init(2, 1, .unsupported(.statement(.topLevel))),
        ])
        #expect(ScriptTesting.diagnostics("let a = load(\"bad.json\")\nText(\"a\")", files: ["bad.json": "{"]).count == 1)
    }

    @Test("run-time failures: an index out of range inside a container's closure")
    func runtime() {
        let source = """
            struct Pick<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View {
                    Group(subviews: content) { subviews in subviews[5] }
                }
            }
            Pick { Text("a") }
            """
        let diagnostics = ScriptTesting.diagnosticValues(source)
        #expect(diagnostics.map(\.kind) == [.runtime])
        #expect(diagnostics.first?.message == "index 5 is out of range (count 1)")
    }

    @Test("every error is reported, in source order")
    func allErrors() {
        let diagnostics = ScriptTesting.diagnosticValues("""
            VStack(alignmnt: .leading) {
                Txt("a")
                Text("b").bold(3)
            }
            """)
        #expect(diagnostics.map(\.kind) == [.unknownArgument, .unknownView, .typeMismatch])
    }

    @Test("the formatter writes file:line:column: error:, the line and a caret")
    func formatter() throws {
        let source = "VStack {\n    Txt(\"a\")\n}"
        let diagnostics = ScriptTesting.diagnosticValues(source)
        let formatted = DiagnosticFormatter(source: source).format(try #require(diagnostics.first))
        let lines = formatted.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].hasSuffix("doc.swift:2:5: error: cannot find view 'Txt' in scope; did you mean 'Text'?"))
        #expect(lines[1] == "    Txt(\"a\")")
        #expect(lines[2] == "    ^")
    }

    @Test("suggestions need a plausible misspelling")
    func suggestions() {
        #expect(Suggestion.closest(to: "Txt", in: ["Text", "List"]) == "Text")
        #expect(Suggestion.closest(to: "Zebra", in: ["Text", "List"]) == nil)
        #expect(Suggestion.closest(to: "vstack", in: ["VStack"]) == "VStack")
    }
}
