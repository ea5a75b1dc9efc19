/// Modifiers about the screen around the view: its safe area, status bar and appearance. A
/// render has no screen around it, so the view renders unchanged. (Insets that place content
/// are in `Layout/SafeAreaInsetModifier.swift`.)
nonisolated extension View {
    /// Would extend the view into the safe area: there is none, so ignored.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    /// Would extend the view into the safe area (SwiftUI's older form): there is none, so ignored.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }

    /// Would hide the status bar: there is none, so ignored.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    /// Asks for a light or dark appearance: the terminal's own colours stay, so ignored in
    /// drawing (see `EnvironmentValues.colorScheme`); ancestors read the request, as in
    /// SwiftUI, as the ``PreferredColorSchemeKey`` preference.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        preference(key: PreferredColorSchemeKey.self, value: colorScheme)
    }

    /// Would hide the home indicator and other overlays: there are none, so ignored.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
}

/// The parts of the safe area: the container's (bars, notches) and the keyboard's.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
