import Foundation

/// SwiftUI's animations made of a `Spring`, a `UnitCurve` or a custom animation. These values
/// are accepted so that SwiftUI code compiles; an animation has no effect on text (a render
/// draws every view at rest), and these are recorded as the nearest built-in motion.
extension Animation {
    /// Accepted: no effect on text; recorded as `.spring`, since a `Spring` keeps no numbers here.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation { .spring }

    /// Accepted: no effect on text; recorded as `.interpolatingSpring`.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation { .interpolatingSpring }

    /// Accepted: no effect on text; recorded as an ease-in-out of `duration` seconds.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation { .easeInOut(duration: duration) }

    /// Accepted: no effect on text; a custom animation is recorded as `.default`.
    public init<A: CustomAnimation>(_ base: A) { self = .default }
}
