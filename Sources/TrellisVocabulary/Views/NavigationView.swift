/// SwiftUI's navigation container before `NavigationStack` (deprecated there, still common in
/// real projects). It draws as `NavigationStack` does: the title line and toolbar items of
/// its content above that content. Trellis has one column, so a style asking for columns
/// (`navigationViewStyle(.columns)`) draws the same.
public nonisolated struct NavigationView<Content: View>: View {
    let content: Content

    /// A navigation container around `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        NavigationStack { content }
    }
}
