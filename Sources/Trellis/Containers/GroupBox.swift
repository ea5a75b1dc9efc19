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
public struct GroupBox<Label: View, Content: View>: UnaryView {
    /// The label; an `EmptyView` for a box without one (not an optional: reading an optional
    /// of a generic type instantiates its metadata, a tenth of the cost of a small box).
    let label: Label
    let content: Content

    /// Creates a box with a label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        let content = Content._makeView(view: view.content, inputs: inputs)
        let title = Label.self == EmptyView.self ? nil : Label._makeView(view: view.label, inputs: inputs.forUnaryContent())
        return BorderNode(child: content, style: .rounded, color: nil, title: title, padding: 1)
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
