/// `navigationBarTitle`, SwiftUI's deprecated spelling of `navigationTitle`: each form sets
/// the same title `navigationTitle` does (its display mode is ignored, as
/// `navigationBarTitleDisplayMode` is), so it is drawn wherever `navigationTitle` is.
nonisolated extension View {
    /// Sets the navigation title, as `navigationTitle` does.
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// Sets the navigation title, as `navigationTitle` does.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(titleKey)
    }

    /// Sets the navigation title, as `navigationTitle` does.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    /// Sets the navigation title, as `navigationTitle` does; the display mode is ignored.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title)
    }

    /// Sets the navigation title, as `navigationTitle` does; the display mode is ignored.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(titleKey)
    }

    /// Sets the navigation title, as `navigationTitle` does; the display mode is ignored.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title)
    }
}
