import Foundation

/// Input and scrolling settings SwiftUI code reads from the environment. The modifiers that
/// set them in SwiftUI set them here too (`autocorrectionDisabled`, `scrollDisabled`,
/// `scrollIndicators`, `menuOrder`), so a view below reads what an ancestor asked for;
/// `.environment(_:_:)` sets any of them.
extension EnvironmentValues {
    /// Whether text fields below turn autocorrection off: `false` unless
    /// ``View/autocorrectionDisabled(_:)`` says so.
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] }
        set { self[AutocorrectionDisabledKey.self] = newValue }
    }

    /// The deprecated spelling of ``autocorrectionDisabled``: `nil` unless
    /// ``View/disableAutocorrection(_:)`` sets it.
    public var disableAutocorrection: Bool? {
        get { self[DisableAutocorrectionKey.self] }
        set { self[DisableAutocorrectionKey.self] = newValue }
    }

    /// Whether scroll views below may scroll: `true` unless ``View/scrollDisabled(_:)`` says not.
    public var isScrollEnabled: Bool {
        get { self[ScrollEnabledKey.self] }
        set { self[ScrollEnabledKey.self] = newValue }
    }

    /// Whether scroll views below show a horizontal indicator: `.automatic` unless
    /// ``View/scrollIndicators(_:axes:)`` names the horizontal axis.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalIndicatorKey.self] }
        set { self[HorizontalIndicatorKey.self] = newValue }
    }

    /// Whether scroll views below show a vertical indicator: `.automatic` unless
    /// ``View/scrollIndicators(_:axes:)`` names the vertical axis.
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalIndicatorKey.self] }
        set { self[VerticalIndicatorKey.self] = newValue }
    }

    /// The order menus below list their items in: `.automatic` unless ``View/menuOrder(_:)``
    /// sets it.
    public var menuOrder: MenuOrder {
        get { self[MenuOrderKey.self] }
        set { self[MenuOrderKey.self] = newValue }
    }

    /// The least height of a list row, in points: SwiftUI's iOS default, 44.
    public var defaultMinListRowHeight: CGFloat {
        get { self[MinListRowHeightKey.self] }
        set { self[MinListRowHeightKey.self] = newValue }
    }

    /// The least height of a list section header, in points: `nil`, the list's own.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[MinListHeaderHeightKey.self] }
        set { self[MinListHeaderHeightKey.self] = newValue }
    }
}

private enum AutocorrectionDisabledKey: EnvironmentKey { static let defaultValue = false }
private enum DisableAutocorrectionKey: EnvironmentKey { static let defaultValue: Bool? = nil }
private enum ScrollEnabledKey: EnvironmentKey { static let defaultValue = true }
private enum HorizontalIndicatorKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }
private enum VerticalIndicatorKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }
private enum MenuOrderKey: EnvironmentKey { static let defaultValue = MenuOrder.automatic }
private enum MinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat = 44 }
private enum MinListHeaderHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
