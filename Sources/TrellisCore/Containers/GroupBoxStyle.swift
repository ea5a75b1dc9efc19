/// A style that draws a ``GroupBox`` from its label and content: SwiftUI's `GroupBoxStyle`,
/// applied with ``View/groupBoxStyle(_:)``. A custom style's body is drawn as it is written;
/// `.automatic` draws the rounded box with the label in its top edge.
///
/// ```swift
/// struct CardStyle: GroupBoxStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             configuration.label.bold()
///             configuration.content
///         }
///         .padding()
///         .border(.secondary)
///     }
/// }
/// ```
@MainActor @preconcurrency public protocol GroupBoxStyle {
    /// The view the style draws a group box as.
    associatedtype Body: View
    /// Draws a group box from its label and content.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a group box style draws from.
    typealias Configuration = GroupBoxStyleConfiguration
}

/// What a ``GroupBoxStyle`` draws from: the box's label and content.
public struct GroupBoxStyleConfiguration {
    /// A group box's label, as a view.
    public nonisolated struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// A group box's content, as a view (its subviews are the content's).
    public nonisolated struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The box's label.
    public let label: Label
    /// The box's content.
    public let content: Content
}

/// The `.automatic` group box style: the rounded box with the label in its top edge.
public nonisolated struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        GroupBox(content: { configuration.content }, label: { configuration.label })
            .environment(\.groupBoxStyle, nil)
    }
}

nonisolated extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

nonisolated extension View {
    /// Draws group boxes in this view with `style`'s body.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environment(\.groupBoxStyle, style is DefaultGroupBoxStyle ? nil : style)
    }
}

extension EnvironmentValues {
    /// The custom style group boxes are drawn with; `nil` draws the rounded box.
    var groupBoxStyle: (any GroupBoxStyle)? {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

private enum GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: (any GroupBoxStyle)? { nil }
}
