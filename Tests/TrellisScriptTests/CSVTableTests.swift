import Testing
@testable import TrellisScript

/// The CSV reader behind `load("….csv")`: RFC 4180 quoting, typed columns, one shared
/// layout, and malformed rows as errors at their line.
@Suite("CSV table") struct CSVTableTests {
    /// The error `text` gives, as its description.
    static func error(_ text: String) -> String? {
        do throws(CSVTable.Failure) {
            _ = try CSVTable(parsing: text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("rows become records typed by column, sharing one layout; short rows are padded, an empty number is nil")
    func records() throws {
        guard case .array(let rows) = try CSVTable(parsing: "name,score\r\n\"x, \"\"y\"\"\",1\nz\n").records,
              case .record(let first) = rows[0], case .record(let second) = rows[1] else {
            Issue.record("not an array of records")
            return
        }
        #expect("\(Value.record(first))" == #"Record(name: "x, "y"", score: 1)"#)
        #expect("\(Value.record(second))" == #"Record(name: "z", score: nil)"#)
        #expect(first.layout === second.layout)
    }

    @Test("a wide row, an unterminated quote or a repeated header name is an error at its line")
    func errors() {
        #expect(Self.error("a,b\n1,2\n3,4,5\n") == "invalid CSV at line 3: 3 fields, but the header has 2")
        #expect(Self.error("a,b\n\"multi\nline\",2\n3,4,5\n") == "invalid CSV at line 4: 3 fields, but the header has 2")
        #expect(Self.error("a,b\n1,\"2\n3,4\n") == "invalid CSV at line 2: a quoted field has no closing quote")
        #expect(Self.error("a,a\n1,2\n") == "invalid CSV at line 1: the header names the column 'a' twice")
        #expect(Self.error("a,b\n1,2") == nil)
    }
}
