/// A control that performs an action; in static output it is its label, drawn by the
/// ``ButtonStyle`` in the environment if there is one.
///
/// The action never runs: Trellis renders text, and nothing can be pressed.
public struct Button<Label: View>: View {
    let label: Label
    @Environment(\.buttonStyle) private var style

    /// Creates a button with a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View {
        if let style {
            let configuration = ButtonStyleConfiguration(label: .init(content: AnyView(label)), isPressed: false)
            AnyView(style.makeBody(configuration: configuration))
        } else {
            label
        }
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
}
