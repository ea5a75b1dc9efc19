extension _LayoutNode {
    /// The layout node of `view` as the root of a render: in `environment`, with preferences
    /// collected and `proposal` as the size of the container that relative frames refer to.
    static func root<V: View>(_ view: V, proposal: CellProposal, environment: EnvironmentValues) -> _LayoutNode {
        let inputs = rootInputs(proposal: proposal, environment: environment)
        return withGlobalSpace(V._makeView(view: view, inputs: inputs), inputs: inputs)
    }

    /// `node`, noting where it is drawn as the origin of the render's global coordinate space.
    fileprivate static func withGlobalSpace(_ node: _LayoutNode, inputs: _ViewInputs) -> _LayoutNode {
        CoordinateSpaceNode(child: node, origin: inputs.environment.coordinateSpaces.global)
    }

    fileprivate static func rootInputs(proposal: CellProposal, environment: EnvironmentValues) -> _ViewInputs {
        var inputs = _ViewInputs(environment: environment)
        inputs.preferences = PreferenceSink()
        let container = ContainerSize()
        container.size = proposal
        inputs.environment.containerSize = container
        inputs.environment.renderWidth = proposal.width
        inputs.environment.coordinateSpaces = CoordinateSpaces()  // its global origin noted where the root is drawn
        return inputs
    }
}

/// What the root of a render lays out: a node, or a vertical lazy stack or grid whose
/// children are not made yet, which the renderer can draw while they are made.
enum RootContent {
    case node(_LayoutNode)
    case flow(VerticalFlow)

    /// The root content of `view`: the flow that `view` is, or that its body resolves to
    /// alone; otherwise the same node as ``_LayoutNode/root(_:proposal:environment:)``. A
    /// body is evaluated once either way.
    init<V: View>(_ view: V, proposal: CellProposal, environment: EnvironmentValues) {
        let inputs = _LayoutNode.rootInputs(proposal: proposal, environment: environment)
        if V.Body.self == Never.self {
            self =
                if let flow = view as? any VerticalFlowView { .flow(flow.verticalFlow(inputs: inputs)) } else {
                    .node(_LayoutNode.withGlobalSpace(V._makeView(view: view, inputs: inputs), inputs: inputs))
                }
            return
        }
        // A view with a body lays out as its resolved list (View._makeView): look into it.
        var list = _ViewList()
        V._makeViewList(view: view, inputs: inputs.forUnaryContent(), list: &list)
        if let element = list.onlyElement, let flow = element.view as? any VerticalFlowView {
            self = .flow(flow.verticalFlow(inputs: element.inputs(in: inputs)))
        } else {
            self = .node(_LayoutNode.withGlobalSpace(list.makeUnaryNode(inputs: inputs), inputs: inputs))
        }
    }
}
