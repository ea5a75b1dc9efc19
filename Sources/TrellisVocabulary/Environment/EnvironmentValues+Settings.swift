import Foundation

/// The rest of SwiftUI's environment values that app code reads, with the value a text render
/// has: the reader's settings a terminal does not report (accessibility switches, contrast,
/// legibility), and the styles and behaviours no modifier of Trellis sets. Each reads SwiftUI's
/// default until an ancestor sets it with `.environment(_:_:)`, so code that branches on one
/// draws its usual branch. `sizeCategory` is `dynamicTypeSize` under its older name.
extension EnvironmentValues {
    /// Whether an assistive technology is running: `false`.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] }
        set { self[AccessibilityEnabledKey.self] = newValue }
    }

    /// Whether the reader asked for button shapes: `false`.
    public var accessibilityShowButtonShapes: Bool {
        get { self[ShowButtonShapesKey.self] }
        set { self[ShowButtonShapesKey.self] = newValue }
    }

    /// Whether Switch Control is running: `false`.
    public var accessibilitySwitchControlEnabled: Bool {
        get { self[SwitchControlKey.self] }
        set { self[SwitchControlKey.self] = newValue }
    }

    /// Whether the large content viewer is on: `false`.
    public var accessibilityLargeContentViewerEnabled: Bool {
        get { self[LargeContentViewerKey.self] }
        set { self[LargeContentViewerKey.self] = newValue }
    }

    /// Whether accessibility quick actions are on: `false`.
    public var accessibilityQuickActionsEnabled: Bool {
        get { self[QuickActionsKey.self] }
        set { self[QuickActionsKey.self] = newValue }
    }

    /// Whether the reader asked for flashing lights dimmed: `false`.
    public var accessibilityDimFlashingLights: Bool {
        get { self[DimFlashingLightsKey.self] }
        set { self[DimFlashingLightsKey.self] = newValue }
    }

    /// Whether animated images may play: `true`, SwiftUI's default.
    public var accessibilityPlayAnimatedImages: Bool {
        get { self[PlayAnimatedImagesKey.self] }
        set { self[PlayAnimatedImagesKey.self] = newValue }
    }

    /// Whether Assistive Access is running: `false`.
    public var accessibilityAssistiveAccessEnabled: Bool {
        get { self[AssistiveAccessKey.self] }
        set { self[AssistiveAccessKey.self] = newValue }
    }

    /// The text weight the reader asked for: `nil`, none reported.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }

    /// The contrast the reader asked for: `.standard`.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }

    /// The text size the reader asked for, by its pre-iOS 15 name: `dynamicTypeSize` under
    /// the older cases (`.large` by default), read and written through it.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = DynamicTypeSize(newValue) }
    }

    /// Whether the display dims for the always-on state: `false`.
    public var isLuminanceReduced: Bool {
        get { self[LuminanceReducedKey.self] }
        set { self[LuminanceReducedKey.self] = newValue }
    }

    /// Whether the nearest focusable ancestor has focus: `false` unless set.
    public var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }

    /// Whether focus effects are drawn: `true`, SwiftUI's default.
    public var isFocusEffectEnabled: Bool {
        get { self[FocusEffectKey.self] }
        set { self[FocusEffectKey.self] = newValue }
    }

    /// Whether hover effects are drawn: `true`, SwiftUI's default.
    public var isHoverEffectEnabled: Bool {
        get { self[HoverEffectKey.self] }
        set { self[HoverEffectKey.self] = newValue }
    }

    /// Whether the app may open more than one window: `false`, a render has one.
    public var supportsMultipleWindows: Bool { false }

    /// Whether the view's window is in front and active: `true`, a render's one window is.
    public var appearsActive: Bool {
        get { self[AppearsActiveKey.self] }
        set { self[AppearsActiveKey.self] = newValue }
    }

    /// The dynamic range images below may use: `nil`, the image's own.
    public var allowedDynamicRange: Image.DynamicRange? {
        get { self[DynamicRangeKey.self] }
        set { self[DynamicRangeKey.self] = newValue }
    }

    /// The spacing between lines of text, in points: 0.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// The least factor text may shrink by to fit: 1.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// Whether text may tighten its letter spacing to fit: `false`.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }

    /// How symbol images below render: `nil`, each symbol's own mode.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// The style views below fill their background with: `nil`, the system's.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }

    /// The material behind the view: `nil`, none.
    public var backgroundMaterial: Material? {
        get { self[BackgroundMaterialKey.self] }
        set { self[BackgroundMaterialKey.self] = newValue }
    }

    /// How prominent the view's background is: `.standard`.
    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] }
        set { self[BackgroundProminenceKey.self] = newValue }
    }

    /// How prominent badges below are: `.standard`.
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }

    /// Whether buttons below repeat while held: `.automatic`.
    public var buttonRepeatBehavior: ButtonRepeatBehavior {
        get { self[ButtonRepeatKey.self] }
        set { self[ButtonRepeatKey.self] = newValue }
    }

    /// Whether views below spring-load during a drag: `.automatic`.
    public var springLoadingBehavior: SpringLoadingBehavior {
        get { self[SpringLoadingKey.self] }
        set { self[SpringLoadingKey.self] = newValue }
    }

    /// The size of sidebar rows: `.medium`.
    public var sidebarRowSize: SidebarRowSize {
        get { self[SidebarRowSizeKey.self] }
        set { self[SidebarRowSizeKey.self] = newValue }
    }

    /// Where search suggestions show: `.automatic`.
    public var searchSuggestionsPlacement: SearchSuggestionsPlacement {
        get { self[SuggestionsPlacementKey.self] }
        set { self[SuggestionsPlacementKey.self] = newValue }
    }

    /// How scrolling dismisses the keyboard: `.automatic`.
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[DismissesKeyboardKey.self] }
        set { self[DismissesKeyboardKey.self] = newValue }
    }

    /// Whether labels of controls below show: `.automatic`.
    public var labelsVisibility: Visibility {
        get { self[LabelsVisibilityKey.self] }
        set { self[LabelsVisibilityKey.self] = newValue }
    }

    /// Whether menus below show their indicator: `.automatic`.
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorKey.self] }
        set { self[MenuIndicatorKey.self] = newValue }
    }

    /// Whether horizontal scroll views below bounce: `.automatic`.
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[HorizontalBounceKey.self] }
        set { self[HorizontalBounceKey.self] = newValue }
    }

    /// Whether vertical scroll views below bounce: `.automatic`.
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[VerticalBounceKey.self] }
        set { self[VerticalBounceKey.self] = newValue }
    }

    /// The height of a wheel picker's rows, in points: 32.
    public var defaultWheelPickerItemHeight: CGFloat {
        get { self[WheelItemHeightKey.self] }
        set { self[WheelItemHeightKey.self] = newValue }
    }

    /// How text below changes content: `.identity`.
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }

    /// Whether content transitions draw offscreen: `false`.
    public var contentTransitionAddsDrawingGroup: Bool {
        get { self[DrawingGroupKey.self] }
        set { self[DrawingGroupKey.self] = newValue }
    }

    /// The keyboard shortcut of the enclosing control: `nil`.
    public var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }

    /// The refresh action of a refreshable ancestor: `nil`, nothing pulls to refresh.
    public var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }

    /// Dismisses the search of a searchable ancestor: nothing is searched, so does nothing.
    public var dismissSearch: DismissSearchAction { DismissSearchAction(member: "dismissSearch") }
}

extension RefreshAction {
    /// Runs the refresh: nothing pulls to refresh in a render, so there is nothing to run.
    public func callAsFunction() async {}
}

extension DismissSearchAction {
    /// Ends the search: nothing is searched, so does nothing.
    public func callAsFunction() {}
}

extension ContentSizeCategory {
    /// Whether this is one of the accessibility categories (`.accessibilityMedium` and up).
    public var isAccessibilityCategory: Bool { DynamicTypeSize(self).isAccessibilitySize }

    /// The category of a Dynamic Type size.
    public init(_ size: DynamicTypeSize) {
        let all: [ContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]
        self = all[DynamicTypeSize.allCases.firstIndex(of: size) ?? 3]
    }
}

extension DynamicTypeSize {
    /// The Dynamic Type size of a category.
    public init(_ category: ContentSizeCategory) {
        let all: [ContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]
        self = DynamicTypeSize.allCases[all.firstIndex(of: category) ?? 3]
    }
}

private enum AccessibilityEnabledKey: EnvironmentKey { static let defaultValue = false }
private enum ShowButtonShapesKey: EnvironmentKey { static let defaultValue = false }
private enum SwitchControlKey: EnvironmentKey { static let defaultValue = false }
private enum LargeContentViewerKey: EnvironmentKey { static let defaultValue = false }
private enum QuickActionsKey: EnvironmentKey { static let defaultValue = false }
private enum DimFlashingLightsKey: EnvironmentKey { static let defaultValue = false }
private enum PlayAnimatedImagesKey: EnvironmentKey { static let defaultValue = true }
private enum AssistiveAccessKey: EnvironmentKey { static let defaultValue = false }
private enum LegibilityWeightKey: EnvironmentKey { static var defaultValue: LegibilityWeight? { nil } }
private enum ColorSchemeContrastKey: EnvironmentKey { static var defaultValue: ColorSchemeContrast { .standard } }
private enum LuminanceReducedKey: EnvironmentKey { static let defaultValue = false }
private enum IsFocusedKey: EnvironmentKey { static let defaultValue = false }
private enum FocusEffectKey: EnvironmentKey { static let defaultValue = true }
private enum HoverEffectKey: EnvironmentKey { static let defaultValue = true }
private enum AppearsActiveKey: EnvironmentKey { static let defaultValue = true }
private enum DynamicRangeKey: EnvironmentKey { static let defaultValue: Image.DynamicRange? = nil }
private enum LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private enum MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private enum AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }
private enum SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
private enum BackgroundStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }
private enum BackgroundMaterialKey: EnvironmentKey { static var defaultValue: Material? { nil } }
private enum BackgroundProminenceKey: EnvironmentKey { static var defaultValue: BackgroundProminence { .standard } }
private enum BadgeProminenceKey: EnvironmentKey { static var defaultValue: BadgeProminence { .standard } }
private enum ButtonRepeatKey: EnvironmentKey { static var defaultValue: ButtonRepeatBehavior { .automatic } }
private enum SpringLoadingKey: EnvironmentKey { static var defaultValue: SpringLoadingBehavior { .automatic } }
private enum SidebarRowSizeKey: EnvironmentKey { static var defaultValue: SidebarRowSize { .medium } }
private enum SuggestionsPlacementKey: EnvironmentKey {
    static var defaultValue: SearchSuggestionsPlacement { .automatic }
}
private enum DismissesKeyboardKey: EnvironmentKey {
    static var defaultValue: ScrollDismissesKeyboardMode { .automatic }
}
private enum LabelsVisibilityKey: EnvironmentKey { static let defaultValue = Visibility.automatic }
private enum MenuIndicatorKey: EnvironmentKey { static let defaultValue = Visibility.automatic }
private enum HorizontalBounceKey: EnvironmentKey { static var defaultValue: ScrollBounceBehavior { .automatic } }
private enum VerticalBounceKey: EnvironmentKey { static var defaultValue: ScrollBounceBehavior { .automatic } }
private enum WheelItemHeightKey: EnvironmentKey { static let defaultValue: CGFloat = 32 }
private enum ContentTransitionKey: EnvironmentKey { static let defaultValue = ContentTransition.identity }
private enum DrawingGroupKey: EnvironmentKey { static let defaultValue = false }
private enum KeyboardShortcutKey: EnvironmentKey { static var defaultValue: KeyboardShortcut? { nil } }
private enum RefreshKey: EnvironmentKey { static var defaultValue: RefreshAction? { nil } }
