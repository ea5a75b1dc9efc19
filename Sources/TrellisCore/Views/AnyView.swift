/// A type-erased view.
///
/// Transparent like SwiftUI's: `AnyView(Group { A; B })` contributes two resolved subviews and
/// `AnyView(VStack { … })` one (R1, `AnyView` row). The wrapped type is part of the identity.
public nonisolated struct AnyView: PrimitiveView {
    let storage: any View

    /// Wraps `view`.
    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView {
            storage = erased.storage
        } else {
            storage = view
        }
    }

    /// Wraps `view`.
    public init<V: View>(erasing view: V) {
        self.init(view)
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        resolve(view.storage, inputs: inputs, list: &list)
    }

    private static func resolve<V: View>(_ view: V, inputs: _ViewInputs, list: inout _ViewList) {
        V._makeViewList(view: view, inputs: inputs.appending(.type(ObjectIdentifier(V.self))), list: &list)
    }
}
