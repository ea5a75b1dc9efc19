/// The context menu of a table's rows (SwiftUI's `contextMenu` on `TableRowContent`): a
/// render opens no menu, so the rows are drawn as they are, with no effect on text.
extension TableRowContent {
    /// These rows, with a context menu of `menuItems`: no effect on text.
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> Self { self }

    /// These rows, with a context menu of `menuItems` and its `preview`: no effect on text.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> Self {
        self
    }
}
