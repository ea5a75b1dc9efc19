import Foundation

/// Loads the data a document reads with `load("file.json")`, `load("file.csv")` and `stdin()`,
/// and the files given with `--data NAME=FILE`.
///
/// JSON objects become records (fields sorted by name), arrays become arrays, numbers `Int`
/// when they are whole and `Double` otherwise. A CSV file becomes an array of records, one per
/// row after the header row; a column whose every value is a whole number is `Int`, a number
/// `Double`, `true`/`false` `Bool`, and anything else `String`.
enum DataLoader {
    /// The failure to load a file, worded for a diagnostic.
    struct Failure: Error {
        let reason: String
    }

    /// Loads `url`, choosing JSON or CSV by its extension (`.csv` is CSV, anything else JSON);
    /// a file of more than `maxBytes` is refused, without reading more than that.
    static func load(_ url: URL, maxBytes: Int) throws(Failure) -> Value {
        guard let handle = try? FileHandle(forReadingFrom: url) else { throw Failure(reason: "no such file") }
        defer { try? handle.close() }
        let data = read(handle, maxBytes: maxBytes)
        guard data.count <= maxBytes else { throw tooLarge(maxBytes) }
        return try decode(data, isCSV: url.pathExtension.lowercased() == "csv")
    }

    /// What `handle` holds up to its end, or its first `maxBytes + 1` bytes when it holds
    /// more (so that callers can tell it is too large without reading it all).
    static func read(_ handle: FileHandle, maxBytes: Int) -> Data {
        (try? handle.read(upToCount: maxBytes + 1)) ?? Data()
    }

    /// Decodes standard input, of at most `maxBytes`: JSON when it starts with `[` or `{`, CSV
    /// otherwise.
    static func decodeStandardInput(_ data: Data, maxBytes: Int) throws(Failure) -> Value {
        guard data.count <= maxBytes else { throw tooLarge(maxBytes) }
        let first = data.first { !Character(UnicodeScalar($0)).isWhitespace }
        return try decode(data, isCSV: first != UInt8(ascii: "[") && first != UInt8(ascii: "{"))
    }

    private static func decode(_ data: Data, isCSV: Bool) throws(Failure) -> Value {
        if isCSV {
            guard let text = String(data: data, encoding: .utf8) else { throw Failure(reason: "the file is not UTF-8 text") }
            return CSVTable(parsing: text).records
        }
        do {
            return try JSONDecoder().decode(JSONValue.self, from: data).value
        } catch let error as DecodingError {
            throw Failure(reason: "invalid JSON (\(Self.describe(error)))")
        } catch {
            throw Failure(reason: "invalid JSON")
        }
    }

    private static func tooLarge(_ maxBytes: Int) -> Failure {
        Failure(reason: "larger than \(maxBytes) bytes, the limit for data files")
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context): context.debugDescription
        default: "\(error)"
        }
    }
}

/// A JSON value decoded into a document value.
private struct JSONValue: Decodable {
    let value: Value

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: Key.self) {
            var fields: [String: Value] = [:]
            for key in object.allKeys {
                fields[key.stringValue] = try object.decode(JSONValue.self, forKey: key).value
            }
            value = .record(Record(typeName: "Record", fields: fields))
            return
        }
        if var array = try? decoder.unkeyedContainer() {
            var elements: [Value] = []
            if let count = array.count { elements.reserveCapacity(count) }
            while !array.isAtEnd { elements.append(try array.decode(JSONValue.self).value) }
            value = .array(elements)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            value = .null
        } else if let bool = try? single.decode(Bool.self) {
            value = .bool(bool)
        } else if let int = try? single.decode(Int.self) {
            value = .int(int)
        } else if let double = try? single.decode(Double.self) {
            value = .double(double)
        } else {
            value = .string(try single.decode(String.self))
        }
    }
}
