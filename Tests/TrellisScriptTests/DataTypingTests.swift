import Testing
@testable import TrellisScript

/// Loaded data gets a type per field inferred over all records, and never shows a value its
/// type does not promise: the order of records changes nothing.
@MainActor @Suite("Data typing") struct DataTypingTests {
    static func parse(_ json: String) throws -> Value {
        try Array(json.utf8).withUnsafeBufferPointer { try JSONParser.parse($0, maxDepth: 100) }
    }

    static let rows = "ForEach(rows, id: \\.name) { row in Text(\"\\(row.name): \\(row.uptime * 100)% \\(row.uptime)\") }"

    @Test("Int and Double unify to Double whatever the records' order, and the Ints become Doubles", arguments: [
        ("[{\"name\":\"a\",\"uptime\":0.9998},{\"name\":\"b\",\"uptime\":1}]", "a: 99.98% 0.9998\nb: 100.0% 1.0"),
        ("[{\"name\":\"b\",\"uptime\":1},{\"name\":\"a\",\"uptime\":0.9998}]", "b: 100.0% 1.0\na: 99.98% 0.9998"),
    ])
    func numbersUnify(_ json: String, _ expected: String) throws {
        let source = "let rows = load(\"rows.json\")\nVStack(alignment: .leading) { \(Self.rows) }"
        #expect(try ScriptTesting.render(source, files: ["rows.json": json]) == expected)
    }

    @Test("a field missing or null in some record is optional there")
    func missingIsOptional() throws {
        let json = "[{\"name\":\"a\",\"owner\":\"sam\"},{\"name\":\"b\"},{\"name\":\"c\",\"owner\":null}]"
        let source = "let rows = load(\"rows.json\")\nVStack(alignment: .leading) { ForEach(rows, id: \\.name) { Text(\"\\($0.name) \\($0.owner ?? \"-\")\") } }"
        #expect(try ScriptTesting.render(source, files: ["rows.json": json]) == "a sam\nb -\nc -")
        let typed = DataTypes.typed(try Self.parse(json), from: "rows.json")
        guard case .array(.record(let shape)) = typed.type else {
            Issue.record("not an array of records: \(typed.type)")
            return
        }
        #expect(shape.type(of: "owner") == .optional(.string))
        #expect(shape.type(of: "name") == .string)
    }

    @Test("a field whose records disagree is an error where it is used as a number or text, naming the file, field and records")
    func mixedField() {
        let json = "[{\"name\":\"a\",\"latency\":3},{\"name\":\"b\",\"latency\":\"fast\"}]"
        let files = ["rows.json": json]
        #expect(ScriptTesting.diagnostics("let rows = load(\"rows.json\")\nForEach(rows, id: \\.name) { Text(\"\\($0.latency + 1)\") }", files: files)
            == ["2:48: 'latency' in rows.json is an Int in record 1 and a String in record 2, so '+' cannot be applied to it"])
        #expect(ScriptTesting.diagnostics("let rows = load(\"rows.json\")\nForEach(rows, id: \\.name) { Text($0.latency) }", files: files)
            == ["2:34: 'latency' in rows.json is an Int in record 1 and a String in record 2, so it cannot be used as 'String'"])
        // Shown as it is, it is fine.
        #expect(ScriptTesting.diagnostics("let rows = load(\"rows.json\")\nForEach(rows, id: \\.name) { Text(\"\\($0.latency)\") }", files: files) == [])
    }

    @Test("an Int a Double would round (beyond 2^53) does not join a Double: shown exactly, refused as a number", arguments: [
        "[{\"name\":\"a\",\"id\":9007199254740993},{\"name\":\"b\",\"id\":0.5}]",
        "[{\"name\":\"b\",\"id\":0.5},{\"name\":\"a\",\"id\":9007199254740993}]",
    ])
    func roundedIntsDoNotJoin(_ json: String) throws {
        let files = ["rows.json": json]
        let shown = try ScriptTesting.render("let rows = load(\"rows.json\")\nVStack(alignment: .leading) { ForEach(rows, id: \\.name) { Text(\"\\($0.id)\") } }", files: files)
        #expect(shown.split(separator: "\n").sorted() == ["0.5", "9007199254740993"])
        let found = ScriptTesting.diagnostics("let rows = load(\"rows.json\")\nForEach(rows, id: \\.name) { Text(\"\\($0.id * 2)\") }", files: files)
        #expect(found.count == 1 && (found.first ?? "").contains("beyond 2^53"), "\(found)")
        // 2^53 itself is exact, and joins.
        #expect(try ScriptTesting.render("let rows = load(\"rows.json\")\nText(\"\\(rows)\")", files: ["rows.json": "[9007199254740992, 0.5]"]) == "[9007199254740992.0, 0.5]")
    }

    @Test("text is never taken for a number at run time")
    func textIsNotANumber() {
        let source = "let d: [String: Any] = [\"n\": \"str\"]\nText(\"\\(d[\"n\"] + 1)\")"
        let found = ScriptTesting.diagnostics(source)
        #expect(found.count == 1 && !(found.first ?? "").isEmpty, "\(found)")
    }

    @Test("numbers in nested arrays and optional records fit their unified type")
    func nested() throws {
        let json = "[{\"name\":\"a\",\"scores\":[1,2.5],\"meta\":{\"w\":2}},{\"name\":\"b\",\"scores\":[3],\"meta\":null},{\"name\":\"c\",\"scores\":[],\"meta\":{\"w\":0.5}}]"
        let typed = DataTypes.typed(try Self.parse(json), from: "rows.json")
        let source = "let rows = load(\"rows.json\")\nVStack { ForEach(rows, id: \\.name) { Text(\"\\($0.scores)\") } }"
        #expect(try ScriptTesting.render(source, files: ["rows.json": json]) == "[1.0, 2.5]\n  [3.0]\n    []")
        guard case .array(.record(let shape)) = typed.type else {
            Issue.record("not an array of records: \(typed.type)")
            return
        }
        #expect(shape.type(of: "scores") == .array(.double))
        #expect(shape.type(of: "meta") == .optional(.record(RecordShape(name: "Record", fields: [.init(name: "w", type: .double)]))))
    }
}

/// Document structs describe loaded records, as `Decodable` structs do: checked field by field
/// before anything runs, extra fields ignored, integers made `Double` where the struct says so.
@MainActor @Suite("Typed data") struct TypedDataTests {
    static let json = """
        [{"name":"api","uptime":0.9998,"owner":{"team":"core"},"latency":12},
         {"name":"db","uptime":1,"latency":3.5,"extra":true}]
        """
    static let structs = """
        struct Owner: Decodable { let team: String }
        struct Service: Decodable { let name: String; let uptime: Double; let owner: Owner?; let latency: Double }
        """

    @Test("a loaded array passes where the struct is expected, and optional chaining reads it")
    func typedArray() throws {
        let source = Self.structs + """

            struct Row: View {
                let service: Service
                var body: some View { Text("\\(service.name) \\(service.latency) \\(service.owner?.team ?? "-")") }
            }
            let services: [Service] = load("s.json")
            VStack(alignment: .leading) { ForEach(services, id: \\.name) { Row(service: $0) } }
            """
        #expect(try ScriptTesting.render(source, files: ["s.json": Self.json]) == "api 12.0 core\ndb 3.5 -")
    }

    @Test("a record passes where a struct parameter expects it")
    func typedParameter() throws {
        let source = Self.structs + """

            struct Row: View {
                let service: Service
                var body: some View { Text(service.name) }
            }
            let services = load("s.json")
            VStack(alignment: .leading) { ForEach(services, id: \\.name) { Row(service: $0) } }
            """
        #expect(try ScriptTesting.render(source, files: ["s.json": Self.json]) == "api\ndb")
    }

    @Test("a field the data lacks, a type it does not have, or a field missing in some records is an error naming the field", arguments: [
        ("struct S { let name: String; let port: Int }", "the data has no field 'port', which 'S.port' needs"),
        ("struct S { let name: Int }", "'name' is String in the data, but 'S.name' is Int"),
        ("struct S { let latency: Int }", "'latency' is Double in the data, but 'S.latency' is Int"),
        ("struct O { let team: String }\nstruct S { let owner: O }",
         "'owner' is missing or null in some records of the data, but 'S.owner' is not optional; declare it 'O?'"),
    ])
    func mismatch(_ declaration: String, _ message: String) {
        let lines = declaration.split(separator: "\n").count
        let source = declaration + "\nlet d: [S] = load(\"s.json\")\nText(\"\\(d.count)\")"
        #expect(ScriptTesting.diagnostics(source, files: ["s.json": Self.json]) == ["\(lines + 1):14: \(message)"])
    }

    @Test("optional chaining on a value that is not optional is an error; nil chains to nil")
    func optionalChaining() throws {
        #expect(ScriptTesting.diagnostics("let s = \"x\"\nText(\"\\(s?.count ?? 0)\")")
            == ["2:10: cannot use optional chaining on non-optional value of type 'String'"])
        let source = Self.structs + "\nlet services: [Service] = load(\"s.json\")\nText(\"\\(services[1].owner?.team ?? \"none\")\")"
        #expect(try ScriptTesting.render(source, files: ["s.json": Self.json]) == "none")
    }
}

/// ISO 8601 strings become dates where a struct says `Date`, shown through Foundation's date
/// styles in the document's locale and UTC.
@MainActor @Suite("Dates") struct DateTests {
    static let json = """
        [{"title":"Deploy","at":"2024-03-05T14:30:00Z"},{"title":"Review","at":"2024-03-06"},
         {"title":"Retro","at":"2024-03-07T09:15:00.5+01:00"}]
        """

    @Test("Text(date, style:) and date.formatted(date:time:) show dates as SwiftUI does")
    func styles() throws {
        let source = """
            struct Event { let title: String; let at: Date }
            let events: [Event] = load("e.json")
            VStack(alignment: .leading) {
                ForEach(events, id: \\.title) { e in
                    Text("\\(e.title): \\(e.at.formatted(date: .abbreviated, time: .shortened)) | \\(e.at.formatted())")
                }
                Text(events[0].at, style: .date)
                Text(events[0].at, style: .time)
            }
            """
        #expect(try ScriptTesting.render(source, width: 80, files: ["e.json": Self.json]) == """
            Deploy: Mar 5, 2024 at 2:30\u{202F}PM | 3/5/2024, 2:30\u{202F}PM
            Review: Mar 6, 2024 at 12:00\u{202F}AM | 3/6/2024, 12:00\u{202F}AM
            Retro: Mar 7, 2024 at 8:15\u{202F}AM | 3/7/2024, 8:15\u{202F}AM
            March 5, 2024
            2:30\u{202F}PM
            """)  // Foundation puts a narrow no-break space before AM and PM, as on Apple's platforms
    }

    @Test("dates in fields of .dateTime, in a Text, formatted(_:) and interpolation; a date is an id")
    func dateTimeFields() throws {
        let source = """
            struct Event { let title: String; let at: Date }
            let events: [Event] = load("e.json")
            VStack(alignment: .leading) {
                ForEach(events, id: \\.at) { e in
                    Text("\\(e.title) \\(e.at, format: .dateTime.weekday(.wide).day().month(.wide).year())")
                }
                Text(events[0].at, format: .dateTime.hour().minute())
                Text(events[1].at.formatted(.dateTime.month().day()))
            }
            """
        #expect(try ScriptTesting.render(source, width: 80, files: ["e.json": Self.json]) == """
            Deploy Tuesday, March 5, 2024
            Review Wednesday, March 6, 2024
            Retro Thursday, March 7, 2024
            2:30\u{202F}PM
            Mar 6
            """)
        #expect(ScriptTesting.messages(source.replacingOccurrences(of: ".month(.wide)", with: ".month(.long)"), files: ["e.json": Self.json])
            == ["value of type 'Date.FormatStyle.Symbol.Month' has no member 'long'"])
    }

    @Test("a string that is not an ISO 8601 date is an error naming the record and the field")
    func badDate() {
        let source = "struct Event { let title: String; let at: Date }\nlet events: [Event] = load(\"e.json\")\nText(\"\\(events.count)\")"
        #expect(ScriptTesting.diagnostics(source, files: ["e.json": "[{\"title\":\"a\",\"at\":\"2024-01-01\"},{\"title\":\"b\",\"at\":\"yesterday\"}]"])
            == ["2:23: record 2: 'at' is 'yesterday', not an ISO 8601 date: expected a date like 2024-03-05 (e.json:1:53)"])
    }
}

/// CSV columns of numbers are numbers, by a documented rule: empty cells are `nil`, and only
/// decimal numbers count (not `nan`, `inf` or hexadecimal).
@MainActor @Suite("CSV typing") struct CSVTypingTests {
    @Test("a column's type comes from its non-empty cells; an empty cell in a number column is nil")
    func columns() throws {
        let csv = "region,units,price,active,note\nNorth,12,9.5,true,\nSouth,,3,false,x\nEast,7,nan,,\n"
        let source = """
            let rows = load("s.csv")
            VStack(alignment: .leading) {
                ForEach(rows, id: \\.region) { r in Text("\\(r.region) \\((r.units ?? 0) * 2) \\(r.price) \\(r.active ?? false) [\\(r.note)]") }
            }
            """
        #expect(try ScriptTesting.render(source, files: ["s.csv": csv]) == "North 24 9.5 true []\nSouth 0 3 false [x]\nEast 14 nan false []")
        #expect(ScriptTesting.diagnostics("let rows = load(\"s.csv\")\nText(\"\\(rows[0].price + 1)\")", files: ["s.csv": csv])
            == ["2:23: operator '+' cannot be applied to 'String' and 'Int'"])
    }
}
