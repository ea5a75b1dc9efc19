import Foundation

/// Why standard input cannot be read for `stdin()`: it is closed, a folder, reading failed, or
/// it is already read for something else (the document itself).
public struct StandardInputError: Error, CustomStringConvertible {
    public let description: String

    public init(description: String) {
        self.description = description
    }
}

extension ScriptDocument {
    /// Standard input, read to its end or to `maxBytes + 1` bytes (so that a caller can tell
    /// it is too large without reading it all): what `stdin()` reads by default.
    /// - Throws: ``StandardInputError`` when standard input is closed, is a folder, or fails
    ///   to read, so that a document never takes a failure for empty data.
    public static func readStandardInput(maxBytes: Int) throws(StandardInputError) -> Data {
        do throws(DataFile.Failure) {
            return Data(try DataFile.readStandardInput(maxBytes: maxBytes))
        } catch {
            throw StandardInputError(description: error.reason)
        }
    }
}
