import Foundation

/// SwiftUI's springs given by duration and bounce, for tracking a finger and for
/// interpolating: recorded as the spring of that duration and bounce (an interpolating
/// spring's initial velocity only changes how it starts, which static output never shows).
extension Animation {
    /// A short spring with a small bounce (0.14, plus `extraBounce`) for tracking a finger.
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0, blendDuration: TimeInterval = 0.25) -> Animation {
        .spring(duration: duration, bounce: 0.14 + extraBounce)
    }

    /// A spring of 0.5 seconds without bounce that keeps its velocity when interrupted.
    public static var interpolatingSpring: Animation { .interpolatingSpring() }

    /// A spring that settles in `duration` seconds, bouncing by `bounce` (0 none, up to 1).
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        .spring(duration: duration, bounce: bounce)
    }
}
