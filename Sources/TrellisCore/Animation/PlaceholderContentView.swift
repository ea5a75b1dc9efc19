/// The view a modifier such as `keyframeAnimator`, `phaseAnimator` or a ``Transition`` hands
/// its content closure: it draws the view the modifier was applied to. `Value` names what
/// made it (the modified view, or the transition), as in SwiftUI.
public nonisolated struct PlaceholderContentView<Value>: PrimitiveView {
    let content: any View

    init(content: any View) {
        self.content = content
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        resolve(view.content, inputs: inputs, list: &list)
    }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        make(view.content, inputs: inputs)
    }

    private static func resolve<V: View>(_ view: V, inputs: _ViewInputs, list: inout _ViewList) {
        V._makeViewList(view: view, inputs: inputs, list: &list)
    }

    private static func make<V: View>(_ view: V, inputs: _ViewInputs) -> _LayoutNode {
        V._makeView(view: view, inputs: inputs)
    }
}
