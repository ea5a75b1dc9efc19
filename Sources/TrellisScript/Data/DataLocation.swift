/// One step from a value of loaded data into it: an element of an array or a field of a record.
enum DataStep: Hashable, Sendable {
    case index(Int)
    case field(String)
}

/// Where loaded data came from, so that a value refused later (a date that names no day) can
/// be shown at its line and column. Values keep no positions, since a million rows would pay
/// for them; the file is read again and walked to the value only when one is refused.
struct DataOrigin: Hashable, Sendable {
    /// The file's resolved path, to read it again.
    let path: String
    /// The file as the document names it.
    let name: String
    let isCSV: Bool

    /// `name:line:column` of the character `character` (from 1) of the value at `steps`, or
    /// nil when the file no longer holds such a value.
    func locate(_ steps: [DataStep], character: Int) -> String? {
        guard let bytes = try? DataFile.read(path, maxBytes: Int.max - 1) else { return nil }
        return bytes.withUnsafeBufferPointer { bytes in
            let start = isCSV ? CSVTable.offset(of: steps, in: bytes) : JSONParser.offset(of: steps, in: bytes).map { $0 + 1 }  // past `"`
            guard let start else { return nil }
            let (line, column) = DataText.position(of: start + character - 1, in: bytes)
            return "\(name):\(line):\(column)"
        }
    }
}
