/// A control that chooses one of several options: its label leading, the chosen option and
/// a `▾` trailing, as SwiftUI's menu picker shows them in a form row.
///
/// The options are the picker's resolved subviews; the chosen one is the first whose tag
/// (``View/tag(_:includeOptional:)``) equals the selection, or, for options without a tag of
/// the selection's type, whose `ForEach` id does (the tag `ForEach` gives its rows in SwiftUI).
/// When no option matches, only the `▾` is drawn. A picker of several sources
/// (`Picker(sources:selection:)`) chooses their common value; when they differ it draws `–`,
/// SwiftUI's mixed state (no option, for no sources). Under a live runtime the focused picker selects the next or
/// previous option with the arrow keys, `+` and `-` (for every source).
///
/// ```swift
/// Picker("Flavor", selection: $flavor) {
///     Text("Vanilla").tag(Flavor.vanilla)
///     Text("Chocolate").tag(Flavor.chocolate)
/// }
/// ```
///
///     Flavor        Chocolate ▾
public nonisolated struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    /// The chosen value; `nil` when the sources differ (or there are none).
    let selection: SelectionValue?
    /// Whether the picker's sources hold different values.
    let isMixed: Bool
    let content: Content
    /// The selection, for a live runtime to change; `nil` for a picker of no sources.
    private let binding: Binding<SelectionValue>?
    private let focus = ControlFocus()

    /// Creates a picker with a custom label.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection.wrappedValue
        self.isMixed = false
        self.binding = selection
        self.content = content()
    }

    /// Creates a picker of several sources, such as the items of a selection, with a custom
    /// label: it chooses their common value, and is mixed (`–`) when they differ.
    public init<C: RandomAccessCollection>(
        sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        let bindings = sources.map { $0[keyPath: selection] }
        let values = bindings.map(\.wrappedValue)
        self.label = label()
        self.selection = values.first.flatMap { first in values.allSatisfy { $0 == first } ? first : nil }
        self.isMixed = !values.isEmpty && self.selection == nil
        self.binding = bindings.first.map { first in
            Binding(get: { first.wrappedValue }, set: { value in bindings.forEach { $0.wrappedValue = value } })
        }
        self.content = content()
    }

    /// Creates a picker with a label view (the earlier SwiftUI spelling).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }

    public var body: some View {
        // Registered here, in tree order; the options are known once the group resolves them.
        let choices = Choices<SelectionValue>()
        let adjustment = binding.map { ValueAdjustment.choosing($0, among: { ChoiceSequence(choices.values) }) }
        let isFocused = focus.register(.adjustable(adjustment ?? ValueAdjustment(increment: {}, decrement: {})))
        ControlRow { label } control: {
            HStack(alignment: .top, spacing: 1) {
                Group(subviews: content) { options in
                    let _ = choices.values = options.compactMap { $0.selectionValue(of: SelectionValue.self) }
                    if let chosen = options.first(where: isChosen) { chosen.focusHighlight(isFocused) }
                }
                if isMixed { Text(verbatim: "–").focusHighlight(isFocused) }
                Text(verbatim: "▾")
            }
        }
        .controlRegion(focus)
    }

    /// Whether `option` is the one selected.
    private func isChosen(_ option: Subview) -> Bool {
        guard let selection else { return false }
        if let tag = option.containerValues.tag(for: SelectionValue.self) { return tag == selection }
        return option.id.contains(selection)
    }
}

extension Picker where Label == Text {
    /// Creates a picker with a text label.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// Creates a picker with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == TrellisCore.Label<Text, Image> {
    /// Creates a picker whose label is a title with a system symbol.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { TrellisCore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a picker whose label is a title with a system symbol.
    @_disfavoredOverload public init<S: StringProtocol>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { TrellisCore.Label(title, systemImage: systemImage) }
    }
}
