/// Two animatable values as one: SwiftUI's `AnimatablePair`, what a view or layout animating
/// two values (a radius and an angle) gives as its `animatableData`.
///
/// Its arithmetic is component by component. Animation has no effect on text: a render draws
/// the values a view has, so the pair is only read and written, never interpolated.
///
/// ```swift
/// var animatableData: AnimatablePair<CGFloat, Double> {
///     get { AnimatablePair(radius, rotation.radians) }
///     set { radius = newValue.first; rotation = .radians(newValue.second) }
/// }
/// ```
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// A pair of `first` and `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }

    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }

    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }

    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
