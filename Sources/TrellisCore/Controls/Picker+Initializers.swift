/// SwiftUI's other picker initializers: an asset image in the label, and a
/// `currentValueLabel` (what a menu picker shows for the chosen option). A picker draws its
/// chosen option itself, so the current-value label is not drawn; each draws as the picker
/// without it.
extension Picker {
    /// A picker with a custom label; the chosen option is drawn, not `currentValueLabel`.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(selection: selection, content: content, label: label)
    }
}

extension Picker where Label == Text {
    /// A picker with a text label; the chosen option is drawn, not `currentValueLabel`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(titleKey, selection: selection, content: content)
    }

    /// A picker with a text label; the chosen option is drawn, not `currentValueLabel`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(title, selection: selection, content: content)
    }
}

extension Picker where Label == TrellisCore.Label<Text, Image> {
    /// A picker whose label is a title with a system symbol; the chosen option is drawn, not
    /// `currentValueLabel`.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(titleKey, systemImage: systemImage, selection: selection, content: content)
    }

    /// A picker whose label is a title with a system symbol; the chosen option is drawn, not
    /// `currentValueLabel`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(title, systemImage: systemImage, selection: selection, content: content)
    }

    /// A picker whose label is a title with an asset image (drawn `□`).
    public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { TrellisCore.Label(titleKey, image: image) }
    }

    /// A picker whose label is a title with an asset image (drawn `□`).
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { TrellisCore.Label(title, image: image) }
    }

    /// A picker whose label is a title with an asset image (drawn `□`); the chosen option is
    /// drawn, not `currentValueLabel`.
    public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(titleKey, image: image, selection: selection, content: content)
    }

    /// A picker whose label is a title with an asset image (drawn `□`); the chosen option is
    /// drawn, not `currentValueLabel`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(title, image: image, selection: selection, content: content)
    }
}
