import Foundation

/// A value with its label, as a form row shows it: the label leading, the value trailing in
/// the secondary style, laid out like a ``Toggle``'s row.
///
/// ```swift
/// LabeledContent("Version", value: "6.3")
/// ```
///
///     Version          6.3
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Creates a row of `content` labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        ControlRow { label } control: {
            VStack(alignment: .trailing, spacing: 0) { content }.foregroundStyle(.secondary)
        }
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
