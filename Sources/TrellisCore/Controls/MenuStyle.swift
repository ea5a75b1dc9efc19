/// A style that draws a ``Menu`` from its label and content: SwiftUI's `MenuStyle`, applied
/// with ``View/menuStyle(_:)``. A custom style's body is drawn as it is written; the built-in
/// styles (`.automatic`, `.button`, `.borderlessButton`) draw the menu Trellis draws: its
/// label and `▾` (nothing can open it, so the content is not drawn).
///
/// ```swift
/// struct BracketedMenuStyle: MenuStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack(spacing: 0) { Text("["); Menu(configuration); Text("]") }
///     }
/// }
/// ```
@MainActor @preconcurrency public protocol MenuStyle {
    /// The view the style draws a menu as.
    associatedtype Body: View
    /// Draws a menu from its label and content.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a menu style draws from.
    typealias Configuration = MenuStyleConfiguration
}

/// What a ``MenuStyle`` draws from: the menu's label and content.
public struct MenuStyleConfiguration {
    /// A menu's label, as a view.
    public nonisolated struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// A menu's content, as a view.
    public nonisolated struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The menu's label.
    let label: Label
    /// The menu's content.
    let content: Content
}

/// The `.automatic` menu style: the label and `▾`.
public nonisolated struct DefaultMenuStyle: MenuStyle {
    public init() {}

    /// Draws the label and `▾`.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

/// The `.button` menu style: drawn as the label and `▾`.
public nonisolated struct ButtonMenuStyle: MenuStyle {
    public init() {}

    /// Draws the label and `▾`.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

/// The `.borderlessButton` menu style: drawn as the label and `▾`.
public nonisolated struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}

    /// Draws the label and `▾`.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

nonisolated extension MenuStyle where Self == DefaultMenuStyle {
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

nonisolated extension MenuStyle where Self == ButtonMenuStyle {
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

nonisolated extension MenuStyle where Self == BorderlessButtonMenuStyle {
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

nonisolated extension View {
    /// Draws menus in this view with `style`'s body.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        environment(\.menuStyle, style)
    }
}

extension EnvironmentValues {
    /// The style menus are drawn with.
    var menuStyle: any MenuStyle {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }
}

private enum MenuStyleKey: EnvironmentKey {
    static var defaultValue: any MenuStyle { DefaultMenuStyle() }
}
