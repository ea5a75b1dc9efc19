/// The one policy for text that reaches a terminal from data, files, plugins or diagnostics.
///
/// A terminal acts on some characters instead of showing them, and others show as nothing
/// while they reorder or hide what follows (Trojan Source). Each is replaced visibly:
///
/// | in the text | in a message (``visible(_:)``) | in a cell (``drawable(_:)``, `Text`) |
/// |---|---|---|
/// | C0 controls, DEL | Control Pictures glyph (`␛`, `␊`, `␡`) | the same, one cell |
/// | C1 controls | U+FFFD | U+FFFD |
/// | bidi controls (U+202A–202E, U+2066–2069, U+200E, U+200F, U+061C) and other invisible format characters (U+200B, U+2060–2064, U+FEFF, ...) | `<U+202E>` | U+FFFD, one cell, so that widths hold |
/// | tag characters (U+E0000–E007F) outside an emoji tag sequence (🏴 + tags) | `<U+E0041>` | kept (zero width) |
///
/// ZWJ (U+200D), ZWNJ (U+200C) and variation selectors are kept: emoji sequences and scripts
/// need them, and they cannot reorder text.
package enum TerminalSafety {
    /// Whether `scalar` is a C0 or C1 control or DEL.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Whether `scalar` is a bidi control: ALM, LRM, RLM, the embeddings and overrides
    /// U+202A–U+202E, the isolates U+2066–U+2069.
    public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Whether `scalar` is a bidi control or another format character that shows as nothing
    /// on its own: zero-width space, word joiner and invisible operators, the deprecated
    /// format controls, the byte order mark, the Mongolian vowel separator, the line and
    /// paragraph separators and the interlinear annotation marks. Each is a grapheme cluster
    /// of its own.
    public static func isInvisibleFormat(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x180E, 0x200B, 0x2028, 0x2029, 0x2060...0x2064, 0x206A...0x206F, 0xFEFF, 0xFFF9...0xFFFB: true
        default: isBidiControl(scalar)
        }
    }

    /// Whether `scalar` is a tag character, invisible except in an emoji tag sequence.
    static func isTag(_ scalar: Unicode.Scalar) -> Bool {
        (0xE0000...0xE007F).contains(scalar.value)
    }

    /// `text` for a message: controls as their pictures, invisible format characters and
    /// stray tag characters as `<U+XXXX>`.
    /// - Complexity: O(*n*); `text` itself when it has nothing to replace.
    public static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) || isInvisibleFormat($0) || isTag($0) }) else { return text }
        // Built as a String: `UnicodeScalarView.append(contentsOf:)` copies the whole view on
        // each call, which made a long text of escapes quadratic.
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var inFlagSequence = false
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                result.unicodeScalars.append(Unicode.Scalar(picture(of: scalar.value))!)
            } else if isInvisibleFormat(scalar) || isTag(scalar) && !inFlagSequence {
                result += escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
            // 🏴 opens a tag sequence; CANCEL TAG (U+E007F) or any other scalar ends it.
            inFlagSequence = scalar.value == 0x1F3F4 || inFlagSequence && isTag(scalar) && scalar.value != 0xE007F
        }
        return result
    }

    /// `text` for a report of several lines: as ``visible(_:)``, but line feeds and tabs are
    /// kept.
    public static func visibleLines(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 != "\n" && $0 != "\t" && isControl($0) || isInvisibleFormat($0) || isTag($0) })
        else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map { visible(String($0)) }.joined(separator: "\t") }
            .joined(separator: "\n")
    }

    /// JSON text with every invisible format and tag character in its strings written as a
    /// `\uXXXX` escape: the same value for a JSON reader, nothing hidden on a terminal. (JSON
    /// encoders already escape controls; these characters can only be inside strings.)
    public static func escapingInvisibles(inJSON json: String) -> String {
        guard json.unicodeScalars.contains(where: { isInvisibleFormat($0) || isTag($0) }) else { return json }
        var result = ""
        result.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            guard isInvisibleFormat(scalar) || isTag(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            for unit in String(scalar).utf16 {
                let hex = String(unit, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return result
    }

    /// `text` for cells: controls as their pictures, invisible format characters as U+FFFD,
    /// each one cell wide.
    /// - Complexity: O(*n*); `text` itself when it has nothing to replace.
    public static func drawable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) || isInvisibleFormat($0) }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let replacement = cellReplacement(of: scalar) {
                result.append(Unicode.Scalar(replacement)!)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// What `scalar` is drawn as in a cell, or `nil` when it is drawn as itself.
    public static func cellReplacement(of scalar: Unicode.Scalar) -> UInt32? {
        if isControl(scalar) { return picture(of: scalar.value) }
        return isInvisibleFormat(scalar) ? 0xFFFD : nil
    }

    /// `<U+202E>`: how a message names a character it cannot show.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
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
