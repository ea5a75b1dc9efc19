/// The bytes a terminal sends for a key, as ``InputParser`` reads them back: the legacy
/// encodings where one exists (text, Return, Tab, Shift-Tab, Backspace, Escape, Ctrl-letters,
/// arrows and the other function keys), the kitty protocol's `CSI code;mods u` otherwise.
enum KeyEncoding {
    static func bytes(for key: KeyEquivalent, modifiers: EventModifiers) -> [UInt8] {
        let parameter = 1 + (modifiers.contains(.shift) ? 1 : 0) + (modifiers.contains(.option) ? 2 : 0)
            + (modifiers.contains(.control) ? 4 : 0) + (modifiers.contains(.command) ? 8 : 0)
        let functional: [KeyEquivalent: String] = [
            .upArrow: "A", .downArrow: "B", .rightArrow: "C", .leftArrow: "D", .home: "H", .end: "F",
        ]
        if let final = functional[key] {
            return Array((parameter == 1 ? "\u{1B}[\(final)" : "\u{1B}[1;\(parameter)\(final)").utf8)
        }
        let tilde: [KeyEquivalent: Int] = [.deleteForward: 3, .pageUp: 5, .pageDown: 6]
        if let code = tilde[key] {
            return Array((parameter == 1 ? "\u{1B}[\(code)~" : "\u{1B}[\(code);\(parameter)~").utf8)
        }
        if key == .tab, modifiers == .shift { return Array("\u{1B}[Z".utf8) }
        if modifiers.isEmpty || modifiers == .shift && !Self.isControlKey(key) {
            switch key {
            case .return: return [0x0D]
            case .tab: return [0x09]
            case .delete: return [0x7F]
            case .escape: return [0x1B]
            default: return Array(String(key.character).utf8)
            }
        }
        if modifiers == .control, let ascii = key.character.asciiValue, (0x61...0x7A).contains(ascii) {
            return [ascii - 0x60]
        }
        let code: UInt32
        switch key {
        case .return: code = 13
        case .tab: code = 9
        case .delete: code = 127
        case .escape: code = 27
        default: code = key.character.unicodeScalars.first?.value ?? 0
        }
        return Array("\u{1B}[\(code);\(parameter)u".utf8)
    }

    private static func isControlKey(_ key: KeyEquivalent) -> Bool {
        [.return, .tab, .delete, .escape].contains(key)
    }
}
