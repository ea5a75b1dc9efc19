import Foundation

/// How a change would be animated: a timing curve, a duration, a delay, a speed and a
/// repetition.
///
/// Static output has no time, so no animation ever runs: an animation is recorded as a value
/// only so that SwiftUI code passing one compiles, and two animations compare equal when
/// they describe the same motion.
///
/// ```swift
/// Text(label).animation(.spring(duration: 0.3).delay(0.1), value: label)
/// ```
public struct Animation: Hashable, Sendable {
    /// The shape of the motion.
    enum Curve: Hashable, Sendable {
        case easeInOut, easeIn, easeOut, linear
        case timingCurve(Double, Double, Double, Double)
        /// A spring that settles in `duration` seconds; `bounce` 0 is critically damped.
        case spring(bounce: Double)
    }

    let curve: Curve
    let duration: TimeInterval
    private(set) var delay: TimeInterval = 0
    private(set) var speed: Double = 1
    /// How many times the motion plays; `nil` for ever.
    private(set) var repeatCount: Int? = 1
    private(set) var autoreverses = false

    init(_ curve: Curve, duration: TimeInterval) {
        self.curve = curve
        self.duration = duration
    }

    /// SwiftUI's default animation: a smooth spring.
    public static var `default`: Animation { .smooth }

    /// An ease-in-out curve of 0.35 seconds.
    public static var easeInOut: Animation { .easeInOut(duration: 0.35) }
    /// An ease-in curve of 0.35 seconds.
    public static var easeIn: Animation { .easeIn(duration: 0.35) }
    /// An ease-out curve of 0.35 seconds.
    public static var easeOut: Animation { .easeOut(duration: 0.35) }
    /// A constant-speed motion of 0.35 seconds.
    public static var linear: Animation { .linear(duration: 0.35) }
    /// A spring of 0.5 seconds without bounce.
    public static var spring: Animation { .spring() }
    /// A spring with a noticeable bounce.
    public static var bouncy: Animation { .bouncy() }
    /// A quick spring with a small bounce.
    public static var snappy: Animation { .snappy() }
    /// A spring without bounce.
    public static var smooth: Animation { .smooth() }
    /// A short, stiff spring for tracking a finger.
    public static var interactiveSpring: Animation { .interactiveSpring() }

    /// An ease-in-out curve lasting `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation(.easeInOut, duration: duration) }
    /// An ease-in curve lasting `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation { Animation(.easeIn, duration: duration) }
    /// An ease-out curve lasting `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation { Animation(.easeOut, duration: duration) }
    /// A constant-speed motion lasting `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation { Animation(.linear, duration: duration) }

    /// A cubic Bézier timing curve through the control points (`c0x`, `c0y`) and (`c1x`, `c1y`).
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35) -> Animation {
        Animation(.timingCurve(c0x, c0y, c1x, c1y), duration: duration)
    }

    /// A spring that settles in `duration` seconds, bouncing by `bounce` (0 none, up to 1).
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(.spring(bounce: bounce), duration: duration)
    }

    /// A spring given by its response (seconds) and damping fraction (1 critically damped):
    /// the same spring as `spring(duration: response, bounce: 1 - dampingFraction)`.
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        .spring(duration: response, bounce: 1 - dampingFraction)
    }

    /// A short, stiff spring for tracking a finger.
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A spring given by its physical mass, stiffness and damping.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        let mass = max(mass, .leastNonzeroMagnitude), stiffness = max(stiffness, .leastNonzeroMagnitude)
        let response = 2 * .pi * (mass / stiffness).squareRoot()
        let dampingFraction = damping / (2 * (mass * stiffness).squareRoot())
        return .spring(response: response, dampingFraction: dampingFraction)
    }

    /// A spring with a noticeable bounce (0.3, plus `extraBounce`).
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// A quick spring with a small bounce (0.15, plus `extraBounce`).
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring without bounce (0, plus `extraBounce`).
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(duration: duration, bounce: extraBounce)
    }

    /// This animation, starting `delay` seconds later.
    public func delay(_ delay: TimeInterval) -> Animation {
        var animation = self
        animation.delay += delay
        return animation
    }

    /// This animation, played `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        var animation = self
        animation.speed *= speed
        return animation
    }

    /// This animation, played `repeatCount` times, reversing every other time if `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.repeatCount = repeatCount
        animation.autoreverses = autoreverses
        return animation
    }

    /// This animation, played for ever, reversing every other time if `autoreverses`.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.repeatCount = nil
        animation.autoreverses = autoreverses
        return animation
    }
}
