/// A view that switches between tabs: a tab bar of every tab's label (two columns apart, a
/// `badge` after it in parentheses) above the selected tab, separated by a dim rule. The
/// selected label is bold and in brackets, the others dim.
///
/// The tabs are the content's resolved subviews (a ``Tab`` or a view with `tabItem`); the
/// selected one is the first whose tag (``Tab``'s value, or `tag(_:)`) equals the selection,
/// else the first. A tab without a label shows its position.
///
/// ```swift
/// TabView {
///     Tab("Home", systemImage: "house") { HomeView() }
///     Tab("Settings", systemImage: "gear") { SettingsView() }
/// }
/// ```
///
///     [⌂ Home]  ⚙ Settings
///     ────────────────────
///     home content
public nonisolated struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: SelectionValue?
    let content: Content

    /// Tabs showing the one whose tag equals `selection`.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection?.wrappedValue
        self.content = content()
    }

    public var body: some View {
        Group(subviews: content) { tabs in
            let chosen = tabs.firstIndex(where: isSelected) ?? tabs.startIndex
            VStack(alignment: .leading, spacing: 0) {
                HStack(alignment: .top, spacing: 2) {
                    ForEach(tabs.indices, id: \.self) { index in
                        TabBarItem(label: tabs[index].containerValues.tabItemLabel, badge: tabs[index].containerValues.badge,
                                   position: index - tabs.startIndex + 1, isSelected: index == chosen)
                    }
                }
                Divider()
                if chosen < tabs.endIndex { tabs[chosen] }
            }
        }
    }

    private func isSelected(_ tab: Subview) -> Bool {
        guard let selection else { return false }
        return tab.containerValues.tag(for: SelectionValue.self) == selection || tab.id.contains(selection)
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs showing the first.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

/// One label of the tab bar, with its badge in parentheses: bold in brackets when selected,
/// dim otherwise.
private nonisolated struct TabBarItem: View {
    let label: AnyView?
    let badge: Text?
    let position: Int
    let isSelected: Bool

    var body: some View {
        HStack(alignment: .top, spacing: 0) {
            if isSelected { Text(verbatim: "[") }
            if let label { label } else { Text(verbatim: "\(position)") }
            if let badge { Text(verbatim: " (") + badge + Text(verbatim: ")") }
            if isSelected { Text(verbatim: "]") }
        }
        .fixedSize()
        .bold(isSelected)
        .foregroundStyle(isSelected ? Color.primary : Color.secondary)
    }
}

/// One tab of a ``TabView``: its content, with a label for the tab bar and a value the
/// view's selection picks it by.
///
/// ```swift
/// Tab("Inbox", systemImage: "tray", value: .inbox) { InboxView() }
/// ```
public nonisolated struct Tab<Value: Hashable, Content: View, Label: View>: View {
    let value: Value?
    let content: Content
    let label: Label

    /// A tab picked by `value`, with a custom label.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        // A tab without a label (`Tab { … }`) shows its position in the tab bar.
        if let value {
            if Label.self == EmptyView.self { content.tag(value) } else { content.tabItem { label }.tag(value) }
        } else {
            if Label.self == EmptyView.self { content } else { content.tabItem { label } }
        }
    }
}

extension Tab where Value == Never {
    /// A tab with a custom label, picked by position.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = nil
        self.content = content()
        self.label = label()
    }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab picked by `value`, labelled by a title and a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { DefaultTabLabel(title: Text(titleKey), systemImage: systemImage) }
    }

    /// A tab picked by `value`, labelled by a title and a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { DefaultTabLabel(title: Text(title), systemImage: systemImage) }
    }

    /// A tab picked by `value`, labelled by a title and an image from the asset catalogue.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { DefaultTabLabel(title: Text(titleKey), image: Image(image)) }
    }

    /// A tab picked by `value`, labelled by a title.
    public init(_ titleKey: LocalizedStringKey, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { DefaultTabLabel(title: Text(titleKey), image: nil) }
    }

    /// A tab picked by `value`, labelled by a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { DefaultTabLabel(title: Text(title), image: nil) }
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab picked by position, labelled by a title and a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { DefaultTabLabel(title: Text(titleKey), systemImage: systemImage) }
    }

    /// A tab picked by position, labelled by a title and a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { DefaultTabLabel(title: Text(title), systemImage: systemImage) }
    }

    /// A tab picked by position, labelled by a title and an image from the asset catalogue.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { DefaultTabLabel(title: Text(titleKey), image: Image(image)) }
    }

    /// A tab picked by position, labelled by a title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { DefaultTabLabel(title: Text(titleKey), image: nil) }
    }

    /// A tab picked by position, labelled by a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { DefaultTabLabel(title: Text(title), image: nil) }
    }
}

/// The label of a ``Tab`` made from a title and an image: the image's glyph, a space, the title.
public nonisolated struct DefaultTabLabel: View {
    let title: Text
    let image: Image?

    package init(title: Text, systemImage: String) {
        self.init(title: title, image: Image(systemName: systemImage))
    }

    package init(title: Text, image: Image?) {
        self.title = title
        self.image = image
    }

    public var body: some View {
        HStack(alignment: .top, spacing: 1) {
            if let image { image }
            title
        }
    }
}

nonisolated extension View {
    /// The label of this view's tab in an enclosing ``TabView``'s tab bar.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        containerValue(\.tabItemLabel, AnyView(label()))
    }

    /// How tab views inside this view show their tabs: accepted; Trellis draws a tab bar.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        self
    }
}

extension ContainerValues {
    /// The label a view's `tabItem` set.
    var tabItemLabel: AnyView? {
        get { self[TabItemLabelKey.self] }
        set { self[TabItemLabelKey.self] = newValue }
    }
}

private struct TabItemLabelKey: ContainerValueKey {
    static var defaultValue: AnyView? { nil }
}

/// How a tab view shows its tabs: accepted; Trellis draws the same tab bar for every style.
@MainActor @preconcurrency public protocol TabViewStyle {}

/// The `.automatic` tab view style.
public nonisolated struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
}

/// The `.page` tab view style: pages swiped through, with an index.
public nonisolated struct PageTabViewStyle: TabViewStyle {
    /// When the page index is shown.
    public struct IndexDisplayMode: Sendable {
        private let name: String
        public static let automatic = IndexDisplayMode(name: "automatic")
        public static let always = IndexDisplayMode(name: "always")
        public static let never = IndexDisplayMode(name: "never")
    }

    /// The page style, with its index shown as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}

/// The `.sidebarAdaptable` tab view style.
public nonisolated struct SidebarAdaptableTabViewStyle: TabViewStyle {
    public init() {}
}

/// The `.tabBarOnly` tab view style.
public nonisolated struct TabBarOnlyTabViewStyle: TabViewStyle {
    public init() {}
}

nonisolated extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

nonisolated extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// The page style, with its index shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

nonisolated extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

nonisolated extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}
