/// A style that draws a ``ControlGroup`` from its controls and label: SwiftUI's
/// `ControlGroupStyle`, applied with ``View/controlGroupStyle(_:)``. A custom style's body is
/// drawn as it is written; the built-in styles (`.automatic`, `.navigation`, `.palette`,
/// `.menu`, `.compactMenu`) draw the group Trellis draws: its controls side by side, one
/// column apart (the group is drawn expanded, so its label is not drawn).
///
/// ```swift
/// struct StackedControlGroupStyle: ControlGroupStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) { configuration.content }
///     }
/// }
/// ```
@MainActor @preconcurrency public protocol ControlGroupStyle {
    /// The view the style draws a control group as.
    associatedtype Body: View
    /// Draws a control group from its controls and label.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a control group style draws from.
    typealias Configuration = ControlGroupStyleConfiguration
}

/// What a ``ControlGroupStyle`` draws from: the group's controls and its label (empty for a
/// group made without one).
public struct ControlGroupStyleConfiguration {
    /// A control group's controls, as a view (its subviews are the controls).
    public nonisolated struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// A control group's label, as a view.
    public nonisolated struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The group's controls.
    public let content: Content
    /// The group's label.
    public let label: Label
}

/// The group every built-in style draws: the controls side by side, one column apart.
nonisolated struct ControlGroupRow: View {
    let configuration: ControlGroupStyleConfiguration

    var body: some View {
        HStack(alignment: .top, spacing: 1) { configuration.content }
    }
}

/// The `.automatic` control group style: the controls side by side.
public nonisolated struct AutomaticControlGroupStyle: ControlGroupStyle {
    public init() {}

    /// Draws the controls side by side.
    public func makeBody(configuration: Configuration) -> some View { ControlGroupRow(configuration: configuration) }
}

/// The `.navigation` control group style: the controls side by side.
public nonisolated struct NavigationControlGroupStyle: ControlGroupStyle {
    public init() {}

    /// Draws the controls side by side.
    public func makeBody(configuration: Configuration) -> some View { ControlGroupRow(configuration: configuration) }
}

/// The `.palette` control group style: the controls side by side.
public nonisolated struct PaletteControlGroupStyle: ControlGroupStyle {
    public init() {}

    /// Draws the controls side by side.
    public func makeBody(configuration: Configuration) -> some View { ControlGroupRow(configuration: configuration) }
}

/// The `.menu` control group style: drawn expanded, the controls side by side.
public nonisolated struct MenuControlGroupStyle: ControlGroupStyle {
    public init() {}

    /// Draws the controls side by side.
    public func makeBody(configuration: Configuration) -> some View { ControlGroupRow(configuration: configuration) }
}

/// The `.compactMenu` control group style: drawn expanded, the controls side by side.
public nonisolated struct CompactMenuControlGroupStyle: ControlGroupStyle {
    public init() {}

    /// Draws the controls side by side.
    public func makeBody(configuration: Configuration) -> some View { ControlGroupRow(configuration: configuration) }
}

nonisolated extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

nonisolated extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

nonisolated extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

nonisolated extension ControlGroupStyle where Self == MenuControlGroupStyle {
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

nonisolated extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

nonisolated extension View {
    /// Draws control groups in this view with `style`'s body.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        environment(\.controlGroupStyle, style)
    }
}

extension EnvironmentValues {
    /// The style control groups are drawn with.
    var controlGroupStyle: any ControlGroupStyle {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

private enum ControlGroupStyleKey: EnvironmentKey {
    static var defaultValue: any ControlGroupStyle { AutomaticControlGroupStyle() }
}
