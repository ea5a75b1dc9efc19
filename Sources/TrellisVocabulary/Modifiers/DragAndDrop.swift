/// SwiftUI's drag and drop with `Transferable` values. Laid-out text has no pointer to drag
/// with and nothing is dropped on it, so each modifier has no effect on text: the view is
/// drawn as it is, and the payload, preview and action closures are never called.
nonisolated extension View {
    /// Makes this view draggable with `payload`: no effect on text.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        self
    }

    /// Makes this view draggable with `payload`, shown as `preview` while dragged: no effect on text.
    public func draggable<V: View, T: Transferable>(
        _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
    ) -> some View {
        self
    }

    /// Accepts dropped values of `payloadType`: no effect on text.
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
        isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View {
        self
    }
}
