import Foundation

/// Loads the data a document reads with `load("file.json")`, `load("file.csv")` and `stdin()`,
/// and the files given with `--data NAME=FILE`.
///
/// JSON objects become records (fields sorted by name), arrays become arrays, whole numbers
/// that fit `Int` are `Int` and other numbers `Double` (see ``JSONParser``). A CSV file becomes
/// an array of records, one per row after the header row; a column whose every value is a whole
/// number is `Int`, a number `Double`, `true`/`false` `Bool`, and anything else `String`.
enum DataLoader {
    /// The failure to load a file, worded for a diagnostic.
    struct Failure: Error {
        let reason: String
    }

    /// Loads the file at `path`, choosing JSON or CSV by its extension (`.csv` is CSV, anything
    /// else JSON). The file must be a regular file inside `folders` (see ``DataFile``); one of
    /// more than `limits.dataBytes` is refused, without reading more than that.
    static func load(_ path: String, inside folders: (paths: [String], name: String), limits: ScriptLimits) throws(Failure) -> Value {
        let bytes: [UInt8]
        do throws(DataFile.Failure) {
            bytes = try DataFile.read(path, inside: folders, maxBytes: limits.dataBytes)
        } catch {
            throw Failure(reason: error.reason)
        }
        guard bytes.count <= limits.dataBytes else { throw tooLarge(limits.dataBytes) }
        return try bytes.withUnsafeBufferPointer { bytes throws(Failure) in
            try decode(bytes, isCSV: path.lowercased().hasSuffix(".csv"), limits: limits)
        }
    }

    /// Decodes standard input, of at most `limits.dataBytes`: JSON when it starts with `[` or
    /// `{`, CSV otherwise.
    static func decodeStandardInput(_ data: Data, limits: ScriptLimits) throws(Failure) -> Value {
        guard data.count <= limits.dataBytes else { throw tooLarge(limits.dataBytes) }
        let bytes = [UInt8](data)
        let first = bytes.first { !Character(UnicodeScalar($0)).isWhitespace }
        return try bytes.withUnsafeBufferPointer { bytes throws(Failure) in
            try decode(bytes, isCSV: first != UInt8(ascii: "[") && first != UInt8(ascii: "{"), limits: limits)
        }
    }

    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, isCSV: Bool, limits: ScriptLimits) throws(Failure) -> Value {
        if isCSV {
            guard let text = String(validating: bytes, as: UTF8.self) else { throw Failure(reason: "the file is not UTF-8 text") }
            do throws(CSVTable.Failure) {
                return try CSVTable(parsing: text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text).records
            } catch {
                throw Failure(reason: error.description)
            }
        }
        do throws(JSONParser.Failure) {
            return try JSONParser.parse(bytes, maxDepth: limits.nesting)
        } catch {
            throw Failure(reason: error.description)
        }
    }

    private static func tooLarge(_ maxBytes: Int) -> Failure {
        Failure(reason: "larger than \(maxBytes) bytes, the limit for data files")
    }
}
