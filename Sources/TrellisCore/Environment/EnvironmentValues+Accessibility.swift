/// The accessibility settings SwiftUI code reads to adapt its drawing. A terminal reports none
/// of them, so each is `false` unless an ancestor sets it
/// (`.environment(\.accessibilityDifferentiateWithoutColor, true)`), and code that branches on
/// one draws its usual branch.
extension EnvironmentValues {
    /// Whether the reader asked for differences shown by more than colour (shapes, symbols):
    /// `false`.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }

    /// Whether the reader asked for less motion: `false` (nothing moves in a render anyway).
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// Whether the reader asked for less transparency: `false`.
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }

    /// Whether the reader inverted the display's colours: `false`.
    public var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }

    /// Whether VoiceOver is running: `false`.
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[VoiceOverEnabledKey.self] }
        set { self[VoiceOverEnabledKey.self] = newValue }
    }
}

private enum DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
private enum ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private enum ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
private enum InvertColorsKey: EnvironmentKey { static let defaultValue = false }
private enum VoiceOverEnabledKey: EnvironmentKey { static let defaultValue = false }
