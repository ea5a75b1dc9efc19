/// Lays diagnostics out the way swiftc does: `file:line:column: error: message`, the source
/// line, and a caret under the column.
///
/// ```
/// board.swift:4:9: error: cannot find view 'Txt' in scope; did you mean 'Text'?
///         Txt("Sam")
///         ^
/// ```
public struct DiagnosticFormatter: Sendable {
    private let lines: [Substring]

    /// A formatter for diagnostics of a document whose text is `source`.
    public init(source: String) {
        lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The diagnostic as text, ending with a newline.
    public func format(_ diagnostic: ScriptDiagnostic) -> String {
        var text = "\(diagnostic.location): error: \(diagnostic.message)\n"
        let index = diagnostic.location.line - 1
        guard lines.indices.contains(index) else { return text }
        let line = lines[index].hasSuffix("\r") ? lines[index].dropLast() : lines[index]
        guard !line.isEmpty else { return text }
        text += line + "\n"
        // The caret sits under the column's byte; tabs are kept so it lines up.
        let prefix = line.utf8.prefix(max(0, diagnostic.location.column - 1))
        let indent = String(decoding: prefix, as: UTF8.self).map { $0 == "\t" ? "\t" : " " }.joined()
        text += indent + "^\n"
        return text
    }

    /// Every diagnostic, in order.
    public func format(_ error: ScriptError) -> String {
        error.diagnostics.map(format).joined()
    }
}
