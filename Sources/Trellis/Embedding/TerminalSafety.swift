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
            result.append(isControl(scalar) ? Unicode.Scalar(picture(of: scalar.value))! : scalar)
        }
        return String(result)
    }

    /// What a control character (`value` a C0 or C1 control or DEL) is drawn as: its Control
    /// Pictures glyph (U+2400 + the C0 code, U+2421 for DEL), or U+FFFD for C1 controls, which
    /// have no pictures. The one table both ``ControlCharacters`` and plugin text use.
    static func picture(of value: UInt32) -> UInt32 {
        switch value {
        case 0..<0x20: 0x2400 + value
        case 0x7F: 0x2421
        default: 0xFFFD
        }
    }
}
