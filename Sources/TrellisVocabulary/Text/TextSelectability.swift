// Whether people can select text (`.textSelection(.enabled)`): SwiftUI's `TextSelectability`
// and its two values, each saying so in `allowsSelection`. A rendered terminal frame has no
// selection of its own, so the choice has no effect on text.

/// Whether text can be selected: no effect on text.
public protocol TextSelectability {
    /// Whether text can be selected.
    static var allowsSelection: Bool { get }
}

/// Text can be selected: no effect on text.
public struct EnabledTextSelectability: TextSelectability {
    public static let allowsSelection = true
}

/// Text cannot be selected: no effect on text.
public struct DisabledTextSelectability: TextSelectability {
    public static let allowsSelection = false
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Text can be selected: no effect on text.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text cannot be selected: no effect on text.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}
