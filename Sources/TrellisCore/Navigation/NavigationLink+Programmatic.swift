/// SwiftUI's first programmatic links (deprecated since iOS 16, still common in apps that
/// support older systems): a link pushed while `isActive` is true, or while `selection` equals
/// its `tag`. Each draws as the link without them (its label and `›`); a render pushes nothing.
extension NavigationLink {
    /// A link to `destination`, labelled by `label`, pushed while `isActive` is true.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }

    /// A link to `destination`, labelled by `label`, pushed while `selection` is `tag`.
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `titleKey`, pushed while `isActive` is true.
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled `title`, pushed while `isActive` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled `titleKey`, pushed while `isActive` is true.
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }

    /// A link titled `title`, pushed while `isActive` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }

    /// A link titled `titleKey`, pushed while `selection` is `tag`.
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled `title`, pushed while `selection` is `tag`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled `titleKey`, pushed while `selection` is `tag`.
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }

    /// A link titled `title`, pushed while `selection` is `tag`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }
}

extension NavigationLink {
    /// A link labelled by `label` to the destination `destination` builds, pushed while
    /// `isActive` is true.
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    /// A link labelled by `label` to the destination `destination` builds, pushed while
    /// `selection` is `tag`.
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    /// Whether a link in a split view's sidebar replaces the detail column (the default) or
    /// pushes in place: a render pushes nothing, so it has no effect on text.
    public func isDetailLink(_ isDetailLink: Bool) -> some View { self }
}
