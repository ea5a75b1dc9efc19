/// A style that draws a ``Toggle`` from its label and state: SwiftUI's `ToggleStyle`, applied
/// with ``View/toggleStyle(_:)``. A custom style's body is drawn as it is written; the
/// built-in styles (`.automatic`, `.switch`, `.checkbox`, `.button`) draw the row Trellis
/// draws for every toggle: the label leading, `[x]`, `[ ]` or `[-]` trailing.
///
/// ```swift
/// struct CheckmarkStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack {
///             Image(systemName: configuration.isOn ? "checkmark.square" : "square")
///             configuration.label
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency public protocol ToggleStyle {
    /// The view the style draws a toggle as.
    associatedtype Body: View
    /// Draws a toggle from its label and state.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a toggle style draws from.
    typealias Configuration = ToggleStyleConfiguration
}

/// What a ``ToggleStyle`` draws from: the toggle's label and state.
public struct ToggleStyleConfiguration {
    /// A toggle's label, as a view.
    public nonisolated struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several sources that are not all alike.
    public var isMixed: Bool
}

/// The row every built-in style draws: the label leading, the check box trailing.
nonisolated struct ToggleRow: View {
    let configuration: ToggleStyleConfiguration

    var body: some View {
        ControlRow { configuration.label } control: {
            Text(verbatim: configuration.isMixed ? "[-]" : configuration.isOn ? "[x]" : "[ ]").fixedSize()
        }
    }
}

/// The `.automatic` toggle style: the check box row.
public nonisolated struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ToggleRow(configuration: configuration) }
}

/// The `.switch` toggle style: drawn as the check box row.
public nonisolated struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ToggleRow(configuration: configuration) }
}

/// The `.button` toggle style: drawn as the check box row.
public nonisolated struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ToggleRow(configuration: configuration) }
}

/// The `.checkbox` toggle style: the check box row.
public nonisolated struct CheckboxToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ToggleRow(configuration: configuration) }
}

nonisolated extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

nonisolated extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

nonisolated extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

nonisolated extension ToggleStyle where Self == CheckboxToggleStyle {
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

nonisolated extension View {
    /// Draws toggles in this view with `style`'s body.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, style)
    }
}

extension EnvironmentValues {
    /// The style toggles are drawn with.
    var toggleStyle: any ToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

private enum ToggleStyleKey: EnvironmentKey {
    static var defaultValue: any ToggleStyle { DefaultToggleStyle() }
}
