/// A style that draws a ``LabeledContent`` row from its label and content: SwiftUI's
/// `LabeledContentStyle`, applied with ``View/labeledContentStyle(_:)``. A custom style's
/// body is drawn as it is written; `.automatic` draws the label leading and the content
/// trailing in the secondary style.
///
/// ```swift
/// struct Stacked: LabeledContentStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             configuration.label.bold()
///             configuration.content
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency public protocol LabeledContentStyle {
    /// The view the style draws a row as.
    associatedtype Body: View
    /// Draws a row from its label and content.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a labeled content style draws from.
    typealias Configuration = LabeledContentStyleConfiguration
}

/// What a ``LabeledContentStyle`` draws from: the row's label and content.
public struct LabeledContentStyleConfiguration {
    /// A row's label, as a view.
    public nonisolated struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// A row's content, as a view.
    public nonisolated struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The row's label.
    public let label: Label
    /// The row's content.
    public let content: Content
}

/// The `.automatic` labeled content style: the label leading, the content trailing in the
/// secondary style.
public nonisolated struct AutomaticLabeledContentStyle: LabeledContentStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ControlRow { configuration.label } control: {
            VStack(alignment: .trailing, spacing: 0) { configuration.content }.foregroundStyle(.secondary)
        }
    }
}

nonisolated extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

nonisolated extension View {
    /// Draws labeled content rows in this view with `style`'s body.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        environment(\.labeledContentStyle, style)
    }
}

extension EnvironmentValues {
    /// The style labeled content rows are drawn with.
    var labeledContentStyle: any LabeledContentStyle {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }
}

private enum LabeledContentStyleKey: EnvironmentKey {
    static var defaultValue: any LabeledContentStyle { AutomaticLabeledContentStyle() }
}
