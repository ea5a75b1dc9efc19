extension _LayoutNode {
    /// The layout node of `view` as the root of a render: in `environment`, with preferences
    /// collected and `proposal` as the size of the container that relative frames refer to.
    static func root<V: View>(_ view: V, proposal: CellProposal, environment: EnvironmentValues) -> _LayoutNode {
        root(view, inputs: rootInputs(proposal: proposal, environment: environment))
    }

    /// The layout node of `view` as the root of a render with `inputs` made by
    /// ``rootInputs(proposal:environment:)``: a live runtime keeps them from frame to frame.
    static func root<V: View>(_ view: V, inputs: _ViewInputs) -> _LayoutNode {
        withGlobalSpace(V._makeView(view: view, inputs: inputs), inputs: inputs)
    }

    /// `node`, noting where it is drawn as the origin of the render's global coordinate space.
    fileprivate static func withGlobalSpace(_ node: _LayoutNode, inputs: _ViewInputs) -> _LayoutNode {
        CoordinateSpaceNode(child: node, origin: inputs.environment.coordinateSpaces.global)
    }

    static func rootInputs(proposal: CellProposal, environment: EnvironmentValues) -> _ViewInputs {
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

/// What the root of a render lays out: a node, or a vertical flow whose children are not made
/// yet, maybe in boxes, which the renderer can draw while they are made.
enum RootContent {
    case node(_LayoutNode)
    case flow(RootFlow)

    /// The root content of `view`: the flow that `view` is, or that its body resolves to
    /// alone, maybe in boxes (``RootContentView``); otherwise the same node as
    /// ``_LayoutNode/root(_:proposal:environment:)``. A body is evaluated once either way.
    init<V: View>(_ view: V, proposal: CellProposal, environment: EnvironmentValues) {
        let inputs = _LayoutNode.rootInputs(proposal: proposal, environment: environment)
        switch Self.make(view, inputs: inputs) {
        case .node(let node): self = .node(_LayoutNode.withGlobalSpace(node, inputs: inputs))
        case .flow(var flow):
            flow.globalOrigin = inputs.environment.coordinateSpaces.global
            self = .flow(flow)
        }
    }

    /// What `view` made with `inputs` lays out as at the root: a flow where it is one (its
    /// node, ``RootFlow/makeNode(children:)``, is the one `V._makeView` makes), else the node
    /// `V._makeView` makes.
    static func make<V: View>(_ view: V, inputs: _ViewInputs) -> RootContent {
        if V.Body.self == Never.self {
            if let root = view as? any RootContentView { return root.rootContent(inputs: inputs) }
            return .node(V._makeView(view: view, inputs: inputs))
        }
        // A view with a body lays out as its resolved list (View._makeView): look into it.
        var list = _ViewList()
        V._makeViewList(view: view, inputs: inputs.forUnaryContent(), list: &list)
        if let element = list.onlyElement, let root = element.view as? any RootContentView {
            return root.rootContent(inputs: element.inputs(in: inputs))
        }
        return .node(list.makeUnaryNode(inputs: inputs))
    }

    /// The node laid out: the flow's with its children made.
    var node: _LayoutNode {
        switch self {
        case .node(let node): node
        case .flow(let flow): flow.makeNode(children: nil)
        }
    }
}

/// A primitive view that may lay out as a vertical flow at the root of a render (a lazy stack
/// or grid, a leading `VStack`, a `GroupBox` around one).
nonisolated protocol RootContentView: View {
    /// What this view made with `inputs` lays out as at the root (see ``RootContent/make(_:inputs:)``).
    func rootContent(inputs: _ViewInputs) -> RootContent
}
