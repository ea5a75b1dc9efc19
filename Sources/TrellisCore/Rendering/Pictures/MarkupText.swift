/// Text made safe to put in SVG or HTML, as element content or a quoted attribute value.
///
/// Whatever a document, its data or a plugin drew, the picture shows it as text and nothing
/// in it becomes markup:
///
/// | in the text | written as |
/// |---|---|
/// | `&` `<` `>` `"` `'` | `&amp;` `&lt;` `&gt;` `&quot;` `&#39;` (so `]]>` and `</style>` are inert too) |
/// | C0 controls, DEL | their Control Pictures glyph (`␛`), as ``TerminalSafety`` draws them |
/// | C1 controls, U+FFFE, U+FFFF | U+FFFD (XML allows none of them) |
/// | bidi embeddings, overrides, isolates and marks | dropped: each run is laid out left to right, cell by cell, as a terminal shows it, and none may reorder what follows |
enum MarkupText {
    /// Appends `text`, escaped and cleaned as the table says, to `output`.
    /// - Complexity: O(*n*) in the scalars.
    static func append(_ text: some StringProtocol, to output: inout String) {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x26: output += "&amp;"
            case 0x3C: output += "&lt;"
            case 0x3E: output += "&gt;"
            case 0x22: output += "&quot;"
            case 0x27: output += "&#39;"
            case 0..<0x20, 0x7F...0x9F:
                output.unicodeScalars.append(Unicode.Scalar(TerminalSafety.picture(of: scalar.value))!)
            case 0xFFFE, 0xFFFF: output += "\u{FFFD}"
            case _ where TerminalSafety.isBidiControl(scalar): continue
            default: output.unicodeScalars.append(scalar)
            }
        }
    }

    /// The UTF-8 bytes `text` takes once escaped and cleaned.
    /// - Complexity: O(*n*) in the scalars.
    static func escapedCount(_ text: some StringProtocol) -> Int {
        var count = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x26, 0x27: count += 5
            case 0x3C, 0x3E: count += 4
            case 0x22: count += 6
            case 0..<0x20, 0x7F...0x9F, 0xFFFE, 0xFFFF: count += 3
            default: count += UTF8.width(scalar)
            }
        }
        return count
    }

    /// `text` escaped and cleaned.
    static func escaped(_ text: some StringProtocol) -> String {
        var output = ""
        append(text, to: &output)
        return output
    }
}
