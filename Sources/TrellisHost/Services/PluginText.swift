import Trellis

/// The caps on text a plugin gets printed (its errors, its log, names it gives): every such text
/// is made visible (`TerminalSafety`: controls, escapes and invisible format characters shown
/// as escapes) and cut to a length a terminal can show.
enum PluginText {
    /// The most characters of one message: an error, a log line.
    static let maxCharacters = 1_000
    /// The most log lines, and log bytes, one plugin may write while the host runs; then one line
    /// says the rest are suppressed.
    static let maxLogLines = 200
    static let maxLogBytes = 32 << 10

    /// `text` made visible and cut to `limit` characters.
    static func shown(_ text: String, limit: Int = maxCharacters) -> String {
        cut(TerminalSafety.visible(text), limit: limit)
    }

    /// `text` cut to `limit` characters, saying how many were left out.
    static func cut(_ text: String, limit: Int = maxCharacters) -> String {
        guard let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex), end < text.endIndex else { return text }
        return "\(text[..<end])… (\(text.utf8.count - text[..<end].utf8.count) more bytes)"
    }
}
