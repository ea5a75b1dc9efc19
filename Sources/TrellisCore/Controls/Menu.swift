/// A control that opens a menu of actions: in static output, its label followed by `▾`.
///
/// The menu's content is never shown: nothing can open it.
///
/// ```swift
/// Menu("Actions") {
///     Button("Duplicate") {}
///     Button("Delete") {}
/// }
/// ```
///
///     Actions ▾
public struct Menu<Label: View, Content: View>: View {
    let label: Label

    /// Creates a menu with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// Creates a menu with a custom label whose primary action runs when the label is pressed.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: label)
    }

    public var body: some View {
        HStack(alignment: .top, spacing: 1) {
            VStack(alignment: .leading, spacing: 0) { label }
            Text(verbatim: "▾")
        }
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
}
