/// Animation modifiers. Static output shows every view in its final state, so none of them
/// changes what is drawn.
nonisolated extension View {
    /// Would animate every change below with `animation`: nothing moves in static output.
    public func animation(_ animation: Animation?) -> some View {
        self
    }

    /// Would animate changes below when `value` changes: nothing moves in static output.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        self
    }

    /// Would animate the view's insertion and removal: a rendered view is simply present.
    public func transition(_ transition: AnyTransition) -> some View {
        self
    }

    /// Would animate changes of the view's content: the new content is simply shown.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        self
    }

    /// Would move this view's geometry smoothly to or from the view with the same `id` in
    /// `namespace`: a rendered view stays where it is laid out.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        self
    }

    /// Would change the transaction of changes below: nothing animates, so it changes nothing.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        self
    }
}
