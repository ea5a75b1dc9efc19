/// The control-character policy of ``ControlCharacters`` for text that must stay on one line,
/// such as what a plugin draws or logs: every C0 control (line breaks and tabs included) and
/// DEL becomes its Control Pictures glyph (`␛`, `␊`, `␉`, `␡`), every C1 control U+FFFD.
@_spi(Embedding) public enum TerminalSafety {
    /// Whether `scalar` is a C0 or C1 control or DEL.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// `text` with every control character replaced visibly.
    /// - Complexity: O(*n*); `text` itself when it has no control character.
    public static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0..<0x20: result.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: result.append("\u{2421}")
            case 0x80...0x9F: result.append("\u{FFFD}")
            default: result.append(scalar)
            }
        }
        return String(result)
    }
}
