import Foundation

/// How a view would be animated in and out as it is inserted or removed.
///
/// Static output shows views present or absent, never on their way, so a transition has
/// nothing to do: the values exist so that SwiftUI code building one compiles.
///
/// ```swift
/// Banner().transition(.move(edge: .top).combined(with: .opacity))
/// ```
public struct AnyTransition: Sendable {
    /// No transition.
    public static let identity = AnyTransition()
    /// Fades in and out.
    public static let opacity = AnyTransition()
    /// Slides in from the leading edge and out towards the trailing edge.
    public static let slide = AnyTransition()
    /// Scales from and to nothing.
    public static let scale = AnyTransition()

    /// Scales from and to `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    /// Moves in from and out towards `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    /// Pushes in from `edge`, pushing the old view out of the opposite one.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    /// Moves in from and out to an offset.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition() }
    /// Moves in from and out to an offset.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    /// One transition for insertion and another for removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    /// A transition between `active` (applied while the view comes and goes) and `identity`
    /// (applied at rest). Erased like every `AnyTransition`: the view draws without either;
    /// a `Transition`'s body is drawn at rest.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition() }

    /// This transition and `other` together.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// This transition, run with `animation`.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension AnyTransition {
    /// `transition`, erased.
    public init<T: Transition>(_ transition: T) { self.init() }
}

/// How changing content (a number, a symbol) would animate from its old to its new value.
/// Static output shows only the new value: the values exist so that SwiftUI code compiles.
public struct ContentTransition: Hashable, Sendable {
    /// No animation: the new content replaces the old.
    public static let identity = ContentTransition()
    /// The old content fades out and the new fades in.
    public static let opacity = ContentTransition()
    /// The content morphs between its old and new glyphs.
    public static let interpolate = ContentTransition()
    /// A symbol image's own transition.
    public static let symbolEffect = ContentTransition()

    /// Digits roll up or down as a number changes.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
    /// Digits roll in the direction `value` moves.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition() }
}
