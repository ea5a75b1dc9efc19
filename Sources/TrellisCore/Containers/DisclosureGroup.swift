/// A label that shows or hides its content: `▾` and the label, then the content indented by
/// two columns while expanded; `▸` and the label alone while collapsed (or what a custom
/// ``DisclosureGroupStyle`` draws).
///
/// The group is collapsed unless `isExpanded` says otherwise, as in SwiftUI.
///
/// ```swift
/// DisclosureGroup("Details", isExpanded: .constant(true)) {
///     Text("Size: 4 KB")
/// }
/// ```
///
///     ▾ Details
///       Size: 4 KB
public nonisolated struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>
    @Environment(\.disclosureGroupStyle) private var style

    /// A collapsed group.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.init(isExpanded: .constant(false), content: content, label: label)
    }

    /// A group expanded while `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    @MainActor public var body: some View {
        let configuration = DisclosureGroupStyleConfiguration(
            label: .init(content: AnyView(label)), content: .init(content: AnyView(content)), isExpanded: isExpanded)
        AnyView(style.makeBody(configuration: configuration))
    }
}

extension DisclosureGroup where Label == Text {
    /// A collapsed group with a text label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A collapsed group with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(label) }
    }

    /// A group with a text label, expanded while `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// A group with a text label, expanded while `isExpanded` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}

/// A tree of data drawn as an outline: each element's view, its children below it indented
/// by two columns, all levels expanded (the whole tree is what static output can show).
///
/// ```swift
/// OutlineGroup(root, children: \.children) { item in Text(item.name) }
/// ```
///
///     Documents
///       Letters
///       Notes
///
/// In a ``Table``'s rows, an outline group of ``TableRow``s is the rows of the tree, each
/// level indented by two columns (`TableRows+Outline.swift`).
public nonisolated struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    let roots: [Data.Element]
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    public var body: some View {
        OutlineLevel(elements: roots, id: id, children: children, content: content)
    }
}

extension OutlineGroup where Leaf: View, Parent == Leaf, Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren> {
    /// An outline of the tree under `root`.
    public init<DataElement: Identifiable>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: [root], id: \.id, children: children, content: content)
    }

    /// An outline of the trees under the elements of `data`.
    public init<DataElement: Identifiable>(
        _ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: Array(data), id: \.id, children: children, content: content)
    }

    /// An outline of the tree under `root`, identified by `id`.
    public init<DataElement>(
        _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(roots: [root], id: id, children: children, content: content)
    }

    /// An outline of the trees under the elements of `data`, identified by `id`.
    public init<DataElement>(
        _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(roots: Array(data), id: id, children: children, content: content)
    }
}

/// The children of one outline element, as SwiftUI names the view its subgroups hold.
public nonisolated struct OutlineSubgroupChildren: View {
    let content: AnyView
    public var body: some View { content }
}

/// One level of an outline: each element's view, then its children's level indented.
private nonisolated struct OutlineLevel<Children: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    let elements: [Children.Element]
    let id: KeyPath<Children.Element, ID>
    let children: KeyPath<Children.Element, Children?>
    let content: (Children.Element) -> Leaf

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(elements, id: id) { element in
                content(element)
                if let nested = element[keyPath: children], !nested.isEmpty {
                    AnyView(OutlineLevel(elements: Array(nested), id: id, children: children, content: content)).indented(columns: 2)
                }
            }
        }
    }
}

/// Controls shown together: its content side by side, one column apart, as a segmented group
/// of buttons in a toolbar or menu.
///
/// ```swift
/// ControlGroup {
///     Button("Bold") {}
///     Button("Italic") {}
/// }
/// ```
///
///     Bold Italic
public nonisolated struct ControlGroup<Content: View>: View {
    let content: Content
    /// Whether this group is a style's own (``init(_:)``): drawn by the default style.
    private var isStyled = false
    @Environment(\.controlGroupStyle) private var style

    /// A group of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @MainActor public var body: some View {
        let label = (content as? any LabeledControlGroup)?.labelView ?? AnyView(EmptyView())
        let configuration = ControlGroupStyleConfiguration(content: .init(content: AnyView(content)), label: .init(content: label))
        if isStyled {
            ControlGroupRow(configuration: configuration)
        } else {
            AnyView(style.makeBody(configuration: configuration))
        }
    }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// Creates the group a ``ControlGroupStyle`` is drawing, from its configuration, drawn in
    /// the default style: a style can draw the default group and decorate it.
    public init(_ configuration: ControlGroupStyleConfiguration) {
        self.content = configuration.content
        self.isStyled = true
    }
}

/// A control group's content that carries a label, for the configuration a style draws from.
protocol LabeledControlGroup {
    var labelView: AnyView { get }
}

extension ControlGroup {
    /// A group of `content` with a label (shown when the group collapses into a menu; drawn
    /// expanded, so the label is not drawn).
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        self.content = LabeledControlGroupContent(content: content(), label: label())
    }

    /// A group of `content` with a text label (not drawn: the group is drawn expanded).
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group of `content` with a text label (not drawn: the group is drawn expanded).
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }

    /// A group of `content` labelled with a title and a system symbol (not drawn: the group
    /// is drawn expanded).
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(titleKey, systemImage: systemImage) }
    }

    /// A group of `content` labelled with a title and a system symbol (not drawn).
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(title, systemImage: systemImage) }
    }

    /// A group of `content` labelled with a title and an asset image (not drawn).
    public init<C: View>(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(titleKey, image: image) }
    }

    /// A group of `content` labelled with a title and an asset image (not drawn).
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(title, image: image) }
    }
}

/// The content of a labelled ``ControlGroup``: the controls (the label names the collapsed menu).
public nonisolated struct LabeledControlGroupContent<Content: View, Label: View>: View, LabeledControlGroup {
    let content: Content
    let label: Label
    public var body: some View { content }
    var labelView: AnyView { AnyView(label) }
}
