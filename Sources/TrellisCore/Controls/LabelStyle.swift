/// A style that draws a ``Label`` from its title and icon: SwiftUI's `LabelStyle`, applied
/// with ``View/labelStyle(_:)``. The built-in styles draw the icon, a space and the title
/// (`.automatic`, `.titleAndIcon`), the title alone (`.titleOnly`) or the icon alone
/// (`.iconOnly`).
///
/// ```swift
/// Label("Inbox", systemImage: "envelope").labelStyle(.titleOnly)
/// ```
///
///     Inbox
@MainActor @preconcurrency public protocol LabelStyle {
    /// The view the style draws a label as.
    associatedtype Body: View
    /// Draws a label from its title and icon.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a label style draws from.
    typealias Configuration = LabelStyleConfiguration
}

/// What a ``LabelStyle`` draws from: a label's title and icon.
public struct LabelStyleConfiguration {
    /// A label's title, as a view.
    public nonisolated struct Title: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// A label's icon, as a view.
    public nonisolated struct Icon: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon
}

/// The default label style: the icon, a space, then the title.
public nonisolated struct DefaultLabelStyle: LabelStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .top, spacing: 1) {
            configuration.icon
            configuration.title
        }
    }
}

/// The icon, a space, then the title (as the default style).
public nonisolated struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        DefaultLabelStyle().makeBody(configuration: configuration)
    }
}

/// The title alone.
public nonisolated struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.title
    }
}

/// The icon alone.
public nonisolated struct IconOnlyLabelStyle: LabelStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon
    }
}

nonisolated extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

nonisolated extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

nonisolated extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

nonisolated extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

nonisolated extension View {
    /// Draws labels in this view with `style`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, style)
    }
}

extension EnvironmentValues {
    /// The style labels are drawn with.
    var labelStyle: any LabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

private enum LabelStyleKey: EnvironmentKey {
    static var defaultValue: any LabelStyle { DefaultLabelStyle() }
}
