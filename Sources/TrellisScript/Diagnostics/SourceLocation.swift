/// A position in a document: its path, and a line and column counted from 1 (columns in
/// UTF-8 bytes, as swiftc counts them).
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The document's path as it was given.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
