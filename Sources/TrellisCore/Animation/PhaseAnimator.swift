/// SwiftUI's phase animations: content that cycles through `phases`, animating between them.
/// Laid-out text shows one moment of a view, and a phase animation rests in its first phase
/// until it runs, so a ``PhaseAnimator`` draws its content for the first phase (nothing when
/// `phases` is empty); the animations are type-checked as in SwiftUI but not played.
///
/// ```swift
/// PhaseAnimator([false, true]) { pulsing in
///     Text("♥").scaleEffect(pulsing ? 1.2 : 1)
/// }
/// ```
public nonisolated struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let firstPhase: Phase?
    let content: (Phase) -> Content

    /// Content cycled through `phases` over and over, drawn in the first phase.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.firstPhase = phases.first(where: { _ in true })
        self.content = content
    }

    /// Content run through `phases` whenever `trigger` changes, drawn in the first phase.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.init(phases, content: content, animation: animation)
    }

    public var body: some View {
        if let firstPhase { content(firstPhase) }
    }
}

nonisolated extension View {
    /// This view cycled through `phases` over and over: drawn as `content` makes it for the
    /// first phase (this view unchanged when `phases` is empty).
    @ViewBuilder public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        if let first = phases.first(where: { _ in true }) {
            content(PlaceholderContentView(content: self), first)
        } else {
            self
        }
    }

    /// This view run through `phases` whenever `trigger` changes: drawn as `content` makes it
    /// for the first phase (this view unchanged when `phases` is empty).
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        phaseAnimator(phases, content: content, animation: animation)
    }
}
