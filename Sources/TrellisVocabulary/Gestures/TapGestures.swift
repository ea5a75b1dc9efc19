import Foundation

/// A gesture that recognises `count` taps.
public nonisolated struct TapGesture: PrimitiveGesture {
    public typealias Value = Void
    /// The number of taps needed.
    public var count: Int

    /// Creates a gesture that recognises `count` taps.
    public init(count: Int = 1) {
        self.count = count
    }
}

/// A gesture that recognises `count` taps and reports where the last one landed.
public nonisolated struct SpatialTapGesture: PrimitiveGesture {
    /// Where a tap landed.
    public struct Value: Equatable, Sendable {
        /// The location of the tap, in the gesture's coordinate space.
        public var location: CGPoint
    }

    /// The number of taps needed.
    public var count: Int
    /// The space the location is measured in.
    public var coordinateSpace: CoordinateSpace

    /// Creates a gesture that recognises `count` taps, locating them in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }
}

/// A gesture that recognises a press held for `minimumDuration` seconds.
public nonisolated struct LongPressGesture: PrimitiveGesture {
    public typealias Value = Bool
    /// How long the press must last, in seconds.
    public var minimumDuration: Double
    /// How far the finger may move before the press fails.
    public var maximumDistance: CGFloat

    /// Creates a gesture that recognises a press held for `minimumDuration` seconds.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}
