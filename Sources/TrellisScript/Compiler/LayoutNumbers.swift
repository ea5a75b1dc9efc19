import Trellis

/// The rule for the numbers a document gives built-in views, modifiers and option values
/// (lengths, spacings, offsets, counts, line limits, priorities): finite and at most
/// ``Cells/maxLength`` in magnitude, never negative for a size (`Parameter/isSize`), or within their own range (a color component), `.infinity` only for a bound that fills (`maxWidth`,
/// `maxHeight`, a grid item's `maximum`). Trellis clamps what an API caller gives; a
/// document is told where it went out of range instead, by `check` when the number is
/// written as a literal and by `render` when it is computed.
enum LayoutNumbers {
    /// The labels of the parameters that may be `.infinity`.
    static let fillingLabels: Set<String> = ["maxWidth", "maxHeight", "maximum"]

    /// The indices of the `Int` and `Double` parameters (optional or not) among `parameters`,
    /// but for numbers that are data to show.
    static func checkedIndices(_ parameters: [Parameter]) -> [Int] {
        parameters.indices.filter { index in
            guard case .value(let type) = parameters[index].kind, !parameters[index].isData else { return false }
            return [.int, .double].contains(type.unwrapped)
        }
    }

    /// What is wrong with `value` as the argument of `parameter` of `callee`, if anything.
    static func problem(_ value: Value, for parameter: Parameter, of callee: String) -> String? {
        let name = "'\(callee)' argument" + (parameter.label.map { " '\($0)'" } ?? "")
        if let (bounds, noun) = parameter.range {
            guard case .int = value else {
                guard case .double(let number) = value, !(bounds ~= number) else { return nil }
                return "\(name) \(number) is out of range; \(noun) is within \(bounds.lowerBound)...\(bounds.upperBound)"
            }
            guard !(bounds ~= value.double) else { return nil }
            return "\(name) \(value.int) is out of range; \(noun) is within \(Int(bounds.lowerBound))...\(Int(bounds.upperBound))"
        }
        switch value {
        case .int(let number):
            if number.magnitude > UInt(Cells.maxLength) { return "\(name) \(number) is out of range; \(rangeRule)" }
            return number < 0 && parameter.isSize ? "\(name) \(number) is negative; \(sizeRule)" : nil
        case .double(let number):
            if number.isNaN { return "\(name) is not a number (NaN)" }
            if number == .infinity, let label = parameter.label, fillingLabels.contains(label) { return nil }
            if number.isInfinite {
                return "\(name) cannot be \(number < 0 ? "-" : "").infinity; only maxWidth, maxHeight and a grid item's maximum can"
            }
            if number.magnitude > Double(Cells.maxLength) { return "\(name) \(number) is out of range; \(rangeRule)" }
            return number < 0 && parameter.isSize ? "\(name) \(number) is negative; \(sizeRule)" : nil
        default:
            return nil
        }
    }

    private static let sizeRule = "widths, heights, radii and line counts are at least 0"
    private static let rangeRule = "lengths, offsets and counts are within ±\(Cells.maxLength)"
}
