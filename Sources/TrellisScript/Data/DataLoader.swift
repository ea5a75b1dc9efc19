import Foundation

/// Loads the data a document reads with `load("file.json")`, `load("file.csv")` and `stdin()`,
/// and the files given with `--data NAME=FILE`, typed (see `DataTypes`), within one budget.
///
/// JSON objects become records (fields sorted by name), arrays become arrays, whole numbers
/// that fit `Int` are `Int` and other numbers `Double` (see ``JSONParser``). A CSV file becomes
/// an array of records, one per row after the header row (see `CSVTable`).
///
/// The memory the data takes once read counts against `limits.dataBytes` (see `DataMemory`),
/// one budget for all the data of a document, so that loading one file many times, or many
/// files, or a file that grows tenfold when read, cannot exhaust memory; a file's bytes must
/// fit in what is left too, while they are read. A file loaded again unchanged is read once and
/// costs nothing more.
final class DataLoader {
    /// The failure to load a file, worded for a diagnostic.
    struct Failure: Error {
        let reason: String
        /// Whether this is a failure met before (the same file, or standard input, again):
        /// reported once, where it was first met, so one bad file is one error.
        var isReported = false

        init(reason: String) {
            self.reason = reason
        }

        /// This failure, met again.
        var again: Failure {
            var failure = self
            failure.isReported = true
            return failure
        }
    }

    /// Loaded data and its type.
    typealias Typed = (value: Value, type: ValueType)

    private let limits: ScriptLimits
    /// The memory the data read so far takes.
    private var bytesUsed = 0
    /// The files loaded so far, by the version of the file read and the name they were loaded
    /// by (which errors about their types quote).
    private var loaded: [LoadKey: Typed] = [:]
    /// The files that failed to load, by the path asked for.
    private var failed: [String: Failure] = [:]
    /// What standard input gave, once read, and who read it (`stdin()`, or a `--data` name):
    /// it is read once, for one of them.
    private var standardInput: (reader: String, result: Result<Typed, Failure>)?
    /// Where each loaded file's data came from, by the identity of its storage.
    private(set) var origins: [DataStorageIdentity: DataOrigin] = [:]
    /// Every file opened to be read, links resolved, and ``ScriptDocument/standardInputPath``
    /// once standard input is read: the inputs an output must not replace.
    private(set) var readFiles: [String] = []

    private struct LoadKey: Hashable {
        let file: DataFile.Identity
        let name: String
    }

    init(limits: ScriptLimits) {
        self.limits = limits
    }

    /// Loads the file at `path`, choosing JSON or CSV by its extension (`.csv` is CSV, anything
    /// else JSON). The file must be a regular file inside `folders` (see ``DataFile``); one
    /// that would take the data read past the budget is refused, without reading more than
    /// the budget allows.
    /// - Parameter name: How the document names the file, for errors about its data.
    func load(_ path: String, named name: String, inside folders: (paths: [String], name: String)) throws(Failure) -> Typed {
        if let failure = failed[path] { throw failure.again }
        do throws(Failure) {
            return try read(path, named: name, inside: folders)
        } catch {
            failed[path] = error
            throw error
        }
    }

    /// `load` for a path not tried before.
    private func read(_ path: String, named name: String, inside folders: (paths: [String], name: String)) throws(Failure) -> Typed {
        let bytes: [UInt8]
        let key: LoadKey
        let resolved: String
        do throws(DataFile.Failure) {
            let file = try DataFile.open(path, inside: folders)
            resolved = file.path
            readFiles.append(resolved)
            key = LoadKey(file: file.identity, name: name)
            if let typed = loaded[key] { return typed }
            bytes = try file.read(maxBytes: limits.dataBytes - bytesUsed)
        } catch {
            throw Failure(reason: error.reason)
        }
        let isCSV = path.lowercased().hasSuffix(".csv")
        let typed = try decode(bytes, isCSV: isCSV, name: name)
        loaded[key] = typed
        if let identity = DataStorageIdentity(typed.value) { origins[identity] = DataOrigin(path: resolved, name: name, isCSV: isCSV) }
        return typed
    }

    /// Standard input, read once by `read` (at most `limits.dataBytes + 1` bytes of it): JSON
    /// when it starts with `[` or `{`, CSV otherwise.
    /// - Parameter reader: Who reads it (`stdin()`, `--data rows`): another reader than the
    ///   first is refused, since what the first read is gone.
    func loadStandardInput(_ read: () throws -> Data, for reader: String) throws(Failure) -> Typed {
        if let standardInput {
            guard standardInput.reader == reader else {
                throw Failure(reason: "standard input is already read for \(standardInput.reader); it can be read once")
            }
            do throws(Failure) {
                return try standardInput.result.get()
            } catch {
                throw error.again
            }
        }
        let result: Result<Typed, Failure>
        readFiles.append(ScriptDocument.standardInputPath)
        do {
            let bytes = [UInt8](try read())
            let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]  // a byte order mark
            let first = text.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
            result = Result { () throws(Failure) in
                try decode(bytes, isCSV: first != UInt8(ascii: "[") && first != UInt8(ascii: "{"), name: "<stdin>")
            }
        } catch let failure as Failure {
            result = .failure(failure)
        } catch {
            result = .failure(Failure(reason: String(describing: error)))
        }
        standardInput = (reader, result)
        return try result.get()
    }

    /// Decodes `bytes`, counting the memory the data takes against the budget. A file refused
    /// (malformed) keeps what it cost: its bytes, or the memory it took until refused if more;
    /// one over the budget takes what is left of it (a reader may stop before charging what
    /// crossed it). So loading many bad files, or one under many names, reads and parses no
    /// more than the budget in all.
    private func decode(_ bytes: [UInt8], isCSV: Bool, name: String) throws(Failure) -> Typed {
        let memory = DataMemory(limit: limits.dataBytes - bytesUsed)
        do throws(Failure) {
            guard bytes.count <= limits.dataBytes - bytesUsed else { throw overBudget("larger than") }
            let value = try parse(bytes, isCSV: isCSV, memory: memory)
            bytesUsed += memory.used
            return DataTypes.typed(value, from: name)
        } catch {
            bytesUsed = memory.isExceeded ? limits.dataBytes : min(limits.dataBytes, bytesUsed + max(bytes.count, memory.used))
            throw error
        }
    }

    /// `bytes` parsed as CSV or JSON, the memory the value takes counted in `memory`.
    private func parse(_ bytes: [UInt8], isCSV: Bool, memory: DataMemory) throws(Failure) -> Value {
        try bytes.withUnsafeBufferPointer { bytes throws(Failure) in
            if isCSV {
                do throws(CSVTable.Failure) {
                    return try CSVTable.records(in: bytes, memory: memory)
                } catch {
                    throw memory.isExceeded ? overBudget("once read, it takes more than") : Failure(reason: error.description)
                }
            }
            do throws(JSONParser.Failure) {
                return try JSONParser.parse(bytes, maxDepth: limits.nesting, memory: memory)
            } catch {
                throw memory.isExceeded ? overBudget("once read, it takes more than") : Failure(reason: error.description)
            }
        }
    }

    /// The failure of data over the budget: `size` says how ("larger than").
    private func overBudget(_ size: String) -> Failure {
        if bytesUsed == 0 { return Failure(reason: "\(size) \(limits.dataBytes) bytes, the limit for data") }
        if bytesUsed >= limits.dataBytes {
            return Failure(reason: "the data read before takes all of the \(limits.dataBytes) bytes, the limit for all the data a document reads")
        }
        return Failure(reason: "with the \(bytesUsed) bytes the data read before it takes, \(size) \(limits.dataBytes) bytes, the limit for all the data a document reads")
    }
}
