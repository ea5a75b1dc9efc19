/// The bodies and properties of SwiftUI's built-in transitions. A text render has no motion
/// and draws every view at rest, so each built-in transition draws its content unchanged in
/// every phase, as SwiftUI's do at rest (`.transition(_:)` draws the `.identity` phase only).

extension MoveTransition {
    /// The content unchanged: a move leaves the view in place at rest.
    public func body(content: MoveTransition.Content, phase: TransitionPhase) -> some View { content }
}

extension OffsetTransition {
    /// The content unchanged: an offset leaves the view in place at rest.
    public func body(content: OffsetTransition.Content, phase: TransitionPhase) -> some View { content }
}

extension OpacityTransition {
    /// The content unchanged: a fade leaves the view opaque at rest.
    public func body(content: OpacityTransition.Content, phase: TransitionPhase) -> some View { content }

    /// Accepted: no effect on text; a fade has no motion.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

extension PushTransition {
    /// The content unchanged: a push leaves the view in place at rest.
    public func body(content: PushTransition.Content, phase: TransitionPhase) -> some View { content }
}

extension ScaleTransition {
    /// The content unchanged: a scale leaves the view at its size at rest.
    public func body(content: ScaleTransition.Content, phase: TransitionPhase) -> some View { content }
}

extension SlideTransition {
    /// The content unchanged: a slide leaves the view in place at rest.
    public func body(content: SlideTransition.Content, phase: TransitionPhase) -> some View { content }
}

extension BlurReplaceTransition {
    /// The content unchanged: a blur leaves the view sharp at rest.
    public func body(content: BlurReplaceTransition.Content, phase: TransitionPhase) -> some View { content }
}

extension SymbolEffectTransition {
    /// The content unchanged: a symbol effect leaves the symbol as drawn at rest.
    public func body(content: SymbolEffectTransition.Content, phase: TransitionPhase) -> some View { content }

    /// Accepted: no effect on text.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: true) }
}

extension AsymmetricTransition {
    /// The content unchanged: both halves of an asymmetric transition leave the view as it is at rest.
    public func body(content: AsymmetricTransition.Content, phase: TransitionPhase) -> some View { content }

    /// Accepted: no effect on text.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: true) }
}

extension IdentityTransition {
    /// Accepted: no effect on text; the identity transition has no motion.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

nonisolated extension Transition {
    /// Accepted: no effect on text; a transition has motion unless it says otherwise.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: true) }
}
