import Foundation

/// The `.link` button style of macOS: the button drawn as a link is, its label underlined in
/// the accent colour (see `Link`); pressing it performs the button's action.
///
///     Learn more
public nonisolated struct LinkButtonStyle: PrimitiveButtonStyle {
    /// The link style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Button { configuration.trigger() } label: {
            configuration.label.underline().foregroundStyle(Color.accentColor)
        }
        .buttonStyle(.plain)
    }
}

nonisolated extension PrimitiveButtonStyle where Self == LinkButtonStyle {
    /// A button drawn as a link: its label underlined in the accent colour.
    public static var link: LinkButtonStyle { LinkButtonStyle() }
}

/// The `.field` date picker style of macOS (a text field for the date): accepted, no effect on
/// text, since every date picker draws its date the one way Trellis draws it.
public nonisolated struct FieldDatePickerStyle: DatePickerStyle {
    public init() {}
}

/// The `.stepperField` date picker style of macOS (a field with a stepper): accepted, no
/// effect on text, since every date picker draws its date the one way Trellis draws it.
public nonisolated struct StepperFieldDatePickerStyle: DatePickerStyle {
    public init() {}
}

nonisolated extension DatePickerStyle where Self == FieldDatePickerStyle {
    /// A text field for the date: no effect on text.
    public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}

nonisolated extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
    /// A text field with a stepper: no effect on text.
    public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}

extension BorderedListStyle {
    /// The bordered list style, its rows' backgrounds alternating if `alternatesRowBackgrounds`:
    /// the rows are drawn without backgrounds, so the choice has no effect on text.
    public init(alternatesRowBackgrounds: Bool) {
        self.init()
    }
}

extension ListStyle where Self == BorderedListStyle {
    /// The bordered list style with alternating row backgrounds: no effect on text (rows have
    /// no backgrounds in text).
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedListStyle {
        BorderedListStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
    }
}

/// Whether a list's or table's rows alternate their backgrounds (macOS).
public struct AlternatingRowBackgroundBehavior: Hashable, Sendable {
    let name: String

    /// The platform's choice.
    public static let automatic = AlternatingRowBackgroundBehavior(name: "automatic")
    /// Alternating backgrounds.
    public static let enabled = AlternatingRowBackgroundBehavior(name: "enabled")
    /// Plain backgrounds.
    public static let disabled = AlternatingRowBackgroundBehavior(name: "disabled")
}

/// How the pointer looks over a view (macOS and visionOS): a terminal shows no pointer shape,
/// so every style has no effect on text.
public struct PointerStyle: Hashable, Sendable {
    let name: String

    public static let `default` = PointerStyle(name: "default")
    public static let horizontalText = PointerStyle(name: "horizontalText")
    public static let verticalText = PointerStyle(name: "verticalText")
    public static let rectSelection = PointerStyle(name: "rectSelection")
    public static let grabIdle = PointerStyle(name: "grabIdle")
    public static let grabActive = PointerStyle(name: "grabActive")
    public static let link = PointerStyle(name: "link")
    public static let zoomIn = PointerStyle(name: "zoomIn")
    public static let zoomOut = PointerStyle(name: "zoomOut")
    public static let columnResize = PointerStyle(name: "columnResize")
    public static let rowResize = PointerStyle(name: "rowResize")
}

nonisolated extension View {
    /// Would alternate the backgrounds of the rows of lists and tables inside: rows have no
    /// backgrounds in text, so no effect on text.
    public func alternatingRowBackgrounds(_ behavior: AlternatingRowBackgroundBehavior = .enabled) -> some View {
        self
    }

    /// Would set the pointer's look over this view: no effect on text.
    public func pointerStyle(_ style: PointerStyle?) -> some View {
        self
    }

    /// Would mark the alerts and dialogs inside as `severity` (a critical alert's icon): no
    /// effect on text.
    public func dialogSeverity(_ severity: DialogSeverity) -> some View {
        self
    }

    /// The subtitle of the nearest navigation container's bar, drawn dim after its title.
    public func navigationSubtitle(_ subtitle: Text) -> some View {
        transformPreference(NavigationSubtitleKey.self) { $0 = $0 ?? subtitle }
    }

    /// The subtitle of the nearest navigation container's bar, drawn dim after its title.
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
        navigationSubtitle(Text(subtitleKey))
    }

    /// The subtitle of the nearest navigation container's bar, drawn dim after its title.
    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        navigationSubtitle(Text(subtitle))
    }
}

/// The standard help button of macOS: drawn as `(?)`; pressing it performs the action, or
/// opens the destination with the environment's `openURL`.
///
///     (?)
public nonisolated struct HelpLink: View {
    let action: (() -> Void)?
    let destination: URL?
    @Environment(\.openURL) private var openURL

    /// A help button that performs `action`.
    public init(action: @escaping () -> Void) {
        self.action = action
        self.destination = nil
    }

    /// A help button that opens `destination`.
    public init(destination: URL) {
        self.action = nil
        self.destination = destination
    }

    public var body: some View {
        Button {
            if let action {
                action()
            } else if let destination {
                openURL(destination)
            }
        } label: {
            Text(verbatim: "(?)")
        }
    }
}

/// macOS's older pull-down menu button (deprecated there in favour of `Menu`): drawn as the
/// `Menu` it became.
public nonisolated struct MenuButton<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A menu button labelled by `label` that shows `content`.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    public var body: some View {
        Menu { content } label: { label }
    }
}

extension MenuButton where Label == Text {
    /// A menu button titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), content: content)
    }

    /// A menu button titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(label: Text(title), content: content)
    }
}

/// The `.accessoryBar` button style of macOS (a button in a window's accessory bar): drawn as a
/// borderless button, its label alone.
public nonisolated struct AccessoryBarButtonStyle: PrimitiveButtonStyle {
    /// The accessory bar style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.button(in: .borderless)
    }
}

nonisolated extension PrimitiveButtonStyle where Self == AccessoryBarButtonStyle {
    /// A button of a window's accessory bar: drawn borderless.
    public static var accessoryBar: AccessoryBarButtonStyle { AccessoryBarButtonStyle() }
}

/// The `.accessoryBarAction` button style of macOS (an action button in a window's accessory
/// bar, such as a filter's add button): drawn as a bordered button.
public nonisolated struct AccessoryBarActionButtonStyle: PrimitiveButtonStyle {
    /// The accessory bar action style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.button(in: .bordered)
    }
}

nonisolated extension PrimitiveButtonStyle where Self == AccessoryBarActionButtonStyle {
    /// An action button of a window's accessory bar: drawn bordered.
    public static var accessoryBarAction: AccessoryBarActionButtonStyle { AccessoryBarActionButtonStyle() }
}

extension PrimitiveButtonStyleConfiguration {
    /// The configured button drawn in `style`: how the styles Trellis draws as a built-in one
    /// (accessory bar, glass) make their body.
    func button(in style: some PrimitiveButtonStyle) -> some View {
        Button {
            trigger()
        } label: {
            label
        }
        .buttonStyle(style)
    }
}
