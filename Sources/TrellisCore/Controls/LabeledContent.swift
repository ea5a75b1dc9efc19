import Foundation

/// A value with its label, as a form row shows it: the label leading, the value trailing in
/// the secondary style, laid out like a ``Toggle``'s row (or what a custom
/// ``LabeledContentStyle`` draws).
///
/// ```swift
/// LabeledContent("Version", value: "6.3")
/// ```
///
///     Version          6.3
public nonisolated struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// Whether this row is a style's own (``init(_:)``): drawn by the automatic style, so a
    /// style that decorates the row does not draw itself again.
    private var isStyled = false
    @Environment(\.labeledContentStyle) private var style

    /// Creates a row of `content` labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    @MainActor public var body: some View {
        let configuration = LabeledContentStyleConfiguration(label: .init(content: AnyView(label)),
                                                             content: .init(content: AnyView(content)))
        if isStyled {
            AutomaticLabeledContentStyle().makeBody(configuration: configuration)
        } else {
            AnyView(style.makeBody(configuration: configuration))
        }
    }
}

extension LabeledContent
where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// Creates the row a ``LabeledContentStyle`` is drawing, from its configuration, drawn in
    /// the automatic style: a style can draw the default row and decorate it.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.label = configuration.label
        self.content = configuration.content
        self.isStyled = true
    }
}

extension LabeledContent where Label == Text {
    /// Creates a row of `content` with a text label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a row of `content` with a text label.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a row of a string value with a text label.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// Creates a row of a string value with a text label.
    @_disfavoredOverload public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// Creates a row of a value drawn in `format`, with a text label.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(verbatim: format.format(value)) }, label: { Text(titleKey) })
    }

    /// Creates a row of a value drawn in `format`, with a text label.
    @_disfavoredOverload public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(verbatim: format.format(value)) }, label: { Text(title) })
    }
}
