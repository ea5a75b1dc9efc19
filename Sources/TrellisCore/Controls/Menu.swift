/// A control that opens a menu of actions: in static output, its label followed by `▾`.
///
/// The menu's content is never shown: nothing can open it. A custom ``MenuStyle``
/// (``View/menuStyle(_:)``) draws the menu its own way.
///
/// ```swift
/// Menu("Actions") {
///     Button("Duplicate") {}
///     Button("Delete") {}
/// }
/// ```
///
///     Actions ▾
public nonisolated struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// Whether this menu is a style's own (``init(_:)``): drawn by the default style, so a
    /// style that decorates the menu does not draw itself again.
    private var isStyled = false
    @Environment(\.menuStyle) private var style

    /// Creates a menu with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// Creates a menu with a custom label whose primary action runs when the label is pressed.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: label)
    }

    @MainActor public var body: some View {
        if isStyled {
            HStack(alignment: .top, spacing: 1) {
                VStack(alignment: .leading, spacing: 0) { label }
                Text(verbatim: "▾")
            }
        } else {
            let configuration = MenuStyleConfiguration(label: .init(content: AnyView(label)), content: .init(content: AnyView(content)))
            AnyView(style.makeBody(configuration: configuration))
        }
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// Creates the menu a ``MenuStyle`` is drawing, from its configuration, drawn in the
    /// default style: a style can draw the default menu and decorate it.
    public init(_ configuration: MenuStyleConfiguration) {
        self.label = configuration.label
        self.content = configuration.content
        self.isStyled = true
    }
}

extension Menu where Label == Text {
    /// Creates a menu with a text label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a menu with a text label.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// Creates a menu with a text label and a primary action.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a menu with a text label and a primary action.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == TrellisCore.Label<Text, Image> {
    /// Creates a menu whose label is a title with a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TrellisCore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a menu whose label is a title with a system symbol.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TrellisCore.Label(title, systemImage: systemImage) }
    }

    /// Creates a menu whose label is a title with a system symbol and a primary action.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content) { TrellisCore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a menu whose label is a title with an asset image (drawn `□`).
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TrellisCore.Label(titleKey, image: image) }
    }

    /// Creates a menu whose label is a title with an asset image (drawn `□`).
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TrellisCore.Label(title, image: image) }
    }

    /// Creates a menu whose label is a title with an asset image (drawn `□`) and a primary action.
    public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content) { TrellisCore.Label(titleKey, image: image) }
    }
}
