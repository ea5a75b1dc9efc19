import Testing
@testable import TrellisScript

/// One failure is one diagnostic: what failed to check (a `load` that failed, an unknown name
/// or type) is typed as failed, and whatever uses it (members, calls, operators, iteration,
/// bindings, annotations) fails with it silently instead of reporting errors of its own.
@MainActor @Suite("No cascades") struct CascadeTests {
    /// A document that uses `rows` every way it can: members, closures, operators, `ForEach`
    /// with a key path, conditions, subscripts and optional chaining.
    static func usingRows(_ binding: String) -> String {
        """
        \(binding)
        let total = rows.reduce(0) { $0 + $1.amount }
        let names = rows.map { $0.name }.joined(separator: ", ")
        let label = "total: " + (rows.last?.name ?? "")
        VStack {
            Text("\\(rows.count) rows, total \\(total), \\(-rows.count)")
            Text(names + label)
            ForEach(rows, id: \\.id) { row in
                Text(row.name + "!").foregroundStyle(row.late ? .red : .primary)
            }
            if rows.isEmpty || rows.count > 3 { Text("none") }
            Text(rows[0].title)
            Text(rows.first?.name ?? "-")
            ForEach(rows.sorted { $0.rank < $1.rank }, id: \\.id) { row in Text("\\(row.rank * 2)") }
        }
        """
    }

    @Test("a load that fails is one error, however its data is used", arguments: [
        ("nope.json", "cannot load 'nope.json': no such file"),
        ("bad.json", "cannot load 'bad.json': invalid JSON at line 1, column 2: expected a string key"),
        ("bad.csv", "cannot load 'bad.csv': invalid CSV at line 2, column 5: more than the 2 fields of the header"),
    ])
    func failedLoad(_ file: String, _ message: String) {
        let files = ["bad.json": "{", "bad.csv": "a,b\n1,2,3\n"]
        #expect(ScriptTesting.messages(Self.usingRows("let rows = load(\"\(file)\")"), files: files) == [message])
    }

    @Test("a failed load with a declared type is checked against the type, and adds nothing")
    func annotatedFailedLoad() {
        let source = """
            struct Row { let name: String; let amount: Int }
            let rows: [Row] = load("nope.json")
            VStack {
                ForEach(rows, id: \\.name) { row in Text(row.name + "x") }
                Text("\\(rows.map(\\.amount).reduce(0, +))")
                ForEach(rows, id: \\.name) { row in Text(row.titel) }
            }
            """
        #expect(ScriptTesting.diagnostics(source) == [
            "2:24: cannot load 'nope.json': no such file",
            "6:49: value of type 'Row' has no member 'titel'",
        ])
    }

    @Test("an unknown name, used again and again, is one error; its uses add none")
    func unknownName() {
        let source = """
            let a = undefinedThing
            let b = a.foo.bar
            let c = b + 1
            let d = [c, c]
            VStack {
                Text("\\(d.count)")
                Text(a.name + "x")
                Text("\\(b * 2)")
                ForEach(d, id: \\.self) { v in Text("\\(v.baz)") }
                Text(undefinedThing)
                ForEach(itemz, id: \\.self) { i in Text("\\(i + 1)") }
                ForEach(itemz, id: \\.self) { i in Text("\\(i * 2)").bold() }
            }
            """
        #expect(ScriptTesting.diagnostics(source) == [
            "1:9: cannot find 'undefinedThing' in scope",
            "11:13: cannot find 'itemz' in scope",
        ])
    }

    @Test("an unknown type in an annotation is one error; the binding's uses add none")
    func unknownType() {
        let source = """
            let x: Strnig = "a"
            let xs: [Strnig] = ["a"]
            let y = x.uppercased() + "b"
            VStack {
                Text(y)
                Text(x.count.description)
                ForEach(xs, id: \\.self) { s in Text(s.lowercased()) }
            }
            """
        #expect(ScriptTesting.diagnostics(source) == [
            "1:8: cannot find 'Strnig' in scope; did you mean 'String'?"
        ])
    }

    @Test("an unknown view used many times is one error")
    func unknownView() {
        #expect(ScriptTesting.messages("VStack {\n Txt(\"a\")\n Txt(\"b\")\n Txt(\"c\")\n}") == [
            "cannot find view 'Txt' in scope; did you mean 'Text'?"
        ])
    }

    @Test("standard input that fails is one error at the first stdin()")
    func failedStandardInput() throws {
        let source = "let s = stdin()\nlet t = stdin()\nVStack {\n ForEach(s, id: \\.id) { r in Text(r.name) }\n Text(\"\\(t.count + 1)\")\n}"
        #expect(try DataBudgetTests.diagnostics(source, files: [:], limits: .standard, standardInput: {
            throw StandardInputError(description: "standard input is closed")
        }) == ["1:9: cannot load '<stdin>': standard input is closed"])
    }
}
