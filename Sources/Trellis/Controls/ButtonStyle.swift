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
public protocol ButtonStyle {
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
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The button's label.
    public let label: Label
    /// Whether the button is pressed: never, in a render.
    public let isPressed: Bool
    /// The button's role, if it has one.
    public let role: ButtonRole?
}

/// A style that defines a button's interaction as well as its look: SwiftUI's built-in
/// `.automatic`, `.bordered`, `.borderedProminent` and `.borderless` styles. Trellis draws
/// a button as its label in each of them.
public protocol PrimitiveButtonStyle {}

/// The platform's default button style.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

/// A bordered button style.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

/// A bordered button style in the accent colour.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

/// A button style without a border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

/// The plain button style: the label as it is.
public struct PlainButtonStyle: ButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension ButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension View {
    /// Draws buttons in this view with `style`'s body.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, style)
    }

    /// Draws buttons in this view as their labels, as every built-in primitive style does in
    /// text (and undoes a ``ButtonStyle`` set above).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, nil)
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
