/// Numbers in data files, one rule for JSON and CSV: a whole number that fits `Int` is an
/// `Int`, any other number a `Double`, and a number beyond `Double` (`1e400`) is out of range,
/// never infinity. (`1e-400` is 0, as in every JSON reader.)
enum DataNumber {
    /// What a reader says of a number it refuses.
    static let outOfRange = "the number is out of range"

    /// The number `text` spells (its syntax already checked by the reader), or nil when it is
    /// out of range.
    static func value(_ text: UnsafeBufferPointer<UInt8>, isWhole: Bool) -> Value? {
        if isWhole, let int = int(text) { return .int(int) }
        guard let double = Double(String(decoding: text, as: UTF8.self)), double.isFinite else { return nil }
        return .double(double)
    }

    /// The integer `text` (a sign and digits), or nil when it does not fit `Int`.
    static func int(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
        let negative = text.first == UInt8(ascii: "-")
        let signed = negative || text.first == UInt8(ascii: "+")
        var result = 0
        for byte in text.dropFirst(signed ? 1 : 0) {
            let digit = Int(byte &- UInt8(ascii: "0"))
            let (shifted, overflow) = result.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            if overflow || overflow2 { return nil }
            result = next
        }
        return result
    }
}
