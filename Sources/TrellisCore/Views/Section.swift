/// Content with an optional header and footer.
///
/// Inside a container that reads sections (``ForEach/init(sections:content:)``,
/// ``Group/init(sections:transform:)``, `List`), a section is one ``SectionConfiguration``. Everywhere
/// else it is transparent like a ``Group``: it contributes its header's, content's and footer's
/// resolved subviews, in that order (R2.12). Container values set on a section reach the
/// section and every subview in it, header and footer included (R3.4).
///
/// ```swift
/// Section("Sam's songs") {
///     ForEach(samsSongs) { Text($0.title) }
/// }
/// Section {
///     Text("1099-B")
/// } header: {
///     Text("1099s")
/// } footer: {
///     Text("Due in April")
/// }
/// ```
public struct Section<Parent, Content, Footer> {
    let header: Parent
    let content: Content
    let footer: Footer
    /// False for a collapsed section (`Section(isExpanded:)`): its header alone is drawn.
    var isExpanded = true
}

extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never

    public var body: Never { fatalError("Section is a primitive view and has no body") }

    /// Creates a section with a header, content and footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// Creates a section from header and footer views (the original SwiftUI spelling).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        guard inputs.collectsSections else {
            Parent._makeViewList(view: view.header, inputs: inputs.appending(.part(.header)), list: &list)
            if view.isExpanded {
                Content._makeViewList(view: view.content, inputs: inputs.appending(.part(.content)), list: &list)
            }
            Footer._makeViewList(view: view.footer, inputs: inputs.appending(.part(.footer)), list: &list)
            return
        }
        // Nested sections stay section nodes inside the content (R3.9); header and footer
        // never hold sections.
        var partInputs = inputs
        partInputs.collectsSections = false
        let header = _ViewList.resolve(view.header, inputs: partInputs.appending(.part(.header)))
        let footer = _ViewList.resolve(view.footer, inputs: partInputs.appending(.part(.footer)))
        let content = view.isExpanded ? _ViewList.resolve(view.content, inputs: inputs.appending(.part(.content))).nodes : []
        list.appendSection(SectionNode(
            identity: inputs.identity, traits: inputs.traits,
            header: header.nodes, content: content, footer: footer.nodes))
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// Creates a section with content only.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// Creates a section with a header and content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// Creates a section from a header view (the original SwiftUI spelling).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// Creates a section with content and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// Creates a section from a footer view (the original SwiftUI spelling).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// Creates a section whose header is a text title.
    @_disfavoredOverload @inlinable public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
    }

    /// Creates a section whose header is a text title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) })
    }
}
