/// A type whose `animatableData` an animation would interpolate: SwiftUI's `Animatable`.
///
/// A render draws each value it is given and no frame between two, so nothing reads
/// `animatableData`; the protocol is here so that shapes and modifiers declare it as in
/// SwiftUI (``Shape`` refines it, as SwiftUI's does). A type without animatable data gets
/// ``EmptyAnimatableData``.
public protocol Animatable {
    /// The type of the data an animation would interpolate.
    associatedtype AnimatableData: VectorArithmetic

    /// The data an animation would interpolate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// No data: setting it changes nothing.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// The value itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

/// The animatable data of a type that has none.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

/// A view modifier with animatable data: SwiftUI's `AnimatableModifier`, deprecated there in
/// favour of ``Animatable`` on a plain ``ViewModifier``. Its body is drawn with the data it
/// holds, as any modifier's.
public protocol AnimatableModifier: Animatable, ViewModifier, _RemoveGlobalActorIsolation {}
