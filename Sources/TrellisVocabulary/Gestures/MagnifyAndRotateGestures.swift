import Foundation

/// A gesture that recognises a pinch and reports its magnification.
public nonisolated struct MagnifyGesture: PrimitiveGesture {
    /// Where a pinch stands.
    public struct Value: Equatable, Sendable {
        /// When this value was reported.
        public var time: Date
        /// The scale relative to the start (1 for none).
        public var magnification: CGFloat
        /// The speed of the magnification, per second.
        public var velocity: CGFloat
        /// The unit point of the view the pinch began at.
        public var startAnchor: UnitPoint
        /// Where the pinch began.
        public var startLocation: CGPoint
    }

    /// The least change of scale that is recognised.
    public var minimumScaleDelta: CGFloat

    /// Creates a pinch gesture.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}

/// A pinch gesture that reports its magnification alone (SwiftUI's older form of
/// ``MagnifyGesture``).
public nonisolated struct MagnificationGesture: PrimitiveGesture {
    public typealias Value = CGFloat
    /// The least change of scale that is recognised.
    public var minimumScaleDelta: CGFloat

    /// Creates a pinch gesture.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}

/// A gesture that recognises a two-finger rotation.
public nonisolated struct RotateGesture: PrimitiveGesture {
    /// Where a rotation stands.
    public struct Value: Equatable, Sendable {
        /// When this value was reported.
        public var time: Date
        /// The rotation since the start.
        public var rotation: Angle
        /// The speed of the rotation, per second.
        public var velocity: Angle
        /// The unit point of the view the rotation began at.
        public var startAnchor: UnitPoint
        /// Where the rotation began.
        public var startLocation: CGPoint
    }

    /// The least change of angle that is recognised.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}

/// A rotation gesture that reports its angle alone (SwiftUI's older form of ``RotateGesture``).
public nonisolated struct RotationGesture: PrimitiveGesture {
    public typealias Value = Angle
    /// The least change of angle that is recognised.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}
