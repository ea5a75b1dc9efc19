/// The views of a builder block whose length is known only at run time, as an interpreter
/// (the `trellis` document language) builds them.
///
/// It resolves exactly like the ``TupleView`` the compiler would build for the same block:
/// transparent, each child contributing its resolved subviews in order, with its declared
/// position in the identity (R1, `TupleView` row).
///
/// ```swift
/// let block = ViewBlock([AnyView(Text("A")), AnyView(Text("B"))])   // like { Text("A"); Text("B") }
/// ```
public nonisolated struct ViewBlock: PrimitiveView {
    /// The children, in declaration order.
    public let children: [AnyView]

    /// Creates a block of `children`.
    public init(_ children: [AnyView]) {
        self.children = children
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let prefix = inputs.identity.prefix
        var childInputs = inputs
        for (index, child) in view.children.enumerated() {
            childInputs.identity = prefix.appending(.child(index))
            AnyView._makeViewList(view: child, inputs: childInputs, list: &list)
        }
    }
}
