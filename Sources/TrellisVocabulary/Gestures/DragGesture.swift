import Foundation

/// A gesture that recognises a drag of at least `minimumDistance`.
public nonisolated struct DragGesture: PrimitiveGesture {
    /// Where a drag stands.
    public struct Value: Equatable, Sendable {
        /// When this value was reported.
        public var time: Date
        /// The current location.
        public var location: CGPoint
        /// Where the drag began.
        public var startLocation: CGPoint
        /// The current speed, per second.
        public var velocity: CGSize
        /// Where the drag would end if it stopped accelerating now.
        public var predictedEndLocation: CGPoint

        /// How far the drag has moved from its start.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// How far the drag would have moved at its predicted end.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    /// How far the finger must move before the drag is recognised.
    public var minimumDistance: CGFloat
    /// The space locations are measured in.
    public var coordinateSpace: CoordinateSpace

    /// Creates a drag gesture measured in `coordinateSpace`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }
}
