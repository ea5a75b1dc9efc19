import Foundation

/// The environment values SwiftUI code reads about its surroundings, with what a text render
/// sets them to.
///
/// | value | in a render |
/// |---|---|
/// | `horizontalSizeClass` | `.compact` below ``UserInterfaceSizeClass/regularWidth`` (80) columns, `.regular` from there or when the width is unbounded |
/// | `verticalSizeClass` | `.regular`: output grows downwards without limit |
/// | `colorScheme` | `.dark`: the background colours blend towards (see ``Color/opacity(_:)``) |
/// | `dynamicTypeSize` | `.large`, SwiftUI's default; text is one cell high whatever the size |
/// | `layoutDirection` | `.leftToRight` |
/// | `isEnabled` | `true`; `false` below ``View/disabled(_:)`` |
/// | `locale`, `calendar`, `timeZone` | the process's current ones, as in SwiftUI |
/// | `displayScale`, `pixelLength` | 1: a cell is the smallest thing drawn |
/// | `scenePhase` | `.active` |
/// | `controlSize` | `.regular` |
/// | `isSearching`, `isPresented` | `false` |
/// | `editMode` | `nil` |
extension EnvironmentValues {
    /// The horizontal size class: `.compact` when the output is narrower than
    /// ``UserInterfaceSizeClass/regularWidth`` columns, unless an ancestor sets it.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] ?? renderWidth.map { $0 < UserInterfaceSizeClass.regularWidth ? .compact : .regular } ?? .regular }
        set { self[HorizontalSizeClassKey.self] = .some(newValue) }
    }

    /// The vertical size class: `.regular`, as output grows downwards without limit.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// Whether the output is dark or light: `.dark`, the background terminal colours are
    /// assumed to be.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The text size the reader asked for (`.large`); text stays one cell high at every size.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The direction text runs in (`.leftToRight`).
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// Whether controls accept input: `false` below ``View/disabled(_:)``.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The locale text is formatted for: the process's current locale.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar dates are shown in: the process's current calendar.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone dates are shown in: the process's current time zone.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// Pixels per point: 1, as a cell is the smallest thing drawn.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The length of one pixel: 1 over ``displayScale`` (1 if the scale is not positive).
    public var pixelLength: CGFloat { displayScale > 0 ? 1 / displayScale : 1 }

    /// Whether the app is in front: `.active` while rendering.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// The size of controls, set by the vocabulary's `controlSize(_:)` modifier (`.regular`).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// Why content is shown as placeholders, set by ``View/redacted(reason:)`` (none).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// How prominent section headers are (`.standard`).
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }

    /// Whether a search field above is being edited: never, in static output.
    public var isSearching: Bool { false }

    /// Whether the view is in a presentation (a sheet, a popover): never, in static output.
    public var isPresented: Bool { false }

    /// The edit mode of a list, if an ancestor provides one (`nil`).
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }

    /// Dismisses the presentation the view is in (does nothing: nothing is presented).
    public var dismiss: DismissAction { DismissAction() }

    /// Opens URLs (in a render, hands each to the handler an ancestor sets; by default
    /// opens nothing).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    /// The width of the render, in columns, set at its root; `nil` for unbounded.
    var renderWidth: Int? {
        get { self[RenderWidthKey.self] }
        set { self[RenderWidthKey.self] = newValue }
    }
}

extension UserInterfaceSizeClass {
    /// The narrowest output, in columns, whose horizontal size class is `.regular`: the
    /// classic terminal width, about what a phone held upright is not.
    public static let regularWidth = 80
}

/// `nil` until an ancestor sets the size class (to a class or to `nil`).
private enum HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass?? = nil }
private enum VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
private enum ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.dark }
private enum DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private enum LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private enum IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private enum LocaleKey: EnvironmentKey { static var defaultValue: Locale { .current } }
private enum CalendarKey: EnvironmentKey { static var defaultValue: Calendar { .current } }
private enum TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { .current } }
private enum DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private enum ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
private enum ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
private enum RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
private enum HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }
private enum EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }
private enum OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction { _ in .discarded } }
private enum RenderWidthKey: EnvironmentKey { static let defaultValue: Int? = nil }
