import Foundation

/// Input modifiers: taps, presses, hovering, gestures and hit testing. Static output receives
/// no input, so none of their actions ever runs and the view renders unchanged.
nonisolated extension View {
    /// Whether the view can be hit by taps and clicks: nothing hits static output, so ignored.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        self
    }

    /// The shape that hit testing uses: nothing can be hit in static output, so ignored.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        self
    }

    /// Would run `action` after `count` taps: never, as nothing taps static output, so it has
    /// no effect on text.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        self
    }

    /// Would run `action` with the location of `count` taps: never (no effect on text).
    public func onTapGesture(
        count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        self
    }

    /// Would run `action` after a press of `minimumDuration` seconds: never (no effect on text).
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        self
    }

    /// Would run `action` after a press of `minimumDuration` seconds (SwiftUI's older form):
    /// never (no effect on text).
    @_disfavoredOverload
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
        perform action: @escaping () -> Void
    ) -> some View {
        self
    }

    /// Would run `action` as a pointer enters and leaves the view: never (no effect on text).
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        self
    }

    /// Attaches `gesture`: never recognised, as static output receives no input, so it has no
    /// effect on text.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        self
    }

    /// Attaches `gesture` alongside the view's own: never recognised (no effect on text).
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        self
    }

    /// Attaches `gesture` ahead of the view's own: never recognised (no effect on text).
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        self
    }

    /// A tooltip: nothing hovers over static output, so it is never shown (no effect on text).
    public func help(_ textKey: LocalizedStringKey) -> some View {
        self
    }

    /// A tooltip: never shown (no effect on text).
    public func help(_ text: Text) -> some View {
        self
    }

    /// A tooltip: never shown (no effect on text).
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View {
        self
    }

    /// Would play haptic `feedback` when `trigger` changes: a rendered value never changes,
    /// so it has no effect on text.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        self
    }

    /// Would play haptic `feedback` when `trigger` changes and `condition` holds: never, so it
    /// has no effect on text.
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View {
        self
    }

    /// Would play the haptic feedback `feedback` returns when `trigger` changes: never, so it
    /// has no effect on text.
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View {
        self
    }
}

/// A haptic or audible response to an event. Nothing is played in static output.
public struct SensoryFeedback: Hashable, Sendable {
    private enum Kind: Hashable, Sendable {
        case success, warning, error, selection, increase, decrease, start, stop, alignment, levelChange, pathComplete
        case impact(weight: Weight?, flexibility: Flexibility?, intensity: Double)
    }

    private let kind: Kind

    /// The weight of an impact.
    public struct Weight: Hashable, Sendable {
        private let value: Int
        public static let light = Weight(value: 0)
        public static let medium = Weight(value: 1)
        public static let heavy = Weight(value: 2)
    }

    /// How flexible the colliding objects of an impact feel.
    public struct Flexibility: Hashable, Sendable {
        private let value: Int
        public static let rigid = Flexibility(value: 0)
        public static let solid = Flexibility(value: 1)
        public static let soft = Flexibility(value: 2)
    }

    public static let success = SensoryFeedback(kind: .success)
    public static let warning = SensoryFeedback(kind: .warning)
    public static let error = SensoryFeedback(kind: .error)
    public static let selection = SensoryFeedback(kind: .selection)
    public static let increase = SensoryFeedback(kind: .increase)
    public static let decrease = SensoryFeedback(kind: .decrease)
    public static let start = SensoryFeedback(kind: .start)
    public static let stop = SensoryFeedback(kind: .stop)
    public static let alignment = SensoryFeedback(kind: .alignment)
    public static let levelChange = SensoryFeedback(kind: .levelChange)
    public static let pathComplete = SensoryFeedback(kind: .pathComplete)
    public static let impact = SensoryFeedback(kind: .impact(weight: nil, flexibility: nil, intensity: 1))

    /// An impact of `weight` at `intensity` (0–1).
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(kind: .impact(weight: weight, flexibility: nil, intensity: intensity))
    }

    /// An impact of objects of `flexibility` at `intensity` (0–1).
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(kind: .impact(weight: nil, flexibility: flexibility, intensity: intensity))
    }
}
