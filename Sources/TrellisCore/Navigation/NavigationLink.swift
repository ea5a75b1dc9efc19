/// A view that pushes another on the enclosing navigation stack: its label followed by a dim
/// chevron (`›`), the mark of a link row on iOS; it takes no more width than that, so a link
/// wrapping a card keeps the card's size. Nothing is pushed in a render, so the destination
/// is not drawn.
///
/// ```swift
/// NavigationLink("Settings") { SettingsView() }
/// ```
///
///     Settings ›
public nonisolated struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label

    /// A link to `destination`, labelled by `label`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A link to `destination`, labelled by `label` (the earlier SwiftUI spelling).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View {
        HStack(alignment: .top, spacing: 1) {
            label
            Text(verbatim: "›").foregroundStyle(.secondary)
        }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value` (for a `navigationDestination(for:)`), labelled by `label`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension NavigationLink where Label == Text {
    /// A link to `destination` with a text label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link to `destination` with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link to `destination` with a text label (the earlier SwiftUI spelling).
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link to `destination` with a text label (the earlier SwiftUI spelling).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link that pushes `value`, with a text label.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// A link that pushes `value`, with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}
