import Foundation

/// A control that opens a URL: its label underlined in the accent colour, as a link reads in
/// a terminal. Nothing is opened in a render.
///
/// ```swift
/// Link("Swift.org", destination: URL(string: "https://swift.org")!)
/// ```
public nonisolated struct Link<Label: View>: View {
    let label: Label
    let destination: URL

    /// A link to `destination` labelled by `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        label.underline().foregroundStyle(Color.accentColor)
    }
}

extension Link where Label == Text {
    /// A link to `destination` with a text label.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link to `destination` with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

/// A button that switches a list into editing mode: drawn as its title, `Edit` (a render is
/// never in editing mode).
public nonisolated struct EditButton: View {
    /// An edit button.
    public init() {}

    public var body: some View {
        Text(verbatim: "Edit").foregroundStyle(Color.accentColor)
    }
}

nonisolated extension View {
    /// A count shown beside this view where its container shows one: a ``List`` row draws it
    /// dim at its trailing edge, a ``TabView`` after the tab's label in parentheses. Zero
    /// draws nothing, as in SwiftUI.
    public func badge(_ count: Int) -> some View {
        badge(count == 0 ? nil : Text(verbatim: "\(count)"))
    }

    /// A label shown beside this view where its container shows one; `nil` draws nothing.
    public func badge(_ label: Text?) -> some View {
        containerValue(\.badge, label)
    }

    /// A label shown beside this view where its container shows one.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        badge(key.map { Text($0) })
    }

    /// A label shown beside this view where its container shows one.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        badge(label.map { Text($0) })
    }
}

extension ContainerValues {
    /// The badge a view's `badge` set, read by lists and tab views.
    var badge: Text? {
        get { self[BadgeKey.self] }
        set { self[BadgeKey.self] = newValue }
    }
}

private struct BadgeKey: ContainerValueKey {
    static var defaultValue: Text? { nil }
}
