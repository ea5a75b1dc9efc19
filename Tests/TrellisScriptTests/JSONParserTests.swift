import Testing
@testable import TrellisScript

/// The JSON parser behind `load("….json")`: RFC 8259, strictly, with errors at a line and
/// column, and records of the same keys sharing one layout.
@MainActor @Suite("JSON parser") struct JSONParserTests {
    /// `text` parsed, as string interpolation writes the value.
    nonisolated static func parse(_ text: String, maxDepth: Int = 100) throws(JSONParser.Failure) -> Value {
        try Array(text.utf8).withUnsafeBufferPointer { bytes throws(JSONParser.Failure) in try JSONParser.parse(bytes, maxDepth: maxDepth) }
    }

    /// The error `bytes` give, as "line:column: message".
    static func error(_ bytes: [UInt8], maxDepth: Int = 100) -> String? {
        do throws(JSONParser.Failure) {
            _ = try bytes.withUnsafeBufferPointer { bytes throws(JSONParser.Failure) in try JSONParser.parse(bytes, maxDepth: maxDepth) }
            return nil
        } catch {
            return "\(error.line):\(error.column): \(error.message)"
        }
    }

    static func error(_ text: String, maxDepth: Int = 100) -> String? { error(Array(text.utf8), maxDepth: maxDepth) }

    @Test("values: records sorted by key, whole numbers Int, others Double")
    func values() throws {
        #expect(try Self.parse(#" {"b": [1, -2.5, 1e3, true, null], "a": "x"} "#).description == #"Record(a: "x", b: [1, -2.5, 1000.0, true, nil])"#)
        #expect(try Self.parse("[]").description == "[]")
        #expect(try Self.parse("{}").description == "Record()")
        #expect(try Self.parse("0").description == "0")
        #expect(try Self.parse("-0.0").description == "-0.0")
        #expect(try Self.parse("\u{FEFF}[1]").description == "[1]", "a byte order mark is ignored")
    }

    @Test("integers that fit Int stay Int; larger ones are refused, never rounded to a Double")
    func bigIntegers() throws {
        guard case .int(Int.max) = try Self.parse("9223372036854775807") else { Issue.record("Int.max"); return }
        guard case .int(Int.min) = try Self.parse("-9223372036854775808") else { Issue.record("Int.min"); return }
        #expect(Self.error("[1, 9223372036854775808]") == "1:5: \(DataNumber.beyondInt)")
        #expect(Self.error("-123456789012345678901234567890") == "1:1: \(DataNumber.beyondInt)")
        guard case .double(1.0) = try Self.parse("1.0") else { Issue.record("1.0"); return }
        guard case .double(1e20) = try Self.parse("1e20") else { Issue.record("1e20"); return }
        #expect(Self.error("1e400") == "1:1: the number is out of range")
    }

    @Test("escapes and surrogate pairs")
    func escapes() throws {
        #expect(try Self.parse(#""a\"\\\/\b\f\n\r\t\u00e9\uD83D\uDE00""#).description == "a\"\\/\u{8}\u{C}\n\r\té😀")
        #expect(try Self.parse(#""ü 한국어""#).description == "ü 한국어")
        #expect(Self.error(#""\uD83D""#) == #"1:2: unpaired surrogate \uD83D"#)
        #expect(Self.error(#""\uDE00x""#) == #"1:2: unpaired surrogate \uDE00"#)
        #expect(Self.error(#""\uD83D\u0041""#) == #"1:2: unpaired surrogate \uD83D"#)
        #expect(Self.error(#""\x""#) == #"1:2: invalid escape"#)
        #expect(Self.error(#""\u12G4""#) == #"1:6: expected four hex digits after \u"#)
        #expect(Self.error("\"a\tb\"") == "1:3: control character U+0009 in a string; write it as an escape")
    }

    @Test("invalid UTF-8 is an error at its byte")
    func invalidUTF8() {
        #expect(Self.error([UInt8](#"["ab"#.utf8) + [0xFF] + [UInt8](#""]"#.utf8)) == "1:5: invalid UTF-8")
        #expect(Self.error([UInt8](#"""#.utf8) + [0xC0, 0xAF, 0x22]) == "1:2: invalid UTF-8", "overlong")
        #expect(Self.error([UInt8](#"""#.utf8) + [0xED, 0xA0, 0x80, 0x22]) == "1:2: invalid UTF-8", "encoded surrogate")
        #expect(Self.error([UInt8](#"""#.utf8) + [0xE2, 0x82]) == "1:2: invalid UTF-8", "cut short")
    }

    @Test("syntax errors name the line and column")
    func syntaxErrors() {
        #expect(Self.error("[\n  {\"a\": 1,\n   \"b\": 2 \"c\": 3}\n]") == "3:11: expected ',' or '}'")
        #expect(Self.error("[1, 2,]") == "1:7: expected a value")
        #expect(Self.error("[1 2]") == "1:4: expected ',' or ']'")
        #expect(Self.error("{\"a\" 1}") == "1:6: expected ':'")
        #expect(Self.error("{a: 1}") == "1:2: expected a string key")
        #expect(Self.error("[1] x") == "1:5: unexpected text after the value")
        #expect(Self.error("") == "1:1: unexpected end of the text; expected a value")
        #expect(Self.error("[\"abc") == "1:6: unterminated string")
        #expect(Self.error("01") == "1:2: a number cannot start with 0")
        #expect(Self.error("-") == "1:2: expected a digit")
        #expect(Self.error("1.") == "1:3: expected a digit")
        #expect(Self.error("tru") == "1:1: expected a value")
        #expect(Self.error("NaN") == "1:1: expected a value")
        #expect(Self.error("{\"a\": 1, \"a\": 2}") == "1:1: the object has the key 'a' twice")
    }

    @Test("arrays and objects nest no deeper than the limit")
    func depth() throws {
        #expect(try Self.parse(String(repeating: "[", count: 100) + String(repeating: "]", count: 100)).description.hasPrefix("[["))
        #expect(Self.error(String(repeating: "[", count: 101) + String(repeating: "]", count: 101))
            == "1:101: arrays and objects nest more than 100 levels deep, the limit")
        #expect(Self.error(String(repeating: "{\"a\":", count: 100_000)) == "1:501: arrays and objects nest more than 100 levels deep, the limit")
    }

    @Test("records with the same keys share one layout, whatever the keys' order")
    func sharedLayouts() throws {
        guard case .array(let rows) = try Self.parse(#"[{"a": 1, "b": 2}, {"b": 3, "a": 4}, {"a": 5}, {"a": 6, "b": 7}]"#),
              case .record(let first) = rows[0], case .record(let second) = rows[1], case .record(let third) = rows[2],
              case .record(let fourth) = rows[3] else {
            Issue.record("not an array of records")
            return
        }
        #expect(first.layout === second.layout && first.layout === fourth.layout)
        #expect(first.layout !== third.layout)
        #expect(second["a"].map { "\($0)" } == "4")
        #expect(second["c"] == nil)
    }

    @Test("a value takes no more than 17 bytes (stride 24), so a row of fields stays small")
    func valueSize() {
        #expect(MemoryLayout<Value>.stride <= 24, "\(MemoryLayout<Value>.stride)")
    }
}
