/// The macOS app's settings window (`Settings { SettingsView() }` beside its `WindowGroup`).
/// A terminal app shows one window: an app that has another scene shows that one, so the
/// settings are not drawn; an app whose only scene is its settings shows them.
public nonisolated struct Settings<Content: View>: Scene, WindowScene, AuxiliaryScene {
    let view: Content

    /// The settings window showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.view = content()
    }

    package var content: AnyView { AnyView(view) }

    /// Shown by the runtime; it has no body.
    public var body: Never { fatalError("Settings is a primitive scene and has no body") }
}

/// A macOS scene of one unique window (`Window("Activity", id: "activity") { … }`): the
/// terminal's window shows its content, as it shows a `WindowGroup`'s; the title and
/// identifier name a window a terminal does not frame.
public nonisolated struct Window<Content: View>: Scene, WindowScene {
    let view: Content

    /// The window titled `titleKey`, showing `content`.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.view = content()
    }

    /// The window titled `title`, showing `content`.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.view = content()
    }

    /// The window titled `title`, showing `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.view = content()
    }

    package var content: AnyView { AnyView(view) }

    /// Shown by the runtime; it has no body.
    public var body: Never { fatalError("Window is a primitive scene and has no body") }
}

/// A macOS control in the system menu bar that opens a menu or a small window. A terminal has
/// no menu bar: an app with another scene shows that one, so the extra is not drawn; a
/// menu-bar-only utility shows the extra's content (nothing when `isInserted` is false).
public nonisolated struct MenuBarExtra<Label: View, Content: View>: Scene, WindowScene, AuxiliaryScene {
    let view: Content
    let label: Label
    let isInserted: Bool

    /// An extra labelled by `label` that shows `content`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.view = content()
        self.label = label()
        self.isInserted = true
    }

    /// An extra labelled by `label` that shows `content` while `isInserted` is true.
    public init(isInserted: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.view = content()
        self.label = label()
        self.isInserted = isInserted.wrappedValue
    }

    package var content: AnyView { isInserted ? AnyView(view) : AnyView(EmptyView()) }

    /// Shown by the runtime; it has no body.
    public var body: Never { fatalError("MenuBarExtra is a primitive scene and has no body") }
}

extension MenuBarExtra where Label == Text {
    /// An extra titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// An extra titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// An extra titled `titleKey`, shown while `isInserted` is true.
    public init(_ titleKey: LocalizedStringKey, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isInserted: isInserted, content: content) { Text(titleKey) }
    }

    /// An extra titled `title`, shown while `isInserted` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isInserted: isInserted, content: content) { Text(title) }
    }
}

extension MenuBarExtra where Label == TrellisCore.Label<Text, Image> {
    /// An extra titled `titleKey` with the system symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TrellisCore.Label(titleKey, systemImage: systemImage) }
    }

    /// An extra titled `title` with the system symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TrellisCore.Label(title, systemImage: systemImage) }
    }

    /// An extra titled `titleKey` with the system symbol `systemImage`, shown while `isInserted` is true.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content
    ) {
        self.init(isInserted: isInserted, content: content) { TrellisCore.Label(titleKey, systemImage: systemImage) }
    }

    /// An extra titled `title` with the system symbol `systemImage`, shown while `isInserted` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content
    ) {
        self.init(isInserted: isInserted, content: content) { TrellisCore.Label(title, systemImage: systemImage) }
    }

    /// An extra titled `titleKey` with the image named `image`.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TrellisCore.Label(titleKey, image: image) }
    }

    /// An extra titled `title` with the image named `image`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TrellisCore.Label(title, image: image) }
    }
}

/// How a `MenuBarExtra` presents its content: a terminal has no menu bar, so every style has
/// no effect on text.
public protocol MenuBarExtraStyle {}

/// The default menu bar extra style: no effect on text.
public struct AutomaticMenuBarExtraStyle: MenuBarExtraStyle {
    public init() {}
}

/// Content shown as a pull-down menu: no effect on text.
public struct PullDownMenuBarExtraStyle: MenuBarExtraStyle {
    public init() {}
}

/// Content shown in a window below the extra: no effect on text.
public struct WindowMenuBarExtraStyle: MenuBarExtraStyle {
    public init() {}
}

extension MenuBarExtraStyle where Self == AutomaticMenuBarExtraStyle {
    /// The default style: no effect on text.
    public static var automatic: AutomaticMenuBarExtraStyle { AutomaticMenuBarExtraStyle() }
}

extension MenuBarExtraStyle where Self == PullDownMenuBarExtraStyle {
    /// A pull-down menu: no effect on text.
    public static var menu: PullDownMenuBarExtraStyle { PullDownMenuBarExtraStyle() }
}

extension MenuBarExtraStyle where Self == WindowMenuBarExtraStyle {
    /// A window: no effect on text.
    public static var window: WindowMenuBarExtraStyle { WindowMenuBarExtraStyle() }
}
