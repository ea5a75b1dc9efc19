/// Numbers in data files, one rule for JSON and CSV: a number is read exactly or refused.
/// A whole number that fits `Int` is an `Int`, any other number a `Double`; a number beyond
/// `Double` (`1e400`) is out of range, never infinity, and a whole number beyond `Int` is
/// refused rather than rounded to a `Double` (quoted, it reads as text). (`1e-400` is 0, as in
/// every JSON reader; a fraction's binary rounding is a `Double`'s, as in Swift.)
enum DataNumber {
    /// What a reader says of a number it refuses.
    static let outOfRange = "the number is out of range"

    /// What a reader says of a whole number beyond `Int`.
    static let beyondInt = "the whole number is beyond Int (±\(Int.max)) and would lose digits as a Double; quote it to read it as text"

    /// The number `text` spells (its syntax already checked by the reader), or why it cannot
    /// be read exactly.
    /// - Parameter isWhole: Whether the number is read as an `Int`: `text` is whole and, in a
    ///   CSV column, so is every other number there (whose whole numbers are then exact as
    ///   `Double`s, see `CSVTable.ColumnKind`).
    static func value(_ text: UnsafeBufferPointer<UInt8>, isWhole: Bool) -> Result<Value, Refusal> {
        if let int = int(text) { return .success(isWhole ? .int(int) : .double(Double(int))) }
        if isWhole { return .failure(Refusal(message: beyondInt)) }
        guard let double = Double(String(decoding: text, as: UTF8.self)), double.isFinite else { return .failure(Refusal(message: outOfRange)) }
        return .success(.double(double))
    }

    /// Why a number was not read.
    struct Refusal: Error {
        let message: String
    }

    /// Whether a whole number keeps every digit as a `Double` (|n| ≤ 2^53, or a rounder one).
    static func isExactDouble(_ int: Int) -> Bool {
        Double(exactly: int) != nil
    }

    /// The integer `text` (a sign and digits), or nil when it does not fit `Int`.
    static func int(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
        let negative = text.first == UInt8(ascii: "-")
        let signed = negative || text.first == UInt8(ascii: "+")
        guard text.count > (signed ? 1 : 0) else { return nil }
        var result = 0
        for byte in text.dropFirst(signed ? 1 : 0) {
            let digit = Int(byte &- UInt8(ascii: "0"))
            guard (0...9).contains(digit) else { return nil }
            let (shifted, overflow) = result.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            if overflow || overflow2 { return nil }
            result = next
        }
        return result
    }
}
