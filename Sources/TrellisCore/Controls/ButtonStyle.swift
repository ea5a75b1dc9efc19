/// A style that draws a button's label: SwiftUI's `ButtonStyle`, applied with
/// `buttonStyle(_:)`. A render draws every button unpressed, so the
/// style's body is drawn with `isPressed` false.
///
/// ```swift
/// struct Pill: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding(.horizontal, 1).border(.rounded)
///     }
/// }
/// Button("Save") { save() }.buttonStyle(Pill())
/// ```
@MainActor @preconcurrency public protocol ButtonStyle {
    /// The view the style draws a button as.
    associatedtype Body: View
    /// Draws a button from its label and state.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a button style draws from.
    typealias Configuration = ButtonStyleConfiguration
}

/// What a ``ButtonStyle`` draws from: the button's label and whether it is pressed.
public struct ButtonStyleConfiguration {
    /// A button's label, as a view.
    public nonisolated struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The button's label.
    public let label: Label
    /// Whether the button is pressed: never, in a render.
    public let isPressed: Bool
    /// The button's role, if it has one.
    public let role: ButtonRole?
    /// Performs the button's action (what a ``PrimitiveButtonStyle``'s `trigger()` calls).
    var action: () -> Void = {}
}

/// A style that defines a button's interaction as well as its look: SwiftUI's built-in
/// `.automatic`, `.bordered`, `.borderedProminent` and `.borderless` styles, which Trellis
/// draws as the button's label, and styles of an app's own, whose body is drawn with
/// `configuration.trigger()` performing the button's action.
///
/// ```swift
/// struct FlatStyle: PrimitiveButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button { configuration.trigger() } label: { configuration.label.bold() }
///     }
/// }
/// ```
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {
    /// The view the style draws a button as.
    associatedtype Body: View
    /// Draws a button from its label, its role and its action.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a primitive button style draws from.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a ``PrimitiveButtonStyle`` draws from: the button's label, its role, and `trigger()`,
/// which performs its action.
public struct PrimitiveButtonStyleConfiguration {
    /// A button's label, as a view.
    public nonisolated struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The button's label.
    public let label: Label
    /// The button's role, if it has one.
    public let role: ButtonRole?
    let action: () -> Void

    /// Performs the button's action.
    public func trigger() {
        action()
    }
}

/// The built-in primitive styles, which draw a button as its label.
protocol BuiltInPrimitiveButtonStyle {}

/// The platform's default button style.
public nonisolated struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInPrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A bordered button style.
public nonisolated struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInPrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A bordered button style in the accent colour.
public nonisolated struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInPrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button style without a border.
public nonisolated struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInPrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A primitive style of an app's own, drawn through the button-style environment.
private nonisolated struct PrimitiveStyleBridge<Style: PrimitiveButtonStyle>: ButtonStyle {
    let style: Style

    @MainActor func makeBody(configuration: Configuration) -> some View {
        style.makeBody(configuration: PrimitiveButtonStyleConfiguration(
            label: .init(content: AnyView(configuration.label)), role: configuration.role, action: configuration.action))
    }
}

/// The plain button style: the label as it is.
public nonisolated struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInPrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

nonisolated extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The plain button style: the label as it is.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

nonisolated extension View {
    /// Draws buttons in this view with `style`'s body.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, style)
    }

    /// Draws buttons in this view as their labels, as every built-in primitive style does in
    /// text (and undoes a ``ButtonStyle`` set above).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, style is any BuiltInPrimitiveButtonStyle ? nil : PrimitiveStyleBridge(style: style))
    }
}

extension EnvironmentValues {
    /// The custom style buttons are drawn with; `nil` draws a button as its label.
    var buttonStyle: (any ButtonStyle)? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

private enum ButtonStyleKey: EnvironmentKey {
    static var defaultValue: (any ButtonStyle)? { nil }
}
