/// A control that performs an action; in static output it is its label, drawn by the
/// ``ButtonStyle`` in the environment if there is one (a destructive one's label in red).
///
/// The action never runs: Trellis renders text, and nothing can be pressed.
public nonisolated struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    /// Called when the button is pressed (Return or Space when focused, under a live runtime).
    let action: () -> Void
    private let focus = ControlFocus()
    /// Whether this button is a primitive style's own (``init(_:)``): drawn without the style
    /// in the environment, which is drawing it.
    private var isStyled = false
    @Environment(\.buttonStyle) private var style

    /// Creates a button with a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// Creates a button with a role and a custom label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = action
    }

    @MainActor public var body: some View {
        let isFocused = focus.register(.button(action))
        styledLabel.focusHighlight(isFocused).controlRegion(focus)
    }

    @MainActor @ViewBuilder private var styledLabel: some View {
        if let style, !isStyled {
            let configuration = ButtonStyleConfiguration(label: .init(content: AnyView(roleStyledLabel)), isPressed: false,
                                                         role: role, action: action)
            AnyView(style.makeBody(configuration: configuration))
        } else {
            roleStyledLabel
        }
    }

    /// The label, in red for a destructive button.
    @ViewBuilder private var roleStyledLabel: some View {
        if role == .destructive {
            label.foregroundStyle(.red)
        } else {
            label
        }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a ``PrimitiveButtonStyle`` is drawing, from its configuration: its label
    /// and role, performing its action, drawn without the style (as the default style draws
    /// it), so a style can draw the button and decorate it.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
        isStyled = true
    }
}

extension Button where Label == Text {
    /// Creates a button with a text label.
    @_disfavoredOverload @inlinable public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// Creates a button with a text label.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// Creates a button with a text label and a role.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }

    /// Creates a button with a text label and a role.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

extension Button where Label == TrellisCore.Label<Text, Image> {
    /// Creates a button whose label is a title with a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { TrellisCore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button whose label is a title with a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { TrellisCore.Label(title, systemImage: systemImage) }
    }

    /// Creates a button with a role whose label is a title with a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { TrellisCore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a role whose label is a title with a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { TrellisCore.Label(title, systemImage: systemImage) }
    }

    /// Creates a button whose label is a title with an asset image (drawn `□`).
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping () -> Void) {
        self.init(action: action) { TrellisCore.Label(titleKey, image: image) }
    }

    /// Creates a button whose label is a title with an asset image (drawn `□`).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping () -> Void) {
        self.init(action: action) { TrellisCore.Label(title, image: image) }
    }

    /// Creates a button with a role whose label is a title with an asset image (drawn `□`).
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { TrellisCore.Label(titleKey, image: image) }
    }

    /// Creates a button with a role whose label is a title with an asset image (drawn `□`).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { TrellisCore.Label(title, image: image) }
    }
}
