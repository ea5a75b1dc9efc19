nonisolated extension View {
    /// Makes the view a click target under a live runtime: a left click in the rectangle it
    /// is drawn in runs `action` (a `List` row selecting itself). Nothing without an action,
    /// and nothing in a one-shot render.
    func clickTarget(_ action: (() -> Void)?, reveals: Bool = false) -> some View {
        modifier(ClickTargetModifier(action: action, reveals: reveals))
    }
}

/// Registers a click target with the live graph at the view's identity, and notes where the
/// view is drawn, as `ControlRegionModifier` does for a control.
struct ClickTargetModifier: RenderingModifier {
    let action: (() -> Void)?
    /// Whether the scroll view around the view scrolls to show it in this frame (a `List`'s
    /// selection just moved to it).
    let reveals: Bool

    /// Without an action the content is added as it is: there is nothing to register, so its
    /// subviews are not wrapped (a `List` without a selection makes its rows without them).
    static func _makeViewList<C: View>(modifier: Self, content: C, inputs: _ViewInputs, list: inout _ViewList) {
        guard modifier.action != nil else { return C._makeViewList(view: content, inputs: inputs, list: &list) }
        distribute(modifier, over: content, inputs: inputs, list: &list)
    }

    func makeNode(inputs: _ViewInputs, content: (_ViewInputs) -> _LayoutNode) -> _LayoutNode {
        let child = content(inputs)
        guard let action, LiveGraph.anyAlive, let graph = inputs.environment.liveGraph else { return child }
        let identity = inputs.identity
        graph.register(ClickTarget(identity: identity, action: action))
        if reveals { graph.viewports.revealing = identity }
        return HitRegionNode(child: child, record: { [weak graph] rect in graph?.noteRegion(rect, of: identity) })
    }
}

/// Something a left click runs: what a click in the region drawn at `identity` does.
struct ClickTarget {
    let identity: ViewIdentity
    let action: () -> Void
}
