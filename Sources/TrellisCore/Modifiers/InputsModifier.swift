/// A primitive modifier that changes what flows down to the modified content (its container
/// values, environment or identity) rather than how it lays out.
///
/// It is transparent: the content contributes its subviews as before, each resolved with the
/// changed inputs. On the single-view path (a view laid out on its own, outside any view
/// list) only ``appliesOnSingleView`` modifiers take effect; a container value there does
/// nothing (R5.5).
protocol InputsModifier: PrimitiveViewModifier {
    /// Changes the inputs of the modified content.
    func modify(_ inputs: inout _ViewInputs)
    /// Whether the change matters when the view is laid out on its own (environment: yes;
    /// container values: no).
    static var appliesOnSingleView: Bool { get }
}

extension InputsModifier {
    public static func _makeViewList<C: View>(modifier: Self, content: C, inputs: _ViewInputs, list: inout _ViewList) {
        var modified = inputs
        modifier.modify(&modified)
        C._makeViewList(view: content, inputs: modified, list: &list)
    }

    public static func _makeView<C: View>(modifier: Self, content: C, inputs: _ViewInputs) -> _LayoutNode {
        guard appliesOnSingleView else { return C._makeView(view: content, inputs: inputs) }
        var modified = inputs
        modifier.modify(&modified)
        return C._makeView(view: content, inputs: modified)
    }
}
