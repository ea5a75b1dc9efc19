// SwiftUI's sets of horizontal and vertical directions (`HorizontalDirection.Set`,
// `VerticalDirection.Set`), which say which ways a scroll or a swipe may go: option sets of
// one bit a direction, `all` holding both. Trellis neither scrolls nor swipes, so where they
// are passed they have no effect on text.

extension HorizontalDirection {
    /// A set of horizontal directions: no effect on text where it is passed.
    public struct Set: OptionSet, Equatable, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set of `direction` alone.
        public init(_ direction: HorizontalDirection) { self.init(rawValue: 1 << direction.rawValue) }

        public static let leading = Set(.leading)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.leading, .trailing]
    }
}

extension VerticalDirection {
    /// A set of vertical directions: no effect on text where it is passed.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set of `direction` alone.
        public init(_ direction: VerticalDirection) { self.init(rawValue: 1 << direction.rawValue) }

        public static let up = Set(.up)
        public static let down = Set(.down)
        public static let all: Set = [.up, .down]
    }
}
