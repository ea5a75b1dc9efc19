/// What text content may not send to a terminal raw, and what is drawn instead.
///
/// Text comes from data (file names, log lines, user input), and a terminal interprets
/// control characters in it: ESC starts escape sequences that can recolour, move the cursor or
/// retitle the window. So `Text` never writes one. The policy:
///
/// | in the text | drawn as |
/// |---|---|
/// | LF, CR, CRLF | a line break |
/// | TAB | spaces up to the next multiple of 8 columns, counted from the start of the text's line (before wrapping), as rich and terminals expand tabs |
/// | other C0 controls (U+0000–U+001F) and DEL | their Control Pictures glyph, one cell: ESC as `␛`, BEL as `␇`, NUL as `␀`, DEL as `␡` |
/// | C1 controls (U+0080–U+009F, e.g. CSI U+009B) | U+FFFD `�`, one cell (Unicode has no pictures for them) |
/// | bidi controls and other invisible format characters (``TerminalSafety/isInvisibleFormat(_:)``) | U+FFFD, one cell |
///
/// The cleaning is done once, when a text's layout node is made; text without any of these
/// characters (nearly all) is only scanned.
enum ControlCharacters {
    /// The columns between tab stops.
    static let tabWidth = 8

    /// Whether `bytes` hold a character the policy replaces: a TAB, a C0 control other than
    /// LF and CR, DEL, a C1 control (UTF-8 `C2 80` to `C2 9F`) or an invisible format
    /// character (all have lead bytes `D8`, `E1`, `E2` or `EF`, which are decoded to tell).
    /// - Complexity: O(*n*) in the byte count.
    static func needsCleaning(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x20 {
                if byte != 0x0A && byte != 0x0D { return true }
            } else if byte == 0x7F {
                return true
            } else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] & 0xE0 == 0x80 {
                return true  // C2 80...C2 9F
            } else if byte == 0xD8 || byte == 0xE1 || byte == 0xE2 || byte == 0xEF,
                let scalar = scalar(in: bytes, at: index), TerminalSafety.isInvisibleFormat(scalar)
            {
                return true
            }
            index += 1
        }
        return false
    }

    /// The scalar whose UTF-8 starts at `index` of valid UTF-8 `bytes`, if it is whole.
    private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Unicode.Scalar? {
        let length = bytes[index] < 0xE0 ? 2 : bytes[index] < 0xF0 ? 3 : 4
        guard index + length <= bytes.count else { return nil }
        var value = UInt32(bytes[index]) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return Unicode.Scalar(value)
    }

    /// `string` with tabs expanded and controls replaced.
    ///
    /// - Parameters:
    ///   - string: The text of one run.
    ///   - column: The cells already on the current line before `string` (runs of a
    ///     concatenated `Text` share lines); on return, the cells on the last line after it.
    ///   - policy: How to measure the clusters before a tab.
    /// - Complexity: O(*n*) in the UTF-8 length.
    static func cleaned(_ string: String, column: inout Int, policy: WidthPolicy) -> String {
        var string = string
        return string.withUTF8 { bytes in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 8)
            for cluster in GraphemeClusterIterator(utf8: bytes, policy: policy) {
                let first = bytes[cluster.byteRange.lowerBound]
                switch first {
                case 0x09:
                    let spaces = tabWidth - column % tabWidth
                    result.append(contentsOf: repeatElement(0x20, count: spaces))
                    column += spaces
                case 0x0A, 0x0D:
                    result.append(contentsOf: bytes[cluster.byteRange])
                    column = 0
                case 0x00..<0x20:
                    appendScalar(TerminalSafety.picture(of: UInt32(first)), to: &result)
                    column += 1
                case 0x7F:
                    appendScalar(TerminalSafety.picture(of: 0x7F), to: &result)
                    column += 1
                case 0xC2 where bytes[cluster.byteRange.lowerBound + 1] & 0xE0 == 0x80:
                    appendScalar(TerminalSafety.picture(of: 0x80), to: &result)
                    column += 1
                case 0xD8, 0xE1, 0xE2, 0xEF:
                    // An invisible format character is a cluster of its own.
                    if let scalar = scalar(in: bytes, at: cluster.byteRange.lowerBound),
                        let replacement = TerminalSafety.cellReplacement(of: scalar)
                    {
                        appendScalar(replacement, to: &result)
                        column += 1
                    } else {
                        result.append(contentsOf: bytes[cluster.byteRange])
                        column += cluster.width
                    }
                default:
                    result.append(contentsOf: bytes[cluster.byteRange])
                    column += cluster.width
                }
            }
            return String(decoding: result, as: UTF8.self)
        }
    }

    private static func appendScalar(_ value: UInt32, to bytes: inout [UInt8]) {
        UTF8.encode(Unicode.Scalar(value)!) { bytes.append($0) }
    }
}
