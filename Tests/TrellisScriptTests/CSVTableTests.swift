import Testing
@testable import TrellisScript

/// The CSV reader behind `load("….csv")`: RFC 4180 quoting, typed columns, one shared
/// layout, and malformed rows as errors at their line and column.
@MainActor @Suite("CSV table") struct CSVTableTests {
    /// The records `text` reads as, or the error it gives, as text.
    static func read(_ text: String) -> String {
        do throws(CSVTable.Failure) {
            return "\(try Array(text.utf8).withUnsafeBufferPointer { bytes throws(CSVTable.Failure) in try CSVTable.records(in: bytes) })"
        } catch {
            return error.description
        }
    }

    /// The error `text` gives, as its description.
    static func error(_ text: String) -> String? {
        let result = read(text)
        return result.hasPrefix("invalid CSV") ? result : nil
    }

    @Test("rows become records typed by column, sharing one layout; an empty number is nil")
    func records() throws {
        let value = try Array("name,score\r\n\"x, \"\"y\"\"\",1\nz,\n".utf8).withUnsafeBufferPointer { try CSVTable.records(in: $0) }
        guard case .array(let rows) = value, case .record(let first) = rows[0], case .record(let second) = rows[1] else {
            Issue.record("not an array of records")
            return
        }
        #expect("\(Value.record(first))" == #"Record(name: "x, "y"", score: 1)"#)
        #expect("\(Value.record(second))" == #"Record(name: "z", score: nil)"#)
        #expect(first.layout === second.layout)
    }

    @Test("a wide or short row, an unterminated quote or a repeated header name is an error at its line and column")
    func errors() {
        #expect(Self.error("a,b\n1,2\n3,4,5\n") == "invalid CSV at line 3, column 5: more than the 2 fields of the header")
        #expect(Self.error("a,b\n\"multi\nline\",2\n3,4,5\n") == "invalid CSV at line 4, column 5: more than the 2 fields of the header")
        #expect(Self.error("a,b\n1,\"2\n3,4\n") == "invalid CSV at line 2, column 3: this quoted field has no closing quote")
        #expect(Self.error("a,a\n1,2\n") == "invalid CSV at line 1, column 1: the header names the column 'a' twice")
        #expect(Self.error("a,b\n1,2") == nil)
    }
}
