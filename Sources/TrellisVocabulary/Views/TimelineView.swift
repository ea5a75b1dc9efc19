import Foundation

/// A view that redraws on a schedule. A render is one moment, so a timeline view draws its
/// content once, for the moment it is rendered (`context.date` is the time of the render).
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///     Text(context.date, style: .time)
/// }
/// ```
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    /// What a timeline view's content is drawn for: the moment and how often it changes.
    public struct Context {
        /// How often a timeline's moments come.
        public enum Cadence: Comparable, Sendable, Hashable {
            case live, seconds, minutes
        }

        /// The moment the content is drawn for.
        public let date: Date
        /// How often the moments come: `.live` for a render.
        public let cadence: Cadence
    }

    let draw: () -> Content
}

/// The context of a timeline view whose schedule is not named.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View where Content: View {
    /// A view drawing `content` for the moment it is rendered.
    @_disfavoredOverload
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.draw = { content(Context(date: Date(), cadence: .live)) }
    }

    /// A view drawing `content` for the moment it is rendered.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.draw = { content(TimelineViewDefaultContext(date: Date(), cadence: .live)) }
    }

    public var body: some View {
        draw()
    }
}
