/// CSV data read as records keyed by the header row, strictly by RFC 4180 (Go's `encoding/csv`
/// is the model): `,` between fields, rows ending in `\n`, `\r\n` or `\r`, fields in `"…"` with
/// `""` for a quote and line breaks allowed. A byte order mark at the start is skipped and blank
/// lines are skipped.
///
/// Everything else is an error at its line and column: a `"` inside an unquoted field
/// (`6" screen`), text after a closing quote, a quote never closed, a row with more or fewer
/// fields than the header, a header naming a column twice, invalid UTF-8 or a NUL byte, and a
/// number beyond `Double` in a number column (see `DataNumber`).
///
/// The text is read twice and never copied: first to type each column, then to build the
/// records, so reading takes the records' memory and little more; that memory is charged to a
/// `DataMemory` as the records are built, and a table over it is refused.
enum CSVTable {
    /// Why the text is not a table, and where.
    struct Failure: Error, CustomStringConvertible {
        let line: Int
        let column: Int
        let message: String

        var description: String { "invalid CSV at line \(line), column \(column): \(message)" }
    }

    /// The rows after the header as records sharing one layout, each column typed by its
    /// values besides empty cells: `Int` when every one is a whole number that fits, `Double`
    /// when every one is a decimal number (`-1.5`, `2e3`; not `nan`, `inf` or hexadecimal) and
    /// each whole one among them is exact as a `Double`,
    /// `Bool` when every one is `true` or `false`, else `String`. In a column of numbers or
    /// booleans an empty cell is `nil`; a column of nothing but empty cells is text.
    static func records(in bytes: UnsafeBufferPointer<UInt8>, memory: DataMemory = DataMemory(limit: .max)) throws(Failure) -> Value {
        if let (offset, message) = DataText.problem(in: bytes) { throw failure(message, at: offset, in: bytes) }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var scanner = Scanner(bytes: bytes, offset: start)

        // The header.
        var header: [String] = []
        while let field = try scanner.next() {
            let name = field.text(in: bytes)
            // Each column costs its name and its bookkeeping below, however few rows there are.
            guard memory.charge(DataMemory.field + DataMemory.string(name.utf8.count)) else { throw failure(DataMemory.exceeded, at: field.start, in: bytes) }
            header.append(name)
            if field.endsRow { break }
        }
        guard !header.isEmpty else { return .array([]) }
        let order = header.indices.sorted { DataKey(name: header[$0]) < DataKey(name: header[$1]) }
        if let index = order.indices.dropFirst().first(where: { DataKey(name: header[order[$0 - 1]]) == DataKey(name: header[order[$0]]) }) {
            throw failure("the header names the column '\(header[order[index]])' twice", at: start, in: bytes)
        }
        let rowsStart = scanner

        // Each column's type, over every row.
        // Every row will take at least a record of empty values: a file whose rows cannot fit
        // stops here, at the first row past the budget, rather than after typing it whole.
        var kinds = [ColumnKind](repeating: ColumnKind(), count: header.count)
        var rowCount = 0
        let leastPerRow = DataMemory.values(header.count) + MemoryLayout<Value>.stride
        var lastRowField = rowsStart.offset
        try forEachRow(&scanner, columns: header.count, bytes: bytes) { column, field in
            kinds[column].admit(field.content(in: bytes))
            lastRowField = field.start
        } endRow: { () throws(Failure) in
            rowCount += 1
            guard memory.admits(rowCount.multipliedReportingOverflow(by: leastPerRow).partialValue) else {
                throw failure(DataMemory.exceeded, at: lastRowField, in: bytes)
            }
        }

        // The records.
        var slots = [Int](repeating: 0, count: header.count)
        for (slot, column) in order.enumerated() { slots[column] = slot }
        let names = order.map { header[$0] }
        guard memory.charge(DataMemory.layout(names) + DataMemory.values(rowCount)) else { throw failure(DataMemory.exceeded, at: start, in: bytes) }
        let layout = RecordLayout(typeName: "Record", names: names)
        var records: [Value] = []
        records.reserveCapacity(rowCount)
        var values = [Value](repeating: .null, count: header.count)
        var lastField = rowsStart.offset
        scanner = rowsStart
        try forEachRow(&scanner, columns: header.count, bytes: bytes) { column, field throws(Failure) in
            let value: Value
            switch kinds[column].value(of: field, in: bytes) {
            case .success(let read): value = read
            case .failure(let refusal): throw failure(refusal.message, at: field.start, in: bytes)
            }
            if case .string(let text) = value, !memory.charge(DataMemory.string(text.utf8.count)) {
                throw failure(DataMemory.exceeded, at: field.start, in: bytes)
            }
            values[slots[column]] = value
            lastField = field.start
        } endRow: { () throws(Failure) in
            // Each record keeps a copy of `values`: the next row's first change copies it.
            guard memory.charge(DataMemory.values(values.count)) else { throw failure(DataMemory.exceeded, at: lastField, in: bytes) }
            records.append(.record(Record(layout: layout, values: values)))
        }
        return .array(records)
    }

    /// The offset of the field `steps` names (a row's index and a column's name) in `bytes`,
    /// CSV that read before; nil when there is no such field.
    static func offset(of steps: [DataStep], in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard steps.count == 2, case .index(let row) = steps[0], case .field(let name) = steps[1] else { return nil }
        var scanner = Scanner(bytes: bytes, offset: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
        do throws(Failure) {
            var column = 0, target: Int?
            while let field = try scanner.next() {
                if DataKey(name: field.text(in: bytes)) == DataKey(name: name) { target = column }
                column += 1
                if field.endsRow { break }
            }
            guard let target else { return nil }
            var index = 0
            column = 0
            while let field = try scanner.next() {
                if index == row, column == target { return field.start }
                column += 1
                if field.endsRow {
                    index += 1
                    column = 0
                }
            }
        } catch {
            return nil
        }
        return nil
    }

    /// Calls `field` for each field of each row and `endRow` after each row; a row with another
    /// number of fields than `columns` is an error.
    private static func forEachRow(
        _ scanner: inout Scanner, columns: Int, bytes: UnsafeBufferPointer<UInt8>,
        field: (Int, Field) throws(Failure) -> Void, endRow: () throws(Failure) -> Void
    ) throws(Failure) {
        var column = 0
        while let next = try scanner.next() {
            guard column < columns else {
                throw failure("more than the \(columns) fields of the header", at: next.start - (next.quoted ? 1 : 0), in: bytes)
            }
            try field(column, next)
            column += 1
            guard next.endsRow else { continue }
            guard column == columns else {
                throw failure("\(column) field\(column == 1 ? "" : "s"), but the header has \(columns)", at: scanner.rowEnd, in: bytes)
            }
            try endRow()
            column = 0
        }
    }

    private static func failure(_ message: String, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Failure {
        let (line, column) = DataText.position(of: offset, in: bytes)
        return Failure(line: line, column: column, message: message)
    }

    // MARK: - Fields

    /// One field: the bytes between its quotes, or all of it when unquoted.
    struct Field {
        var start: Int
        var end: Int
        var quoted: Bool
        /// Whether the quoted text holds `""` for a quote.
        var escaped: Bool
        var endsRow: Bool

        func content(in bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: bytes[start..<end])
        }

        /// The field's text, its `""` made `"`.
        func text(in bytes: UnsafeBufferPointer<UInt8>) -> String {
            let content = content(in: bytes)
            guard escaped else { return String(decoding: content, as: UTF8.self) }
            var unescaped: [UInt8] = []
            unescaped.reserveCapacity(content.count)
            var skipQuote = false
            for byte in content {
                if byte == UInt8(ascii: "\""), skipQuote {
                    skipQuote = false
                    continue
                }
                skipQuote = byte == UInt8(ascii: "\"")
                unescaped.append(byte)
            }
            return String(decoding: unescaped, as: UTF8.self)
        }
    }

    /// Splits the text into fields.
    struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset: Int
        /// Where the last row ended (its line break, or the end of the text).
        private(set) var rowEnd = 0
        /// Whether a `,` ended the last field, so that one more (maybe empty) field follows.
        private var afterComma = false

        init(bytes: UnsafeBufferPointer<UInt8>, offset: Int) {
            self.bytes = bytes
            self.offset = offset
        }

        /// The next field, or nil at the end of the text.
        mutating func next() throws(Failure) -> Field? {
            if !afterComma {
                while offset < bytes.count, bytes[offset] == 0x0A || bytes[offset] == 0x0D { offset += 1 }  // blank lines
                guard offset < bytes.count else { return nil }
            }
            afterComma = false
            var field: Field
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") {
                field = try quoted()
            } else {
                let start = offset
                while offset < bytes.count, !Self.isDelimiter(bytes[offset]) {
                    if bytes[offset] == UInt8(ascii: "\"") {
                        throw CSVTable.failure(
                            "a '\"' in a field that does not start with one; put the field in quotes and double the quote (\"6\"\" screen\")",
                            at: offset, in: bytes)
                    }
                    offset += 1
                }
                field = Field(start: start, end: offset, quoted: false, escaped: false, endsRow: false)
            }
            field.endsRow = endField()
            return field
        }

        /// A quoted field, from its opening quote past its closing one.
        private mutating func quoted() throws(Failure) -> Field {
            let opening = offset
            offset += 1
            var escaped = false
            while true {
                guard let quote = UnsafeBufferPointer(rebasing: bytes[offset...]).firstIndex(of: UInt8(ascii: "\"")) else {
                    throw CSVTable.failure("this quoted field has no closing quote", at: opening, in: bytes)
                }
                offset += quote + 1
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { break }
                escaped = true
                offset += 1
            }
            guard offset == bytes.count || Self.isDelimiter(bytes[offset]) else {
                throw CSVTable.failure("text after the closing quote of a field; a quote inside a quoted field is written \"\"", at: offset, in: bytes)
            }
            return Field(start: opening + 1, end: offset - 1, quoted: true, escaped: escaped, endsRow: false)
        }

        /// Moves past the `,` or line break after a field; whether it ended its row.
        private mutating func endField() -> Bool {
            guard offset < bytes.count else {
                rowEnd = offset
                return true
            }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
                afterComma = true
                return false
            }
            rowEnd = offset
            offset += bytes[offset] == 0x0D && offset + 1 < bytes.count && bytes[offset + 1] == 0x0A ? 2 : 1
            return true
        }

        private static func isDelimiter(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: ",") || byte == 0x0A || byte == 0x0D
        }
    }

    // MARK: - Column types

    /// What every non-empty value of a column has been so far. A column is one of numbers only
    /// if every number in it reads exactly: a whole number beyond `Int`, or one beyond 2^53
    /// beside fractions, makes it text (an account or card number shows every digit).
    struct ColumnKind {
        private var present = false
        private var allWhole = true
        private var allNumbers = true
        private var allBools = true
        private var roundedWhole = false

        mutating func admit(_ text: UnsafeBufferPointer<UInt8>) {
            guard !text.isEmpty else { return }
            present = true
            if allNumbers {
                let syntax = Self.numberSyntax(text)
                allWhole = allWhole && syntax == true
                if syntax == true {
                    let int = DataNumber.int(text)
                    roundedWhole = roundedWhole || int.map { !DataNumber.isExactDouble($0) } ?? true
                    allNumbers = int != nil
                } else {
                    allNumbers = syntax != nil
                }
                allNumbers = allNumbers && !(roundedWhole && !allWhole)
            }
            if allBools { allBools = Self.bool(text) != nil }
        }

        /// The value of `field` in this column, or why a number there cannot be read exactly.
        func value(of field: Field, in bytes: UnsafeBufferPointer<UInt8>) -> Result<Value, DataNumber.Refusal> {
            let text = field.content(in: bytes)
            guard present else { return .success(.string("")) }
            if text.isEmpty, allNumbers || allBools { return .success(.null) }
            if allNumbers { return DataNumber.value(text, isWhole: allWhole) }
            if allBools, let bool = Self.bool(text) { return .success(.bool(bool)) }
            return .success(.string(field.text(in: bytes)))
        }

        private static func bool(_ text: UnsafeBufferPointer<UInt8>) -> Bool? {
            if text.elementsEqual("true".utf8) { return true }
            if text.elementsEqual("false".utf8) { return false }
            return nil
        }

        /// Whether `text` is a decimal number (a sign, digits, a fraction and an exponent):
        /// true when whole (a sign and digits), false when not, nil when not a number.
        private static func numberSyntax(_ text: UnsafeBufferPointer<UInt8>) -> Bool? {
            var index = 0
            func digits() -> Int {
                let start = index
                while index < text.count, text[index] >= UInt8(ascii: "0"), text[index] <= UInt8(ascii: "9") { index += 1 }
                return index - start
            }
            // Bytes, not `Character`s: reading a character's ASCII value made this check about a
            // fifth of the time of loading a CSV file of numbers.
            func skip(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool {
                guard index < text.count, text[index] == UInt8(ascii: a) || text[index] == UInt8(ascii: b) else { return false }
                index += 1
                return true
            }
            _ = skip("-", "+")
            var count = digits()
            var whole = true
            if skip(".", ".") {
                whole = false
                count += digits()
            }
            guard count > 0 else { return nil }
            if skip("e", "E") {
                whole = false
                _ = skip("-", "+")
                guard digits() > 0 else { return nil }
            }
            return index == text.count ? whole : nil
        }
    }
}
