/// A CSV table (RFC 4180: quoted fields with `""` escapes and line breaks, `,` separators,
/// `\n` or `\r\n` rows), read as records keyed by the header row.
struct CSVTable {
    let header: [String]
    let rows: [[String]]

    /// Parses `text`; the first row is the header. Short rows are padded with empty fields.
    init(parsing text: String) {
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var inQuotes = false
        var iterator = text.makeIterator()
        var pending: Character? = nil
        while let character = pending ?? iterator.next() {
            pending = nil
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
            case "\"": inQuotes = true
            case ",":
                row.append(field)
                field = ""
            case "\n", "\r\n", "\r":
                row.append(field)
                field = ""
                if row != [""] { rows.append(row) }
                row = []
            default: field.append(character)
            }
        }
        if !field.isEmpty || !row.isEmpty {
            row.append(field)
            rows.append(row)
        }
        header = rows.first ?? []
        self.rows = Array(rows.dropFirst())
    }

    /// The rows as records, each column typed by its values.
    var records: Value {
        let columns = header.indices.map { column in
            rows.map { column < $0.count ? $0[column] : "" }
        }
        let converters = columns.map(Self.converter)
        return .array(rows.indices.map { index in
            var fields: [String: Value] = [:]
            for (column, name) in header.enumerated() {
                fields[name] = converters[column](columns[column][index])
            }
            return .record(Record(typeName: "Record", fields: fields))
        })
    }

    /// How to read a column: as `Int`, `Double` or `Bool` when every value is one, else `String`.
    private static func converter(for values: [String]) -> (String) -> Value {
        if !values.isEmpty, values.allSatisfy({ Int($0) != nil }) { return { .int(Int($0) ?? 0) } }
        if !values.isEmpty, values.allSatisfy({ Double($0) != nil }) { return { .double(Double($0) ?? 0) } }
        if !values.isEmpty, values.allSatisfy({ $0 == "true" || $0 == "false" }) { return { .bool($0 == "true") } }
        return { .string($0) }
    }
}
