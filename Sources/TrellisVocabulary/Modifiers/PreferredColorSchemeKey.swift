/// The appearance views ask for with `preferredColorScheme(_:)`, as a preference an
/// ancestor reads (`onPreferenceChange(PreferredColorSchemeKey.self)`): nil when none asks;
/// the first request in the tree's order wins.
public struct PreferredColorSchemeKey: PreferenceKey {
    public typealias Value = ColorScheme?

    public static var defaultValue: ColorScheme? { nil }

    /// Keeps the request so far, else takes the next view's.
    public static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        if value == nil { value = nextValue() }
    }
}
