// The traits of the output that views read from the environment (see
// `EnvironmentValues+Traits.swift` for what a render sets them to).

/// Whether there is room for a regular or only a compact layout along one axis.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

/// Whether the output is light text on a dark background or the reverse.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    case light, dark
}

/// The direction text runs in.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}

/// The text size a reader asked for, from extra small to the five accessibility sizes.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// Whether the app is in front, in the background or between the two.
public enum ScenePhase: Hashable, Comparable, Sendable {
    case background, inactive, active
}

/// The size of controls, from mini to extra large.
public enum ControlSize: Hashable, CaseIterable, Sendable {
    case mini, small, regular, large, extraLarge
}

/// How prominent a header or a badge is.
public enum Prominence: Hashable, Sendable {
    case standard, increased
}

/// Whether a list's rows can be edited (moved, deleted).
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active

    /// Whether rows are being edited.
    public var isEditing: Bool { self != .inactive }
}

/// Why a view's content is shown as placeholders (see ``View/redacted(reason:)``).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The content is a placeholder for data still loading.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// The content is private.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// The content is out of date.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}
