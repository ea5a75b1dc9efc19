/// Navigation modifiers: titles, bar settings, search fields and menus that live in a
/// navigation bar or window chrome. The title is drawn by the nearest navigation container
/// (``NavigationStack``, a ``NavigationSplitView`` column) in its bar; outside one there is no
/// bar and it is not drawn. The other settings change nothing.
nonisolated extension View {
    /// The title of the nearest navigation container's bar, drawn bold at its leading edge.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// The title of the nearest navigation container's bar, drawn bold at its leading edge.
    /// A title set further inside the content wins, as a pushed view's does.
    public func navigationTitle(_ title: Text) -> some View {
        transformPreference(NavigationTitleKey.self) { $0 = $0 ?? title }
    }

    /// The title of the nearest navigation container's bar, drawn bold at its leading edge.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// How a navigation bar shows its title: there is no bar, so ignored.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        self
    }

    /// Whether a navigation bar shows its back button: there is no bar, so ignored.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        self
    }

    /// A search field in the navigation bar: there is no bar, so not drawn.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        self
    }

    /// A search field in the navigation bar: not drawn.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        self
    }

    /// A search field in the navigation bar: not drawn.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        self
    }

    /// The order in which menus below list their items: no menu opens, but the views below
    /// read it as `EnvironmentValues.menuOrder`.
    public func menuOrder(_ order: MenuOrder) -> some View {
        modifier(EnvironmentWritingModifier { $0.menuOrder = order })
    }
}

/// Settings of a navigation bar.
public struct NavigationBarItem: Sendable {
    /// How a navigation bar shows its title.
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic, inline, large
    }
}

/// Where a search field goes.
public struct SearchFieldPlacement: Hashable, Sendable {
    /// When a search field in a navigation bar drawer is shown.
    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
        case automatic, always
    }

    private enum Kind: Hashable, Sendable {
        case automatic, toolbar, sidebar, navigationBarDrawer(NavigationBarDrawerDisplayMode)
    }

    private let kind: Kind

    public static let automatic = SearchFieldPlacement(kind: .automatic)
    public static let toolbar = SearchFieldPlacement(kind: .toolbar)
    public static let sidebar = SearchFieldPlacement(kind: .sidebar)
    public static let navigationBarDrawer = SearchFieldPlacement(kind: .navigationBarDrawer(.automatic))

    /// In a drawer below the navigation bar, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(kind: .navigationBarDrawer(displayMode))
    }
}

/// The order in which a menu lists its items.
public struct MenuOrder: Hashable, Sendable {
    private let value: Int
    public static let automatic = MenuOrder(value: 0)
    public static let priority = MenuOrder(value: 1)
    public static let fixed = MenuOrder(value: 2)
}
