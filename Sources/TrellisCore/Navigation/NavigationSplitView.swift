import Foundation

/// Two or three columns side by side, each with its own navigation bar: the sidebar, the
/// optional content column and the detail, separated by dim vertical rules and sharing the
/// width equally.
///
/// Each column draws the title and toolbar items its own content sets, as a
/// ``NavigationStack`` does. Column visibility, styles and widths are accepted; every column
/// is drawn.
///
/// ```swift
/// NavigationSplitView {
///     List(folders) { Text($0.name) }.navigationTitle("Mail")
/// } detail: {
///     Text("No message selected")
/// }
/// ```
///
///     Mail        │No message
///     ────────────│selected
///     Inbox       │
///     Sent        │
public nonisolated struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail

    /// Three columns: a sidebar, a content column and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    /// Three columns, with the columns' visibility (every column is drawn).
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    /// Three columns, with the column preferred in a compact width (every column is drawn).
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    /// Three columns, with the columns' visibility and the column preferred in a compact width.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    public var body: some View {
        HStack(alignment: .top, spacing: 0) {
            NavigationColumn(content: sidebar)
            if Content.self != EmptyView.self {
                Divider()
                NavigationColumn(content: content)
            }
            Divider()
            NavigationColumn(content: detail)
        }
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns: a sidebar and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }

    /// Two columns, with the columns' visibility (both are drawn).
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, detail: detail)
    }

    /// Two columns, with the column preferred in a compact width (both are drawn).
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, detail: detail)
    }

    /// Two columns, with the columns' visibility and the column preferred in a compact width.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, detail: detail)
    }
}

/// One column of a split view: its content under its own navigation bar, as wide as the
/// column it is given.
nonisolated struct NavigationColumn<Content: View>: UnaryView {
    let content: Content

    static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        var contentInputs = inputs.forUnaryContent()
        contentInputs.stackAxis = nil
        let column = NavigationStack<NavigationPath, _>(root: { view.content.frame(maxWidth: .infinity, alignment: .topLeading) })
        return NavigationStack<NavigationPath, _>._makeView(view: column, inputs: contentInputs)
    }
}

/// Which columns of a split view are visible.
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    private let name: String

    /// Every column.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The content and detail columns.
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// The detail column alone.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
    /// What the platform chooses.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
}

/// A column of a split view.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    private let name: String

    public static let sidebar = NavigationSplitViewColumn(name: "sidebar")
    public static let content = NavigationSplitViewColumn(name: "content")
    public static let detail = NavigationSplitViewColumn(name: "detail")
}

/// How a split view arranges its columns: accepted; Trellis shares the width equally.
@MainActor @preconcurrency public protocol NavigationSplitViewStyle {}

/// The `.automatic` split view style.
public nonisolated struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

/// The `.balanced` split view style.
public nonisolated struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

/// The `.prominentDetail` split view style.
public nonisolated struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

nonisolated extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

nonisolated extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

nonisolated extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

/// Settings of split views that change how wide or how arranged the columns are: accepted,
/// since Trellis shares the width equally between the columns.
nonisolated extension View {
    /// The style of split views inside this view: accepted.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        self
    }

    /// The width of the column this view is in: accepted (the columns share the width).
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        self
    }

    /// The widths of the column this view is in: accepted (the columns share the width).
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        self
    }
}
