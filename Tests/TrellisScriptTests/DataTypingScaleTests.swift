import Testing
@testable import TrellisScript

/// Typing data gathers the fields of records by name in one pass, so that data with many
/// distinct keys, at the top or nested, is typed in time linear in its size. (Joining record
/// types pairwise made 40,000 records of distinct nested keys take over half a minute; the
/// time limit here is what fails if typing becomes quadratic again.)
@Suite("Data typing at scale", .timeLimit(.minutes(1))) struct DataTypingScaleTests {
    static let count = 100_000

    @Test("records of distinct nested keys: one optional field per key")
    func distinctNestedKeys() throws {
        let json = "[" + (0..<Self.count).map { "{\"id\":\($0),\"meta\":{\"k\($0)\":\($0 % 2 == 0 ? "1" : "2.5")}}" }.joined(separator: ",") + "]"
        let typed = DataTypes.typed(try JSONParserTests.parse(json), from: "wide.json")
        guard case .array(.record(let shape)) = typed.type, case .record(let meta)? = shape.type(of: "meta"), let fields = meta.fields else {
            Issue.record("not records with a record field: \(typed.type)")
            return
        }
        #expect(fields.count == Self.count)
        #expect(fields[0] == RecordShape.Field(name: "k0", type: .optional(.int)))
        #expect(fields[1] == RecordShape.Field(name: "k1", type: .optional(.double)))
        #expect(shape.type(of: "id") == .int)
    }

    @Test("records of distinct top-level keys, and one record of many keys whose numbers are fitted")
    func distinctKeys() throws {
        let json = "[" + (0..<Self.count).map { "{\"k\($0)\":\($0)}" }.joined(separator: ",") + "]"
        let typed = DataTypes.typed(try JSONParserTests.parse(json), from: "wide.json")
        guard case .array(.record(let shape)) = typed.type else {
            Issue.record("not records: \(typed.type)")
            return
        }
        #expect(shape.fields?.count == Self.count)
        let one = "{" + (0..<Self.count).map { "\"k\($0)\":\($0 == 0 ? "[1, 2.5]" : "\($0)")" }.joined(separator: ",") + "}"
        let fitted = DataTypes.typed(try JSONParserTests.parse(one), from: "one.json")
        guard case .record(let record) = fitted.value else {
            Issue.record("not a record")
            return
        }
        #expect(record["k0"]?.description == "[1.0, 2.5]")
        #expect(record["k99999"]?.description == "99999")
    }

    @Test("a field that disagrees in nested records names the field and the records")
    func nestedDisagreement() throws {
        let typed = DataTypes.typed(try JSONParserTests.parse(#"[{"m":{"w":1}},{"m":{"w":"x"}}]"#), from: "n.json")
        guard case .array(.record(let shape)) = typed.type, case .record(let meta)? = shape.type(of: "m") else {
            Issue.record("not records: \(typed.type)")
            return
        }
        #expect(meta.type(of: "w")?.mixedOrigin == "'w' in n.json is an Int in record 1 and a String in record 2")
    }
}
