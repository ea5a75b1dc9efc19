/// A box around content, with its label in the top border.
///
/// ```swift
/// GroupBox("#0") {
///     Text("task 00000: fix layout")
/// }
/// ```
///
///     ╭ #0 ────────────────────╮
///     │ task 00000: fix layout │
///     ╰────────────────────────╯
public nonisolated struct GroupBox<Label: View, Content: View>: UnaryView {
    /// The label; an `EmptyView` for a box without one (not an optional: reading an optional
    /// of a generic type instantiates its metadata, a tenth of the cost of a small box).
    let label: Label
    let content: Content
    /// Whether this box is a style's own (`init(_:)` of a configuration): drawn as the
    /// rounded box, so a style that draws `GroupBox(configuration)` does not draw itself again.
    var isStyled = false

    /// Creates a box with a label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        if !view.isStyled, let styled = view.styledBody(in: inputs.environment) { return AnyView._makeView(view: styled, inputs: inputs) }
        return node(content: Content._makeView(view: view.content, inputs: inputs), label: view.label, inputs: inputs)
    }

    /// The body of the custom ``GroupBoxStyle`` in `environment`, if one is set.
    private func styledBody(in environment: EnvironmentValues) -> AnyView? {
        guard let style = environment.groupBoxStyle else { return nil }
        let configuration = GroupBoxStyleConfiguration(label: .init(content: AnyView(label)), content: .init(content: AnyView(content)))
        return MainActorBody.inPlace((style, configuration)) { (style: any GroupBoxStyle, configuration) -> AnyView in
            AnyView(style.makeBody(configuration: configuration))
        }
    }

    /// The box around `content`, the content's node, with `label` (made now) in its top edge.
    private static func node(content: _LayoutNode, label: Label, inputs: _ViewInputs) -> _LayoutNode {
        let title = Label.self == EmptyView.self ? nil : Label._makeView(view: label, inputs: inputs.forUnaryContent())
        return BorderNode(child: content, style: .rounded, color: nil, title: title, padding: 1)
    }
}

extension GroupBox: RootContentView {
    /// At the root, a box around a lazy stack or grid, or a leading `VStack`, without a label
    /// or with a text of one style, is drawn around the flow's bands; its label is made before
    /// the rows. Around a lazy flow, bands are drawn while the rows are made; a `VStack` is as
    /// wide as its widest row, and so is the box, so its rows are measured as they are made
    /// and drawn after the last.
    func rootContent(inputs: _ViewInputs) -> RootContent {
        if let styled = styledBody(in: inputs.environment) { return RootContent.make(styled, inputs: inputs) }
        let content = RootContent.make(self.content, inputs: inputs)
        guard case .flow(var flow) = content, let title = titleKeptAsValue(inputs: inputs) else {
            return .node(Self.node(content: content.node, label: label, inputs: inputs))
        }
        flow.boxes.insert(FlowBox(style: .rounded, color: nil, title: title, padding: 1), at: 0)
        return .flow(flow)
    }

    /// The label as a text kept as a value: `.some(nil)` for none, `nil` when it is not a
    /// text of one style.
    private func titleKeptAsValue(inputs: _ViewInputs) -> PreparedText?? {
        if Label.self == EmptyView.self { return .some(nil) }
        guard let text = label as? Text,
            case .text(let prepared) = Text.makeFlowChild(text, environment: inputs.forUnaryContent().environment)
        else { return nil }
        return prepared
    }
}

extension GroupBox where Label == EmptyView {
    /// Creates a box without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.label = EmptyView()
        self.content = content()
    }
}

extension GroupBox where Label == Text {
    /// Creates a box with a text label.
    @_disfavoredOverload @inlinable public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    /// Creates a box with a text label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
}
