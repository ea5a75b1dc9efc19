/// SwiftUI's `lineLimit` with a range of lines. Text draws at most the range's upper bound of
/// lines, as `lineLimit(_:)` with that number does; the lower bound is the height SwiftUI
/// reserves in a field that grows as it is typed into, which laid-out text does not reserve.
nonisolated extension View {
    /// Limits text in this view to `limit.upperBound` lines.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        lineLimit(limit.upperBound)
    }

    /// Limits text in this view to `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        lineLimit(limit.upperBound)
    }

    /// No limit: only a lower bound, which laid-out text does not reserve.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        lineLimit(nil)
    }
}
