/// SwiftUI's other `Tab` initializers: tabs picked by an optional selection (`value: T` where
/// the tab view's selection is `T?`), titled with an image from the asset catalogue by a
/// string, without a label (the tab bar shows the tab's position), and labelled by their
/// role alone (a `.search` tab reads "Search"); a role is not drawn otherwise.
extension Tab where Value == Never, Label == EmptyView {
    /// A tab without a label, picked by position.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab labelled by its role, picked by position.
    public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(content: content) { DefaultTabLabel(role: role) }
    }

    /// A tab picked by position, labelled by a title and an image from the asset catalogue.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { DefaultTabLabel(title: Text(title), image: Image(image)) }
    }

    /// A tab picked by position, labelled by a title and an image: the role is not drawn.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(title, image: image, content: content)
    }
}

extension Tab where Label == EmptyView {
    /// A tab without a label, picked by `value`.
    public init(value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { EmptyView() }
    }

    /// A tab without a label, picked by `value` in an optional selection.
    public init<V: Hashable>(value: V, @ViewBuilder content: () -> Content) where Value == V? {
        self.init(value: Optional(value), content: content) { EmptyView() }
    }
}

extension Tab {
    /// A tab picked by `value` in an optional selection, with a custom label.
    public init<V: Hashable>(value: V, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) where Value == V? {
        self.init(value: Optional(value), content: content, label: label)
    }

    /// A tab picked by `value` in an optional selection, with a custom label: the role is not
    /// drawn.
    public init<V: Hashable>(
        value: V, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) where Value == V? {
        self.init(value: Optional(value), content: content, label: label)
    }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab labelled by its role, picked by `value`.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { DefaultTabLabel(role: role) }
    }

    /// A tab labelled by its role, picked by `value` in an optional selection.
    public init<V: Hashable>(value: V, role: TabRole?, @ViewBuilder content: () -> Content) where Value == V? {
        self.init(value: Optional(value), content: content) { DefaultTabLabel(role: role) }
    }

    /// A tab picked by `value`, labelled by a title and an image from the asset catalogue.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { DefaultTabLabel(title: Text(title), image: Image(image)) }
    }

    /// A tab picked by `value`, labelled by a title and an image: the role is not drawn.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(title, image: image, value: value, content: content)
    }

    /// A tab picked by `value` in an optional selection, labelled by a title and a system symbol.
    public init<T: Hashable>(_ titleKey: LocalizedStringKey, systemImage: String, value: T, @ViewBuilder content: () -> Content)
    where Value == T? {
        self.init(titleKey, systemImage: systemImage, value: Optional(value), content: content)
    }

    /// A tab picked by `value` in an optional selection, labelled by a title and a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol, T: Hashable>(_ title: S, systemImage: String, value: T, @ViewBuilder content: () -> Content)
    where Value == T? {
        self.init(title, systemImage: systemImage, value: Optional(value), content: content)
    }

    /// A tab picked by `value` in an optional selection, labelled by a title and a system
    /// symbol: the role is not drawn.
    public init<T: Hashable>(
        _ titleKey: LocalizedStringKey, systemImage: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content
    ) where Value == T? {
        self.init(titleKey, systemImage: systemImage, value: Optional(value), content: content)
    }

    /// A tab picked by `value` in an optional selection, labelled by a title and a system
    /// symbol: the role is not drawn.
    @_disfavoredOverload
    public init<S: StringProtocol, T: Hashable>(
        _ title: S, systemImage: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content
    ) where Value == T? {
        self.init(title, systemImage: systemImage, value: Optional(value), content: content)
    }

    /// A tab picked by `value` in an optional selection, labelled by a title and an image
    /// from the asset catalogue.
    public init<T: Hashable>(_ titleKey: LocalizedStringKey, image: String, value: T, @ViewBuilder content: () -> Content)
    where Value == T? {
        self.init(titleKey, image: image, value: Optional(value), content: content)
    }

    /// A tab picked by `value` in an optional selection, labelled by a title and an image
    /// from the asset catalogue.
    @_disfavoredOverload
    public init<S: StringProtocol, T: Hashable>(_ title: S, image: String, value: T, @ViewBuilder content: () -> Content)
    where Value == T? {
        self.init(title, image: image, value: Optional(value), content: content)
    }

    /// A tab picked by `value` in an optional selection, labelled by a title and an image;
    /// `role` has no effect on text.
    public init<T: Hashable>(
        _ titleKey: LocalizedStringKey, image: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content
    ) where Value == T? {
        self.init(titleKey, image: image, value: Optional(value), content: content)
    }

    /// A tab picked by `value` in an optional selection, labelled by a title and an image;
    /// `role` has no effect on text.
    @_disfavoredOverload
    public init<S: StringProtocol, T: Hashable>(
        _ title: S, image: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content
    ) where Value == T? {
        self.init(title, image: image, value: Optional(value), content: content)
    }
}

extension DefaultTabLabel {
    /// The label of a tab made from its role alone: a `.search` tab reads "Search" after a
    /// magnifying glass; a tab without a role has an empty title.
    init(role: TabRole?) {
        if role == .search {
            self.init(title: Text(verbatim: "Search"), systemImage: "magnifyingglass")
        } else {
            self.init(title: Text(verbatim: ""), image: nil)
        }
    }
}
