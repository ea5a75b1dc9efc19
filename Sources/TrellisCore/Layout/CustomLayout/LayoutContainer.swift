/// Content laid out by a ``Layout``: what `layout { ... }` makes.
///
/// A built-in layout (`HStackLayout`, `AnyLayout` of one, ...) lays the content out with
/// its own node, so it renders exactly as the matching container view; any other layout runs
/// through its `Layout` methods in a ``CustomLayoutNode``. The children are made along the
/// layout's stack orientation, which `Spacer` and `Divider` follow.
nonisolated struct LayoutContainer<L: Layout, Content: View>: UnaryView {
    let layout: L
    let content: Content

    static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        if let builtIn = view.layout as? any BuiltInLayout {
            let children = _ViewList.childNodes(of: view.content, inputs: inputs, axis: builtIn.stackOrientation)
            return builtIn.makeNode(children: children, scale: inputs.environment.lengthScale)
        }
        let children = _ViewList.childNodes(of: view.content, inputs: inputs, axis: L.layoutProperties.stackOrientation)
        return CustomLayoutNode(layout: view.layout, children: children, scale: inputs.environment.lengthScale)
    }
}

/// A ``Layout`` Trellis lays out with a node of its own rather than through its `Layout`
/// methods: the layouts of the built-in containers, and an ``AnyLayout`` of one.
protocol BuiltInLayout {
    /// The axis the children are made along (`Spacer` and `Divider` follow it).
    var stackOrientation: Axis? { get }

    /// The node that lays `children` out, as the matching container view's does, its
    /// spacings turned into cells at `scale`.
    func makeNode(children: [_LayoutNode], scale: LengthScale) -> _LayoutNode
}

extension BuiltInLayout where Self: Layout {
    var stackOrientation: Axis? { Self.layoutProperties.stackOrientation }
}
