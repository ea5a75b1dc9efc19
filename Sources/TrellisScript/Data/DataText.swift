/// Places and encoding in data files, one rule for the JSON and CSV readers: a line ends at
/// `\n`, `\r\n` or a lone `\r`, and columns count UTF-8 bytes from 1, as swiftc counts them.
enum DataText {
    /// The line and column of the byte at `offset`.
    static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var line = 1, lineStart = 0
        var index = 0
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            index += 1
            if byte == 0x0A || (byte == 0x0D && (index == bytes.count || bytes[index] != 0x0A)) {
                line += 1
                lineStart = index
            }
        }
        return (line, end - lineStart + 1)
    }

    /// The length of the well-formed UTF-8 sequence of two to four bytes at `offset` (no
    /// overlong forms, surrogates or values past U+10FFFF), or nil.
    static func sequenceLength(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let (length, low, high): (Int, UInt8, UInt8) = switch bytes[offset] {
        case 0xC2...0xDF: (2, 0x80, 0xBF)
        case 0xE0: (3, 0xA0, 0xBF)
        case 0xED: (3, 0x80, 0x9F)
        case 0xE1...0xEF: (3, 0x80, 0xBF)
        case 0xF0: (4, 0x90, 0xBF)
        case 0xF1...0xF3: (4, 0x80, 0xBF)
        case 0xF4: (4, 0x80, 0x8F)
        default: (0, 0, 0)
        }
        guard length > 0, bytes.count - offset >= length, (low...high).contains(bytes[offset + 1]),
              (2..<length).allSatisfy({ (0x80...0xBF).contains(bytes[offset + $0]) }) else { return nil }
        return length
    }

    /// Why `bytes` is not text a data file may hold, and where: invalid UTF-8, or a NUL byte
    /// (a binary or UTF-16 file).
    static func problem(in bytes: UnsafeBufferPointer<UInt8>) -> (offset: Int, message: String)? {
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == 0 { return (offset, "a NUL byte; the file is not UTF-8 text (binary, or UTF-16?)") }
            if byte < 0x80 {
                offset += 1
            } else if let length = sequenceLength(at: offset, in: bytes) {
                offset += length
            } else {
                return (offset, "invalid UTF-8")
            }
        }
        return nil
    }
}
