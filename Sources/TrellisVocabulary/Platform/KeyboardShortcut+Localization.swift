extension KeyboardShortcut {
    /// The shortcut `key` with `modifiers`, localized as `localization` says: a terminal types
    /// the key as it is, so the localization has no effect on text.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization) {
        self.init(key, modifiers: modifiers)
    }
}
