extension _LayoutNode {
    /// The layout node of `view` as the root of a render: in `environment`, with preferences
    /// collected and `proposal` as the size of the container that relative frames refer to.
    static func root<V: View>(_ view: V, proposal: CellProposal, environment: EnvironmentValues) -> _LayoutNode {
        var inputs = _ViewInputs(environment: environment)
        inputs.preferences = PreferenceSink()
        let container = ContainerSize()
        container.size = proposal
        inputs.environment.containerSize = container
        return V._makeView(view: view, inputs: inputs)
    }
}
