/// A control that is on or off: its label leading and a check box trailing, `[x]` on, `[ ]`
/// off, `[-]` for a toggle of several sources that are not all alike.
///
/// SwiftUI's default (switch) style draws the label leading and the switch trailing across
/// the row; Trellis draws the same row with a check box for the switch. The label is laid
/// out first, so it wraps only when the row is narrower than the label and the box.
/// Nothing can be toggled in static output: the box shows the binding's value.
///
/// ```swift
/// Toggle("Wi-Fi", isOn: $isWiFiOn)
/// ```
///
///     Wi-Fi           [x]
public nonisolated struct Toggle<Label: View>: View {
    let label: Label
    let isOn: Binding<Bool>
    let isMixed: Bool
    /// Whether this toggle is a style's own (``init(_:)``): drawn by the default style, so a
    /// style that decorates the toggle does not draw itself again.
    private var isStyled = false
    private let focus = ControlFocus()
    @Environment(\.toggleStyle) private var style

    /// Creates a toggle with a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.isOn = isOn
        self.isMixed = false
    }

    /// Creates the toggle a ``ToggleStyle`` is drawing, from its configuration, drawn in the
    /// default style: a style can draw the default toggle and decorate it.
    public init(_ configuration: ToggleStyleConfiguration) where Label == ToggleStyleConfiguration.Label {
        self.label = configuration.label
        self.isOn = configuration.$isOn
        self.isMixed = configuration.isMixed
        self.isStyled = true
    }

    /// Creates a toggle of several sources, such as the items of a selection: on when all of
    /// them are on, off when none is, mixed otherwise (off for no sources). Toggling it sets
    /// every source.
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) {
        self.label = label()
        let bindings = sources.map { $0[keyPath: isOn] }
        let values = bindings.map(\.wrappedValue)
        let allOn = values.allSatisfy { $0 } && !values.isEmpty
        self.isOn = Binding(
            get: { !bindings.isEmpty && bindings.allSatisfy(\.wrappedValue) },
            set: { value in bindings.forEach { $0.wrappedValue = value } })
        self.isMixed = !allOn && values.contains(true)
    }

    @MainActor public var body: some View {
        let isFocused = isStyled ? false : focus.register(.toggle(isOn))
        styledBody.focusHighlight(isFocused).controlRegion(focus)
    }

    @MainActor @ViewBuilder private var styledBody: some View {
        let configuration = ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: isOn, isMixed: isMixed)
        if isStyled {
            DefaultToggleStyle().makeBody(configuration: configuration)
        } else {
            AnyView(style.makeBody(configuration: configuration))
        }
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle with a text label.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle with a text label.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }

    /// Creates a toggle of several sources with a text label.
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle of several sources with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == TrellisCore.Label<Text, Image> {
    /// Creates a toggle whose label is a title with a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { TrellisCore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a toggle whose label is a title with a system symbol.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { TrellisCore.Label(title, systemImage: systemImage) }
    }

    /// Creates a toggle whose label is a title with an asset image (drawn `□`).
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { TrellisCore.Label(titleKey, image: image) }
    }

    /// Creates a toggle whose label is a title with an asset image (drawn `□`).
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { TrellisCore.Label(title, image: image) }
    }

    /// Creates a toggle of several sources whose label is a title with a system symbol.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { TrellisCore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a toggle of several sources whose label is a title with a system symbol.
    @_disfavoredOverload public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { TrellisCore.Label(title, systemImage: systemImage) }
    }

    /// Creates a toggle of several sources whose label is a title with an asset image (drawn `□`).
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { TrellisCore.Label(titleKey, image: image) }
    }

    /// Creates a toggle of several sources whose label is a title with an asset image (drawn `□`).
    @_disfavoredOverload public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { TrellisCore.Label(title, image: image) }
    }
}
