/// A view with no content: it contributes no resolved subviews (R1).
public nonisolated struct EmptyView: PrimitiveView {
    /// Creates an empty view.
    public init() {}

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {}
}
