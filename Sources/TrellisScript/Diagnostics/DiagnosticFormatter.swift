import Trellis

/// Lays diagnostics out the way swiftc does: `file:line:column: error: message`, the source
/// line, and a caret under the column.
///
/// What comes from the document is made safe for a terminal: control characters in the
/// message and the line are replaced visibly (tabs in the line are kept, for the caret), and a
/// line longer than ``maxLineWidth`` characters is shown around the column, cut with `…`.
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

    /// The most characters of a source line shown.
    public static let maxLineWidth = 160

    /// The diagnostic as text, ending with a newline.
    public func format(_ diagnostic: ScriptDiagnostic) -> String {
        var text = TerminalSafety.visible("\(diagnostic.location): error: \(diagnostic.message)") + "\n"
        let index = diagnostic.location.line - 1
        guard lines.indices.contains(index) else { return text }
        let line = lines[index].hasSuffix("\r") ? lines[index].dropLast() : lines[index]
        guard !line.isEmpty else { return text }
        // The caret sits under the column's byte: the characters before it, tabs kept so it lines up.
        let before = Array(String(decoding: line.utf8.prefix(max(0, diagnostic.location.column - 1)), as: UTF8.self))
        var characters = Array(line)
        var caret = before.count
        var shown = before
        if characters.count > Self.maxLineWidth {
            let start = max(0, min(caret - Self.maxLineWidth / 2, characters.count - Self.maxLineWidth))
            let end = min(characters.count, start + Self.maxLineWidth)
            characters = (start > 0 ? ["…"] : []) + characters[start..<end] + (end < characters.count ? ["…"] : [])
            shown = (start > 0 ? ["…"] : []) + before[min(start, before.count)...]
            caret = shown.count
        }
        text += characters.map(Self.visible).joined() + "\n"
        // As many spaces as each character takes shown: `<U+202E>` is eight cells, `日` two.
        text += shown.prefix(caret).map { $0 == "\t" ? "\t" : String(repeating: " ", count: CellWidth.width(of: Self.visible($0))) }
            .joined() + "^\n"
        return text
    }

    /// `character` as shown in a source line: controls but the tab replaced visibly.
    private static func visible(_ character: Character) -> String {
        character == "\t" ? "\t" : TerminalSafety.visible(String(character))
    }

    /// Every diagnostic, in order.
    public func format(_ error: ScriptError) -> String {
        error.diagnostics.map(format).joined()
    }
}
