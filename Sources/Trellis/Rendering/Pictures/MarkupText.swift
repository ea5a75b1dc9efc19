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
            case _ where isBidiControl(scalar.value): continue
            default: output.unicodeScalars.append(scalar)
            }
        }
    }

    /// `text` escaped and cleaned.
    static func escaped(_ text: some StringProtocol) -> String {
        var output = ""
        append(text, to: &output)
        return output
    }

    /// Whether `value` is a bidi formatting character: ALM, LRM, RLM, the embeddings and
    /// overrides U+202A–U+202E, the isolates U+2066–U+2069.
    static func isBidiControl(_ value: UInt32) -> Bool {
        value == 0x061C || value == 0x200E || value == 0x200F || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value)
    }
}
