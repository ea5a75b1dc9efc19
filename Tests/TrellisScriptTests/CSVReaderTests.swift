import Testing
@testable import TrellisScript

/// CSV read strictly, as Go's `encoding/csv` reads it: whatever RFC 4180 does not allow is one
/// error at its line and column, never rows silently merged or a number silently infinite.
@MainActor @Suite("CSV reader") struct CSVReaderTests {
    static func read(_ text: String) -> String { CSVTableTests.read(text) }

    @Test("a quote inside an unquoted field is an error where it stands, not rows merged")
    func bareQuote() {
        #expect(Self.read("item,size\nTV,6\" screen\nradio,2\"\nlamp,3\n") == """
            invalid CSV at line 2, column 5: a '"' in a field that does not start with one; \
            put the field in quotes and double the quote ("6"" screen")
            """)
        #expect(Self.read("item,size\nTV,\"6\"\" screen\"\n") == #"[Record(item: "TV", size: "6" screen")]"#)
    }

    @Test("text after a closing quote, and a quote never closed, are errors at their place", arguments: [
        ("a,b\n\"x\"y,1\n", "invalid CSV at line 2, column 4: text after the closing quote of a field; a quote inside a quoted field is written \"\""),
        ("a,b\n\"x\" ,1\n", "invalid CSV at line 2, column 4: text after the closing quote of a field; a quote inside a quoted field is written \"\""),
        ("a,b\n1,\"2\n", "invalid CSV at line 2, column 3: this quoted field has no closing quote"),
        ("a,b\n1,\"", "invalid CSV at line 2, column 3: this quoted field has no closing quote"),
        ("\"a,b\n1,2\n", "invalid CSV at line 1, column 1: this quoted field has no closing quote"),
    ])
    func quotes(_ text: String, _ expected: String) {
        #expect(Self.read(text) == expected)
    }

    @Test("rows with fewer or more fields than the header are errors at the row")
    func raggedRows() {
        #expect(Self.read("a,b,c\n1,2,3\n4,5\n") == "invalid CSV at line 3, column 4: 2 fields, but the header has 3")
        #expect(Self.read("a,b\n1\n") == "invalid CSV at line 2, column 2: 1 field, but the header has 2")
        #expect(Self.read("a,b\n1,2,\n") == "invalid CSV at line 2, column 5: more than the 2 fields of the header")
        #expect(Self.read("a,b\n1,\n") == "[Record(a: 1, b: \"\")]")
    }

    @Test("line ends CRLF, LF or CR; a byte order mark and blank lines are skipped; quoted line breaks are kept")
    func lineEnds() {
        #expect(Self.read("a,b\r\n1,x\r\n\r\n2,y\r\n") == #"[Record(a: 1, b: "x"), Record(a: 2, b: "y")]"#)
        #expect(Self.read("a,b\r1,x\r2,y") == #"[Record(a: 1, b: "x"), Record(a: 2, b: "y")]"#)
        #expect(Self.read("\u{FEFF}a,b\n1,\"x\r\ny\"\n") == "[Record(a: 1, b: \"x\r\ny\")]")
        #expect(Self.read("a,b\r\n\"1\r\n2\",x\r\n3,4,5\r\n") == "invalid CSV at line 4, column 5: more than the 2 fields of the header")
    }

    @Test("an empty file, a byte order mark alone or a header alone is no rows")
    func empty() {
        #expect(Self.read("") == "[]")
        #expect(Self.read("\u{FEFF}") == "[]")
        #expect(Self.read("\n\n") == "[]")
        #expect(Self.read("a,b\n") == "[]")
    }

    @Test("a number beyond Double in a number column is out of range, as in JSON; in a text column it is text")
    func outOfRange() {
        #expect(Self.read("name,x\na,1.5\nb,1e400\n") == "invalid CSV at line 3, column 3: the number is out of range")
        #expect(Self.read("name,x\na,1\nb,-1e400\n") == "invalid CSV at line 3, column 3: the number is out of range")
        #expect(Self.read("name,x\na,1e400\nb,big\n") == #"[Record(name: "a", x: "1e400"), Record(name: "b", x: "big")]"#)
        #expect(Self.read("x\n1e-400\n") == "[Record(x: 0.0)]")
        #expect(Self.read("x\n-9223372036854775808\n") == "[Record(x: -9223372036854775808)]")
    }

    @Test("a column is numbers only if each reads exactly: a whole number beyond Int, or beyond 2^53 beside fractions, makes it text")
    func exactNumbers() {
        #expect(Self.read("x\n99999999999999999999\n1\n") == #"[Record(x: "99999999999999999999"), Record(x: "1")]"#)
        #expect(Self.read("x\n1.5\n9007199254740993\n") == #"[Record(x: "1.5"), Record(x: "9007199254740993")]"#)
        #expect(Self.read("x\n1.5\n9007199254740992\n") == "[Record(x: 1.5), Record(x: 9007199254740992.0)]")
        #expect(Self.read("x\n9007199254740993\n1\n") == "[Record(x: 9007199254740993), Record(x: 1)]")
        #expect(Self.read("x\n-9223372036854775808\n") == "[Record(x: -9223372036854775808)]")
    }

    @Test("nan, inf and other spellings are not numbers: their column is text", arguments: ["nan", "NaN", "inf", "-inf", "Infinity", "0x1p3", "1_000", " 1", "1.", ".5e", "+"])
    func notNumbers(_ spelling: String) {
        let read = Self.read("x\n1\n\"\(spelling)\"\n")
        if spelling == "1." {
            #expect(read == "[Record(x: 1.0), Record(x: 1.0)]")
        } else {
            #expect(read == "[Record(x: \"1\"), Record(x: \"\(spelling)\")]")
        }
    }

    @Test("invalid UTF-8 and NUL bytes are errors at their place")
    func encoding() {
        let invalid = Array("a,b\n1,x".utf8) + [0xFF] + Array("\n".utf8)
        let nul = Array("a,b\n1,x".utf8) + [0] + Array("\n".utf8)
        for (bytes, expected) in [
            (invalid, "invalid CSV at line 2, column 4: invalid UTF-8"),
            (nul, "invalid CSV at line 2, column 4: a NUL byte; the file is not UTF-8 text (binary, or UTF-16?)"),
        ] {
            do throws(CSVTable.Failure) {
                _ = try bytes.withUnsafeBufferPointer { bytes throws(CSVTable.Failure) in try CSVTable.records(in: bytes) }
                Issue.record("no error")
            } catch {
                #expect(error.description == expected)
            }
        }
    }

    @Test("a long field, many columns and many rows read whole")
    func large() throws {
        let field = String(repeating: "x", count: 5_000_000)
        #expect(Self.read("a,b\n1,\(field)\n") == "[Record(a: 1, b: \"\(field)\")]")
        let columns = 20_000
        let header = (0..<columns).map { "c\($0)" }.joined(separator: ",")
        let row = (0..<columns).map { "\($0)" }.joined(separator: ",")
        let value = try Array("\(header)\n\(row)\n\(row)\n".utf8).withUnsafeBufferPointer { try CSVTable.records(in: $0) }
        guard case .array(let rows) = value, rows.count == 2, case .record(let record) = rows[1] else {
            Issue.record("not two records")
            return
        }
        #expect(record.layout.names.count == columns)
        #expect(record["c19999"].map { "\($0)" } == "19999")
        let many = "n,s\n" + String(repeating: "1,a\n", count: 200_000)
        let rows200k = try Array(many.utf8).withUnsafeBufferPointer { try CSVTable.records(in: $0) }
        #expect(rows200k.elements?.count == 200_000)
    }
}
