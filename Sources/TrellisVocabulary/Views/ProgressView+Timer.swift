import Foundation

/// SwiftUI's progress views over a time interval: a bar filled by the part of the interval
/// elapsed when the view is rendered (or the part left, when `countsDown`), as a render draws
/// `Text(date, style: .timer)` at render time.
extension ProgressView {
    /// A bar of the time elapsed (or left) in `timerInterval`, with a label and a current value label.
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(value: Self.fraction(of: timerInterval, countsDown: countsDown), total: 1.0, label: label, currentValueLabel: currentValueLabel)
    }

    /// The part of `interval` elapsed now (left, when `countsDown`), from 0 to 1.
    static func fraction(of interval: ClosedRange<Date>, countsDown: Bool, now: Date = Date()) -> Double {
        let span = interval.upperBound.timeIntervalSince(interval.lowerBound)
        let elapsed = span > 0 ? min(max(now.timeIntervalSince(interval.lowerBound) / span, 0), 1) : 1
        return countsDown ? 1 - elapsed : elapsed
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// A bar of the time elapsed (or left) in `timerInterval`, with a label.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) { DefaultDateProgressLabel(member: "init") }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// A bar of the time elapsed (or left) in `timerInterval`.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
    }
}
