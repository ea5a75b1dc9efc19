/// SwiftUI's `Tab` initializers with a `role:`. Each draws the tab as the same initializer
/// without the role does: its label in the tab bar in declaration order. The role (`.search`
/// moves the tab to the trailing end of an iOS tab bar and gives it a search field) has no
/// counterpart in laid-out text.
extension Tab {
    /// A tab picked by `value`, with a custom label; `role` has no effect on text.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, content: content, label: label)
    }
}

extension Tab where Value == Never {
    /// A tab with a custom label, picked by position; `role` has no effect on text.
    public init(role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(content: content, label: label)
    }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab picked by `value`, labelled by a title and a system symbol; `role` has no effect on text.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
                @ViewBuilder content: () -> Content) {
        self.init(titleKey, systemImage: systemImage, value: value, content: content)
    }

    /// A tab picked by `value`, labelled by a title and a system symbol; `role` has no effect on text.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole?,
                                   @ViewBuilder content: () -> Content) {
        self.init(title, systemImage: systemImage, value: value, content: content)
    }

    /// A tab picked by `value`, labelled by a title and a named image; `role` has no effect on text.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole?,
                @ViewBuilder content: () -> Content) {
        self.init(titleKey, image: image, value: value, content: content)
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab picked by position, labelled by a title and a system symbol; `role` has no effect on text.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(titleKey, systemImage: systemImage, content: content)
    }

    /// A tab picked by position, labelled by a title and a system symbol; `role` has no effect on text.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(title, systemImage: systemImage, content: content)
    }

    /// A tab picked by position, labelled by a title and a named image; `role` has no effect on text.
    public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(titleKey, image: image, content: content)
    }
}
