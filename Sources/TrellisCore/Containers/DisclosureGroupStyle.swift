/// A style that draws a ``DisclosureGroup`` from its label, content and state: SwiftUI's
/// `DisclosureGroupStyle`, applied with ``View/disclosureGroupStyle(_:)``. A custom style's
/// body is drawn as it is written; `.automatic` draws `▾`/`▸`, the label and, while
/// expanded, the content indented.
@MainActor @preconcurrency public protocol DisclosureGroupStyle {
    /// The view the style draws a disclosure group as.
    associatedtype Body: View
    /// Draws a disclosure group from its label, content and state.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a disclosure group style draws from.
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// What a ``DisclosureGroupStyle`` draws from.
public struct DisclosureGroupStyleConfiguration {
    /// A disclosure group's label, as a view.
    public nonisolated struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// A disclosure group's content, as a view.
    public nonisolated struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The group's label.
    public let label: Label
    /// The group's content.
    public let content: Content
    /// Whether the group is expanded.
    @Binding public var isExpanded: Bool
}

/// The `.automatic` disclosure group style: `▾` and the label, then the content indented by
/// two columns while expanded; `▸` and the label alone while collapsed.
public nonisolated struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .top, spacing: 1) {
                Text(verbatim: configuration.isExpanded ? "▾" : "▸").foregroundStyle(.secondary)
                configuration.label
            }
            if configuration.isExpanded {
                VStack(alignment: .leading, spacing: 0) { configuration.content }.indented(columns: 2)
            }
        }
    }
}

nonisolated extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

nonisolated extension View {
    /// Draws disclosure groups in this view with `style`'s body.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        environment(\.disclosureGroupStyle, style)
    }
}

extension EnvironmentValues {
    /// The style disclosure groups are drawn with.
    var disclosureGroupStyle: any DisclosureGroupStyle {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

private enum DisclosureGroupStyleKey: EnvironmentKey {
    static var defaultValue: any DisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}
