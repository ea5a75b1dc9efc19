/// A strict JSON parser (RFC 8259) that builds document values directly.
///
/// Objects become records, and objects with the same keys share one ``RecordLayout``, so a
/// large array of rows costs its values, not a dictionary per row. Whole numbers that fit `Int`
/// are `Int`, other numbers `Double`. Everything RFC 8259 does not allow is an error with the
/// line and column (in UTF-8 bytes, as swiftc counts) where it was found: invalid UTF-8,
/// control characters in strings, unpaired surrogates, keys an object has twice (spelled the same,
/// see `DataKey`), numbers that cannot be read exactly (see `DataNumber`), trailing text, and
/// arrays and objects nested deeper than `maxDepth`; and data that would take more memory
/// than `memory` allows (see `DataMemory`), refused as it grows.
struct JSONParser {
    /// Why the text is not JSON, and where.
    struct Failure: Error, CustomStringConvertible {
        let line: Int
        let column: Int
        let message: String

        var description: String { "invalid JSON at line \(line), column \(column): \(message)" }
    }

    /// Parses `bytes` as one JSON value, charging what it builds to `memory`.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, memory: DataMemory = DataMemory(limit: .max)) throws(Failure) -> Value {
        var parser = JSONParser(bytes: bytes, maxDepth: maxDepth, memory: memory)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.offset = 3 } // a byte order mark, which RFC 8259 lets parsers ignore
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.offset == bytes.count else { throw parser.failure("unexpected text after the value") }
        return value
    }

    /// The offset of the value at `steps` (array elements and object keys) in `bytes`, JSON
    /// that parsed before; nil when there is no such value.
    static func offset(of steps: [DataStep], in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var parser = JSONParser(bytes: bytes, maxDepth: .max, memory: DataMemory(limit: .max))
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.offset = 3 }
        do throws(Failure) {
            parser.skipWhitespace()
            for step in steps { try parser.enter(step) }
            return parser.offset
        } catch {
            return nil
        }
    }

    /// Moves from the start of an array or object to the start of the element or field `step` names.
    private mutating func enter(_ step: DataStep) throws(Failure) {
        switch step {
        case .index(let index):
            guard peek == UInt8(ascii: "[") else { throw failure("expected an array") }
            offset += 1
            for _ in 0..<index {
                skipWhitespace()
                _ = try parseValue(depth: 0)
                skipWhitespace()
                guard peek == UInt8(ascii: ",") else { throw failure("expected ','") }
                offset += 1
            }
            skipWhitespace()
        case .field(let name):
            guard peek == UInt8(ascii: "{") else { throw failure("expected an object") }
            offset += 1
            while true {
                skipWhitespace()
                guard peek == UInt8(ascii: "\"") else { throw failure("expected a string key") }
                let key = try parseString()
                skipWhitespace()
                guard peek == UInt8(ascii: ":") else { throw failure("expected ':'") }
                offset += 1
                skipWhitespace()
                if DataKey(name: key) == DataKey(name: name) { return }
                _ = try parseValue(depth: 0)
                skipWhitespace()
                guard peek == UInt8(ascii: ",") else { throw failure("expected ','") }
                offset += 1
            }
        }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let maxDepth: Int
    private let memory: DataMemory
    private var offset = 0
    /// The layouts of the objects read so far, by their sorted keys.
    private var layouts: [[DataKey]: RecordLayout] = [:]
    /// The layout found last: consecutive rows usually have the same keys.
    private var lastLayout: RecordLayout?

    private init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, memory: DataMemory) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        self.memory = memory
    }

    /// Charges `bytes` of memory, or fails where the reader is when that is over the budget.
    private func charge(_ bytes: Int) throws(Failure) {
        if !memory.charge(bytes) { throw failure(DataMemory.exceeded) }
    }

    // MARK: - Values

    private mutating func parseValue(depth: Int) throws(Failure) -> Value {
        guard offset < bytes.count else { throw failure("unexpected end of the text; expected a value") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""):
            let string = try parseString()
            try charge(DataMemory.string(string.utf8.count))
            return .string(string)
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw failure("expected a value")
        }
    }

    private mutating func parseArray(depth: Int) throws(Failure) -> Value {
        try checkDepth(depth)
        offset += 1
        var elements: [Value] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            offset += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            let element = try parseValue(depth: depth)
            if elements.count == elements.capacity {  // grow as append would, charged first
                let capacity = max(4, elements.capacity * 2)
                try charge(DataMemory.values(capacity) - DataMemory.values(elements.capacity))
                elements.reserveCapacity(capacity)
            }
            elements.append(element)
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                return .array(elements)
            default: throw failure("expected ',' or ']'")
            }
        }
    }

    private mutating func parseObject(depth: Int) throws(Failure) -> Value {
        try checkDepth(depth)
        let start = offset
        offset += 1
        var fields: [(key: String, value: Value)] = []
        fields.reserveCapacity(lastLayout?.names.count ?? 0)
        var held = 0
        skipWhitespace()
        if peek != UInt8(ascii: "}") {
            while true {
                skipWhitespace()
                guard peek == UInt8(ascii: "\"") else { throw failure("expected a string key") }
                let key = try parseString()
                skipWhitespace()
                guard peek == UInt8(ascii: ":") else { throw failure("expected ':'") }
                offset += 1
                skipWhitespace()
                let value = try parseValue(depth: depth)
                // The keys are held while the object is read: charged, and given back below.
                try charge(DataMemory.field + DataMemory.string(key.utf8.count))
                held += DataMemory.field + DataMemory.string(key.utf8.count)
                fields.append((key, value))
                skipWhitespace()
                guard peek == UInt8(ascii: ",") else { break }
                offset += 1
            }
            guard peek == UInt8(ascii: "}") else { throw failure("expected ',' or '}'") }
        }
        offset += 1
        memory.release(held)
        switch makeRecord(fields) {
        case .success(let record): return .record(record)
        case .failure(.duplicate(let key)):
            offset = start
            throw failure("the object has the key '\(key)' twice")
        case .failure(.memory):
            offset = start
            throw failure(DataMemory.exceeded)
        }
    }

    /// Why an object cannot become a record.
    private enum RecordProblem: Error {
        /// A key the object has twice.
        case duplicate(String)
        /// Memory over the budget.
        case memory
    }

    /// A record of `fields` in a shared layout, its keys sorted and compared by their bytes.
    private mutating func makeRecord(_ fields: [(key: String, value: Value)]) -> Result<Record, RecordProblem> {
        var fields = fields
        if !fields.indices.dropFirst().allSatisfy({ DataKey(name: fields[$0 - 1].key) < DataKey(name: fields[$0].key) }) {
            fields.sort { DataKey(name: $0.key) < DataKey(name: $1.key) }
            if let index = fields.indices.dropFirst().first(where: { DataKey(name: fields[$0 - 1].key) == DataKey(name: fields[$0].key) }) {
                return .failure(.duplicate(fields[index].key))
            }
        }
        let values = fields.map(\.value)
        guard memory.charge(DataMemory.values(values.count)) else { return .failure(.memory) }
        if let lastLayout, lastLayout.names.elementsEqual(fields.lazy.map(\.key), by: { $0.utf8.elementsEqual($1.utf8) }) {
            return .success(Record(layout: lastLayout, values: values))
        }
        let names = fields.map(\.key)
        let key = names.map(DataKey.init)
        let layout: RecordLayout
        if let known = layouts[key] {
            layout = known
        } else {
            guard memory.charge(DataMemory.layout(names)) else { return .failure(.memory) }
            layout = RecordLayout(typeName: "Record", names: names)
            layouts[key] = layout
        }
        lastLayout = layout
        return .success(Record(layout: layout, values: values))
    }

    private func checkDepth(_ depth: Int) throws(Failure) {
        if depth > maxDepth { throw failure("arrays and objects nest more than \(maxDepth) levels deep, the limit") }
    }

    private mutating func expectWord(_ word: StaticString) throws(Failure) {
        let count = word.utf8CodeUnitCount
        guard bytes.count - offset >= count,
              (0..<count).allSatisfy({ bytes[offset + $0] == word.utf8Start[$0] }) else { throw failure("expected a value") }
        offset += count
    }

    // MARK: - Numbers

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    private mutating func parseNumber() throws(Failure) -> Value {
        let start = offset
        if peek == UInt8(ascii: "-") { offset += 1 }
        if peek == UInt8(ascii: "0") {
            offset += 1
            if let next = peek, isDigit(next) { throw failure("a number cannot start with 0") }
        } else {
            try digits()
        }
        var isWhole = true
        if peek == UInt8(ascii: ".") {
            isWhole = false
            offset += 1
            try digits()
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            isWhole = false
            offset += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { offset += 1 }
            try digits()
        }
        switch DataNumber.value(UnsafeBufferPointer(rebasing: bytes[start..<offset]), isWhole: isWhole) {
        case .success(let value):
            return value
        case .failure(let refusal):
            offset = start
            throw failure(refusal.message)
        }
    }

    /// One or more digits.
    private mutating func digits() throws(Failure) {
        guard let first = peek, isDigit(first) else { throw failure("expected a digit") }
        while let next = peek, isDigit(next) { offset += 1 }
    }

    // MARK: - Strings

    /// A string, from its opening quote past its closing one.
    private mutating func parseString() throws(Failure) -> String {
        offset += 1
        var result = ""
        while true {
            let runStart = offset
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                if byte < 0x80 { offset += 1 } else { try skipUTF8Sequence() }
            }
            let run = UnsafeBufferPointer(rebasing: bytes[runStart..<offset])
            if result.isEmpty, peek == UInt8(ascii: "\"") {
                offset += 1
                return String(decoding: run, as: UTF8.self)
            }
            result += String(decoding: run, as: UTF8.self)
            guard let byte = peek else { throw failure("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return result
            case UInt8(ascii: "\\"):
                result.unicodeScalars.append(try parseEscape())
            default:
                throw failure("control character U+\(Self.hex(UInt32(byte))) in a string; write it as an escape")
            }
        }
    }

    /// An escape after a backslash: `\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`, `\uXXXX`
    /// (a surrogate pair as two).
    private mutating func parseEscape() throws(Failure) -> Unicode.Scalar {
        let start = offset
        offset += 1
        guard let byte = peek else { throw failure("unterminated string") }
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexQuad()
            if (0xDC00...0xDFFF).contains(unit) {
                offset = start
                throw failure("unpaired surrogate \\u\(Self.hex(unit))")
            }
            guard (0xD800...0xDBFF).contains(unit) else { return Unicode.Scalar(unit)! }
            guard bytes.count - offset >= 2, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                offset = start
                throw failure("unpaired surrogate \\u\(Self.hex(unit))")
            }
            offset += 2
            let low = try hexQuad()
            guard (0xDC00...0xDFFF).contains(low) else {
                offset = start
                throw failure("unpaired surrogate \\u\(Self.hex(unit))")
            }
            return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
        default:
            offset = start
            throw failure("invalid escape")
        }
    }

    /// Four hex digits.
    private mutating func hexQuad() throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = Self.hexDigit(byte) else { throw failure("expected four hex digits after \\u") }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Moves past one well-formed UTF-8 sequence of two to four bytes, or fails at its first byte.
    private mutating func skipUTF8Sequence() throws(Failure) {
        guard let length = DataText.sequenceLength(at: offset, in: bytes) else { throw failure("invalid UTF-8") }
        offset += length
    }

    // MARK: - Reading

    private var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
    }

    /// A failure at the current offset, with its line and column counted only now.
    private func failure(_ message: String) -> Failure {
        let (line, column) = DataText.position(of: offset, in: bytes)
        return Failure(line: line, column: column, message: message)
    }
}
