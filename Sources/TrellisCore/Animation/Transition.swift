/// How a view changes as it is inserted or removed: SwiftUI's `Transition` (iOS 17), whose
/// body draws the content at each phase.
///
/// A render draws each view at rest, in the `.identity` phase, so `.transition(_:)` draws
/// the body for `.identity` (a transition that changes nothing at rest, as the built-in ones,
/// draws the view unchanged) and no other phase is ever drawn.
///
/// ```swift
/// struct Fade: Transition {
///     func body(content: Content, phase: TransitionPhase) -> some View {
///         content.opacity(phase.isIdentity ? 1 : 0)
///     }
/// }
/// ```
@MainActor @preconcurrency public protocol Transition {
    /// The view the transition draws its content as.
    associatedtype Body: View
    /// The content, as a view, at `phase`.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    /// The view a transition's body is handed: the view being inserted or removed.
    typealias Content = PlaceholderContentView<Self>
}

nonisolated extension Transition {
    /// The content unchanged: what the built-in transitions draw at rest.
    public func body(content: Content, phase: TransitionPhase) -> Content { content }
}

extension Transition {
    /// `content` as this transition draws it at `phase`.
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        body(content: PlaceholderContentView(content: content), phase: phase)
    }
}

/// Where a view is in its transition: about to appear, at rest, or gone.
public enum TransitionPhase: Equatable, Hashable, Sendable, BitwiseCopyable {
    /// The view is about to be inserted.
    case willAppear
    /// The view is at rest: what a render draws.
    case identity
    /// The view has been removed.
    case didDisappear

    /// Whether this is the phase at rest.
    public var isIdentity: Bool { self == .identity }

    /// How far the view is from rest: -1 about to appear, 0 at rest, 1 removed.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

nonisolated extension View {
    /// Draws this view as `transition` draws it at rest (its body for `.identity`): a render
    /// shows every view inserted and still.
    public func transition<T: Transition>(_ transition: T) -> some View {
        TransitionAtRest(transition: transition, content: self)
    }
}

/// A view as `transition` draws it at rest; its body, like the transition's, runs on the
/// main actor.
private nonisolated struct TransitionAtRest<T: Transition, Content: View>: View {
    let transition: T
    let content: Content

    @MainActor var body: some View {
        transition.body(content: PlaceholderContentView(content: content), phase: .identity)
    }
}
