/// A primitive modifier that changes how a single view lays out or draws (padding, borders,
/// frames, backgrounds): it wraps the modified view's layout node.
///
/// Applied to content that resolves to several subviews, it is distributed: each resolved
/// subview is wrapped separately (R1.2), and never are subviews merged (R1.3). The modifier
/// lays out with the environment where it was applied, the subview with its own.
protocol RenderingModifier: PrimitiveViewModifier {
    /// Makes the node of the modified view: `content` makes the content's node with the inputs
    /// the modifier chooses (the same, or with a preference sink of its own).
    func makeNode(inputs: _ViewInputs, content: (_ViewInputs) -> _LayoutNode) -> _LayoutNode
}

extension RenderingModifier {
    public static func _makeViewList<C: View>(modifier: Self, content: C, inputs: _ViewInputs, list: inout _ViewList) {
        distribute(modifier, over: content, inputs: inputs, list: &list)
    }

    /// Adds the subviews `content` resolves to, each wrapped in `modifier` (see above).
    static func distribute<C: View>(_ modifier: Self, over content: C, inputs: _ViewInputs, list: inout _ViewList) {
        var resolved = _ViewList.resolve(content, inputs: inputs)
        resolved.transformElements { element in
            element.view = DistributedModifier(base: element.view, baseEnvironment: element.environment, modifier: modifier)
            element.environment = inputs.environment
        }
        list.append(contentsOf: resolved)
    }

    public static func _makeView<C: View>(modifier: Self, content: C, inputs: _ViewInputs) -> _LayoutNode {
        modifier.makeNode(inputs: inputs) { C._makeView(view: content, inputs: $0) }
    }
}

/// One resolved subview with a distributed rendering modifier applied.
nonisolated struct DistributedModifier<Modifier: RenderingModifier>: UnaryView {
    let base: any View
    /// The environment the base was resolved with (the modifier's may differ).
    let baseEnvironment: EnvironmentValues
    let modifier: Modifier

    static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        view.modifier.makeNode(inputs: inputs) { contentInputs in
            var baseInputs = contentInputs
            baseInputs.environment = view.baseEnvironment
            return makeBase(view.base, inputs: baseInputs)
        }
    }

    private static func makeBase<V: View>(_ view: V, inputs: _ViewInputs) -> _LayoutNode {
        V._makeView(view: view, inputs: inputs)
    }
}
