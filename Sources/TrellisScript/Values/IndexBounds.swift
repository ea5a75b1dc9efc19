/// The one way a document's integers become Swift ranges: every bound is checked before a
/// `Range` is made, since making one with its bounds reversed, or slicing past a collection's
/// end, traps.
enum IndexBounds {
    /// `lower..<upper` (`lower...upper` when `closed`), as the range operators make it: bounds
    /// in order, and at most `maxCount` elements.
    static func range(_ lower: Int, _ upper: Int, closed: Bool, maxCount: Int, at location: SourceLocation) throws(RuntimeFailure) -> Range<Int> {
        let symbol = closed ? "..." : "..<"
        let (end, pastEnd) = closed ? upper.addingReportingOverflow(1) : (upper, false)
        guard lower <= upper else {  // a closed range too: 1...0 traps in Swift, it is not empty
            throw RuntimeFailure(message: "range \(lower)\(symbol)\(upper) has its bounds reversed", location: location)
        }
        let (count, overflow) = end.subtractingReportingOverflow(lower)
        guard !pastEnd, !overflow, count <= maxCount else {
            throw RuntimeFailure(limit: "range \(lower)\(symbol)\(upper) has more than \(maxCount) elements (the ForEach limit)", location: location)
        }
        return lower..<end
    }

    /// The positions `lower..<upper` of a collection whose positions are `bounds`, as a slice
    /// takes them: `upper` `nil` for an open range (`a[n...]`), `lower` `nil` for one open at
    /// its start (`a[..<n]`).
    static func slice(_ lower: Int?, _ upper: Int?, of bounds: Range<Int>, at location: SourceLocation) throws -> Range<Int> {
        let start = lower ?? bounds.lowerBound
        let end = upper ?? bounds.upperBound
        let written = switch (lower, upper) {
        case (let lower?, nil): "\(lower)..."
        case (nil, let upper?): "..<\(upper)"
        default: "\(start)..<\(end)"
        }
        guard bounds.lowerBound...bounds.upperBound ~= start, bounds.lowerBound...bounds.upperBound ~= end else {
            throw RuntimeFailure(message: "range \(written) is out of bounds \(bounds.lowerBound)..<\(bounds.upperBound)", location: location)
        }
        guard start <= end else {
            throw RuntimeFailure(message: "range \(written) has its bounds reversed", location: location)
        }
        return start..<end
    }
}
