/// A CSV table (RFC 4180: quoted fields with `""` escapes and line breaks, `,` separators,
/// `\n` or `\r\n` rows), read as records keyed by the header row.
struct CSVTable {
    /// Why the text is not a table, and on which line.
    struct Failure: Error, CustomStringConvertible {
        let line: Int
        let message: String

        var description: String { "invalid CSV at line \(line): \(message)" }
    }

    let header: [String]
    let rows: [[String]]

    /// Parses `text`; the first row is the header. Short rows are padded with empty fields; a
    /// row with more fields than the header, a quoted field without its closing quote or a
    /// header that repeats a name is an error at its line.
    init(parsing text: String) throws(Failure) {
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var inQuotes = false
        var line = 1
        var rowLine = 1
        var quoteLine = 1
        var iterator = text.makeIterator()
        var pending: Character? = nil

        func endRow() throws(Failure) {
            row.append(field)
            field = ""
            if let header = rows.first, row.count > header.count {
                throw Failure(line: rowLine, message: "\(row.count) fields, but the header has \(header.count)")
            }
            if row != [""] { rows.append(row) }
            row = []
        }

        while let character = pending ?? iterator.next() {
            pending = nil
            if character.isNewline { line += 1 }
            if inQuotes {
                if character == "\"" {
                    let next = iterator.next()
                    if next == "\"" {
                        field.append("\"")
                    } else {
                        inQuotes = false
                        pending = next
                    }
                } else {
                    field.append(character)
                }
                continue
            }
            switch character {
            case "\"":
                inQuotes = true
                quoteLine = line
            case ",":
                row.append(field)
                field = ""
            case "\n", "\r\n", "\r":
                try endRow()
                rowLine = line
            default: field.append(character)
            }
        }
        if inQuotes { throw Failure(line: quoteLine, message: "a quoted field has no closing quote") }
        if !field.isEmpty || !row.isEmpty { try endRow() }
        header = rows.first ?? []
        var seen: Set<String> = []
        if let repeated = header.first(where: { !seen.insert($0).inserted }) {
            throw Failure(line: 1, message: "the header names the column '\(repeated)' twice")
        }
        self.rows = Array(rows.dropFirst())
    }

    /// The rows as records, each column typed by its values; the rows share one layout.
    var records: Value {
        let order = header.indices.sorted { header[$0] < header[$1] }
        let layout = RecordLayout(typeName: "Record", names: order.map { header[$0] })
        let converters = order.map { column in Self.converter(for: rows.map { column < $0.count ? $0[column] : "" }) }
        return .array(rows.map { row in
            Record(layout: layout, values: order.indices.map { index in
                let column = order[index]
                return converters[index](column < row.count ? row[column] : "")
            })
        }.map(Value.record))
    }

    /// How to read a column, by the values it holds besides empty cells: `Int` when every one
    /// is a whole number, `Double` when every one is a decimal number (`-1.5`, `2e3`; not
    /// `nan`, `inf` or hexadecimal), `Bool` when every one is `true` or `false`, else
    /// `String`. In a column of numbers or booleans an empty cell is `nil` (the field is
    /// optional); a column of nothing but empty cells is text.
    private static func converter(for values: [String]) -> (String) -> Value {
        let present = values.filter { !$0.isEmpty }
        guard !present.isEmpty else { return { .string($0) } }
        func typed(_ read: @escaping (String) -> Value) -> (String) -> Value {
            { $0.isEmpty ? .null : read($0) }
        }
        if present.allSatisfy({ isDecimal($0, fraction: false) && Int($0) != nil }) { return typed { .int(Int($0) ?? 0) } }
        if present.allSatisfy({ isDecimal($0, fraction: true) }) { return typed { .double(Double($0) ?? 0) } }
        if present.allSatisfy({ $0 == "true" || $0 == "false" }) { return typed { .bool($0 == "true") } }
        return { .string($0) }
    }

    /// Whether `text` is a decimal number: a sign, digits and, with `fraction`, a fraction and
    /// an exponent.
    private static func isDecimal(_ text: String, fraction: Bool) -> Bool {
        var bytes = Substring(text).utf8[...]
        func digits() -> Int {
            let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        var count = digits()
        if fraction, bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            count += digits()
        }
        guard count > 0 else { return false }
        if fraction, bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }
}
