/// A title with an icon: the icon, a space, then the title.
///
/// ```swift
/// Label("Inbox", systemImage: "envelope")
/// ```
///
///     ✉ Inbox
public nonisolated struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyle) private var style

    /// Creates a label from a title and an icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The label drawn by the ``LabelStyle`` in the environment (by default: the icon, a
    /// space, then the title).
    @MainActor public var body: some View {
        let configuration = LabelStyleConfiguration(title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon)))
        return AnyView(style.makeBody(configuration: configuration))
    }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label from a title and a system symbol name.
    @_disfavoredOverload @inlinable public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// Creates a label from a title and a system symbol name.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
}
