/// Whether the window a view is in is the key window, active, or inactive (macOS), read as
/// `@Environment(\.controlActiveState)`.
public enum ControlActiveState: Equatable, CaseIterable, Sendable {
    /// The window is the key window: it takes the keyboard.
    case key
    /// The window is active but another of the app's windows is key.
    case active
    /// The window is inactive.
    case inactive
}

private enum ControlActiveStateKey: EnvironmentKey {
    static let defaultValue = ControlActiveState.key
}

extension EnvironmentValues {
    /// Whether the view's window is key, active or inactive: `.key` unless an ancestor sets
    /// it, since the terminal's one window takes the keyboard.
    public var controlActiveState: ControlActiveState {
        get { self[ControlActiveStateKey.self] }
        set { self[ControlActiveStateKey.self] = newValue }
    }

    /// Opens windows by identifier or value: a terminal app shows one window and opens no
    /// other, so calling it has no effect on text.
    public var openWindow: OpenWindowAction { OpenWindowAction(member: "openWindow") }

    /// Closes windows by identifier or value: a terminal app's one window stays, so calling it
    /// has no effect on text.
    public var dismissWindow: DismissWindowAction { DismissWindowAction(member: "dismissWindow") }

    /// Opens the app's settings window: a terminal app shows no window beside its own, so
    /// calling it has no effect on text.
    public var openSettings: OpenSettingsAction { OpenSettingsAction() }
}

extension OpenWindowAction {
    /// Would open the window of the scene with identifier `id`: no effect on text.
    public func callAsFunction(id: String) {}

    /// Would open a window presenting `value`: no effect on text.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}

    /// Would open a window of the scene `id` presenting `value`: no effect on text.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

extension DismissWindowAction {
    /// Would close the window the view is in: no effect on text.
    public func callAsFunction() {}

    /// Would close the window of the scene with identifier `id`: no effect on text.
    public func callAsFunction(id: String) {}

    /// Would close the window presenting `value`: no effect on text.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}

    /// Would close the window of the scene `id` presenting `value`: no effect on text.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

/// Opens the app's settings window, read as `@Environment(\.openSettings)` and called: a
/// terminal app shows no settings window, so calling it has no effect on text.
public struct OpenSettingsAction: Sendable {
    /// Would open the settings window: no effect on text.
    public func callAsFunction() {}
}

/// A button that opens the app's settings window: drawn as its label (by default
/// `Settings…`) in the accent colour, as `EditButton` draws; a terminal app opens no
/// settings window.
///
///     Settings…
public nonisolated struct SettingsLink<Label: View>: View {
    let label: Label

    /// A link drawn as `label`.
    public init(@ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View {
        label.foregroundStyle(Color.accentColor)
    }
}

extension SettingsLink where Label == DefaultSettingsLinkLabel {
    /// A link drawn as `Settings…`.
    public init() {
        self.label = DefaultSettingsLinkLabel()
    }
}

/// The label a `SettingsLink` draws without one of its own: `Settings…`.
public nonisolated struct DefaultSettingsLinkLabel: View {
    public var body: some View {
        Text(verbatim: "Settings…")
    }
}
