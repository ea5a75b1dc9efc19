/// A macOS view that lays its panes out side by side with a draggable divider between each
/// two: drawn as a row of the panes with a vertical rule between them, as
/// `NavigationSplitView` draws its columns (a terminal has nothing to drag).
///
/// ```swift
/// HSplitView {
///     Sidebar()
///     Editor()
/// }
/// ```
///
///     Sidebar│Editor
public nonisolated struct HSplitView<Content: View>: View {
    let content: Content

    /// Panes side by side.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        HStack(alignment: .top, spacing: 0) {
            SplitPanes(content: content)
        }
    }
}

/// A macOS view that lays its panes out one above another with a draggable divider between
/// each two: drawn as a column of the panes with a horizontal rule between them.
///
///     Messages
///     ────────
///     Preview
public nonisolated struct VSplitView<Content: View>: View {
    let content: Content

    /// Panes one above another.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            SplitPanes(content: content)
        }
    }
}

/// The panes of a split view with a divider before each pane but the first; the stack around
/// them turns the divider across its axis.
nonisolated struct SplitPanes<Content: View>: View {
    let content: Content

    var body: some View {
        Group(subviews: content) { panes in
            ForEach(panes) { pane in
                if pane.id != panes.first?.id { Divider() }
                pane
            }
        }
    }
}
