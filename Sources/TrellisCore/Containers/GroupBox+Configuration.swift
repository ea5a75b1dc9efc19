/// SwiftUI's other ways of making a ``GroupBox``: with the label given as a view (the older
/// spelling), and from a style's configuration, drawn as the rounded box whatever style is set
/// (what a custom `GroupBoxStyle` draws when it wraps `GroupBox(configuration)`).
extension GroupBox {
    /// A box of `content` with `label` in its top edge.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { label })
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The rounded box of a style's configuration: its label and content.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
        self.isStyled = true
    }
}
