/// The views of a builder block with several statements, in declaration order.
///
/// A tuple view is transparent: it contributes its children's resolved subviews to the
/// enclosing list, one after another (R1, `TupleView` row).
public nonisolated struct TupleView<each Content: View>: PrimitiveView {
    /// The children.
    public var value: (repeat each Content)

    /// Creates a tuple view of the given children.
    public init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let prefix = inputs.identity.prefix
        var childInputs = inputs
        var index = 0
        for child in repeat each view.value {
            childInputs.identity = prefix.appending(.child(index))
            Self.resolve(child, inputs: childInputs, list: &list)
            index += 1
        }
    }

    private static func resolve<Child: View>(_ child: Child, inputs: _ViewInputs, list: inout _ViewList) {
        Child._makeViewList(view: child, inputs: inputs, list: &list)
    }
}
