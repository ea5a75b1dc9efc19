import Testing
@testable import TrellisScript

/// Field names of data are compared by their bytes (Unicode scalars), as RFC 8259 compares
/// JSON keys: `é` (U+00E9) and `e` + U+0301 look alike but are two keys, in JSON objects, CSV
/// headers and the types inferred over them; a key spelled the same twice is still refused.
@MainActor @Suite("Data keys") struct DataKeyTests {
    @Test("canonically equivalent JSON keys are distinct; true duplicates are refused")
    func jsonKeys() throws {
        let record = try JSONParserTests.parse("{\"\u{E9}\": 1, \"e\u{301}\": 2}")
        guard case .record(let fields) = record else {
            Issue.record("not a record: \(record)")
            return
        }
        #expect(fields.layout.names.map { Array($0.unicodeScalars) } == [["e", "\u{301}"], ["\u{E9}"]])
        #expect(fields.values.map(\.description) == ["2", "1"])
        #expect(JSONParserTests.error("{\"\u{E9}\": 1, \"\u{E9}\": 2}") == "1:1: the object has the key '\u{E9}' twice")
        #expect(JSONParserTests.error("{\"e\u{301}\": 1, \"e\\u0301\": 2}") == "1:1: the object has the key 'e\u{301}' twice")
    }

    @Test("objects whose keys differ only by normalization get layouts of their own")
    func layouts() throws {
        guard case .array(let rows) = try JSONParserTests.parse("[{\"\u{E9}\": 1}, {\"e\u{301}\": 2}, {\"\u{E9}\": 3}]"),
              case .record(let first) = rows[0], case .record(let second) = rows[1], case .record(let third) = rows[2] else {
            Issue.record("not an array of records")
            return
        }
        #expect(first.layout !== second.layout)
        #expect(first.layout === third.layout)
        #expect(second.layout.names.first.map { Array($0.unicodeScalars) } == ["e", "\u{301}"])
    }

    @Test("the inferred type keeps both fields, each of its own type")
    func typing() throws {
        let typed = DataTypes.typed(try JSONParserTests.parse("[{\"\u{E9}\": 1, \"e\u{301}\": \"x\"}, {\"\u{E9}\": 2}]"), from: "k.json")
        guard case .array(.record(let shape)) = typed.type, let fields = shape.fields else {
            Issue.record("not an array of records: \(typed.type)")
            return
        }
        #expect(fields.map { $0.name.unicodeScalars.count } == [2, 1])
        #expect(fields.map(\.type) == [.optional(.string), .int])
    }

    @Test("CSV headers are compared the same way")
    func csvHeaders() {
        #expect(CSVTableTests.read("\u{E9},e\u{301}\n1,2\n") == "[Record(e\u{301}: 2, \u{E9}: 1)]")
        #expect(CSVTableTests.read("\u{E9},\u{E9}\n1,2\n") == "invalid CSV at line 1, column 1: the header names the column '\u{E9}' twice")
    }

    /// Records of 2 and of 9 fields: layouts past 8 names find them through a table.
    @Test("a document reads the field its source spells, byte for byte", arguments: [0, 7])
    func fieldAccess(padding: Int) throws {
        let extra = (0..<padding).map { ", \"p\($0)\": 0" }.joined()
        let files = ["k.json": "[{\"\u{E9}\": 1, \"e\u{301}\": 2\(extra)}]"]
        let source = "let rows = load(\"k.json\")\nText(\"\\(rows[0].\u{E9}) \\(rows[0].e\u{301})\")"
        #expect(try ScriptTesting.render(source, files: files) == "1 2")
    }

    @Test("a dictionary literal's keys are compared by bytes too")
    func literalKeys() throws {
        let source = "let r = [\"\u{E9}\": 1, \"e\u{301}\": 2, \"\u{E9}\": 3]\nText(\"\\(r.\u{E9}) \\(r.e\u{301})\")"
        #expect(try ScriptTesting.render(source) == "3 2")
    }
}
