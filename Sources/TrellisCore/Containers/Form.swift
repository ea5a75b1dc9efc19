/// A container of rows for settings and data entry: its resolved subviews one per line
/// (leading-aligned, each across the whole width, so ``LabeledContent`` and the controls put
/// their values at the trailing edge), grouped in sections like ``List``'s.
///
/// A section's header is drawn bold above its rows and its footer dim below them; a blank
/// line separates sections. Content outside `Section`s forms implicit sections.
///
/// ```swift
/// Form {
///     Section("Network") {
///         Toggle("Wi-Fi", isOn: .constant(true))
///         LabeledContent("Address", value: "10.0.0.2")
///     }
/// }
/// ```
///
///     Network
///     Wi-Fi              [x]
///     Address       10.0.0.2
public nonisolated struct Form<Content: View>: View {
    let content: Content

    /// Creates a form of the given content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Group(sections: content) { sections in
                ForEach(sections) { section in
                    if section.id != sections.first?.id { Color.clear.frame(height: 1) }
                    if !section.header.isEmpty {
                        VStack(alignment: .leading, spacing: 0) { section.header }.bold()
                    }
                    ForEach(subviews: section.content) { row in
                        row.frame(maxWidth: .infinity, alignment: .leading)
                    }
                    if !section.footer.isEmpty {
                        VStack(alignment: .leading, spacing: 0) { section.footer }.foregroundStyle(.secondary)
                    }
                }
            }
        }
    }
}
