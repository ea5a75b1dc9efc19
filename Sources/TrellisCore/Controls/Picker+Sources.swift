/// `Picker(sources:selection:)`: one picker for several values at once, such as a property of
/// every selected item. It draws the value they share, or `–` when they differ, and choosing
/// an option sets every source (see ``Picker``). The `currentValueLabel` forms draw the
/// chosen option too, as the other pickers do.
extension Picker {
    /// A picker of several sources with a custom label; the chosen option is drawn, not
    /// `currentValueLabel`.
    public init<C: RandomAccessCollection>(
        sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(sources: sources, selection: selection, content: content, label: label)
    }
}

extension Picker where Label == Text {
    /// A picker of several sources with a text label.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(sources: sources, selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker of several sources with a text label.
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
    ) {
        self.init(sources: sources, selection: selection, content: content) { Text(title) }
    }

    /// A picker of several sources with a text label; the chosen option is drawn, not
    /// `currentValueLabel`.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(titleKey, sources: sources, selection: selection, content: content)
    }

    /// A picker of several sources with a text label; the chosen option is drawn, not
    /// `currentValueLabel`.
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(title, sources: sources, selection: selection, content: content)
    }
}

extension Picker where Label == TrellisCore.Label<Text, Image> {
    /// A picker of several bindings whose label is a title with a system symbol.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) {
            TrellisCore.Label(titleKey, systemImage: systemImage)
        }
    }

    /// A picker of several bindings whose label is a title with a system symbol.
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) { TrellisCore.Label(title, systemImage: systemImage) }
    }

    /// A picker of several bindings whose label is a title with a system symbol; the chosen
    /// option is drawn, not `currentValueLabel`.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) where C.Element == Binding<SelectionValue> {
        self.init(titleKey, systemImage: systemImage, sources: sources, selection: selection, content: content)
    }

    /// A picker of several bindings whose label is a title with a system symbol; the chosen
    /// option is drawn, not `currentValueLabel`.
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) where C.Element == Binding<SelectionValue> {
        self.init(title, systemImage: systemImage, sources: sources, selection: selection, content: content)
    }

    /// A picker of several bindings whose label is a title with an asset image (drawn `□`).
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) { TrellisCore.Label(titleKey, image: image) }
    }

    /// A picker of several bindings whose label is a title with an asset image (drawn `□`).
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) { TrellisCore.Label(title, image: image) }
    }

    /// A picker of several bindings whose label is a title with an asset image (drawn `□`);
    /// the chosen option is drawn, not `currentValueLabel`.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) where C.Element == Binding<SelectionValue> {
        self.init(titleKey, image: image, sources: sources, selection: selection, content: content)
    }

    /// A picker of several bindings whose label is a title with an asset image (drawn `□`);
    /// the chosen option is drawn, not `currentValueLabel`.
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) where C.Element == Binding<SelectionValue> {
        self.init(title, image: image, sources: sources, selection: selection, content: content)
    }
}
