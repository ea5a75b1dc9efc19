/// A key press delivered to an `onKeyPress` handler under a live runtime.
public struct KeyPress: Sendable {
    /// The key pressed.
    public let key: KeyEquivalent
    /// The text the key types: its character (empty for keys that type none, such as arrows).
    public let characters: String
    /// The modifier keys held.
    public let modifiers: EventModifiers
    /// The phase of the press: a terminal reports presses, so always `.down`.
    public let phase: Phases

    /// The phases of a key press a handler can ask for.
    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1 << 0)
        public static let `repeat` = Phases(rawValue: 1 << 1)
        public static let up = Phases(rawValue: 1 << 2)
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// What a handler did with a press: `.handled` stops it, `.ignored` passes it on to the
    /// handlers around and then to the focused control.
    public enum Result: Sendable {
        case handled
        case ignored
    }

    init(key: KeyEquivalent, modifiers: EventModifiers) {
        self.key = key
        self.modifiers = modifiers
        self.characters = KeyPress.typesNothing(key) ? "" : String(key.character)
        self.phase = .down
    }

    /// Keys that type no text: arrows and the other keys AppKit gives private-use characters.
    static func typesNothing(_ key: KeyEquivalent) -> Bool {
        key.character.unicodeScalars.allSatisfy { (0xF700...0xF8FF).contains($0.value) }
    }
}

/// A handler installed by `onKeyPress`: the press, then what it did with it.
typealias KeyPressHandler = (KeyPress) -> KeyPress.Result

nonisolated extension View {
    /// Calls `action` when `key` is pressed while this view or a control in it has focus.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        onKeyPress(keys: [key], phases: [.down, .repeat]) { _ in action() }
    }

    /// Calls `action` when `key` is pressed in one of `phases` while this view or a control in
    /// it has focus.
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        onKeyPress(keys: [key], phases: phases, action: action)
    }

    /// Calls `action` when one of `keys` is pressed in one of `phases` while this view or a
    /// control in it has focus.
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        keyPressHandler { press in
            keys.contains(press.key) && !phases.isDisjoint(with: press.phase) ? action(press) : .ignored
        }
    }

    /// Calls `action` for every key pressed in one of `phases` while this view or a control in
    /// it has focus.
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        keyPressHandler { press in
            !phases.isDisjoint(with: press.phase) ? action(press) : .ignored
        }
    }

    /// Adds `handler` for the controls made inside this view (under a live runtime only): a
    /// press reaching a focused control goes to its handlers innermost first, then to the
    /// control.
    private func keyPressHandler(_ handler: @escaping KeyPressHandler) -> some View {
        modifier(EnvironmentWritingModifier { environment in
            if LiveGraph.anyAlive { environment.keyPressHandlers.append(handler) }
        })
    }
}

extension EnvironmentValues {
    /// The `onKeyPress` handlers around a view, outermost first (live runtime only).
    var keyPressHandlers: [KeyPressHandler] {
        get { self[KeyPressHandlersKey.self] }
        set { self[KeyPressHandlersKey.self] = newValue }
    }
}

private struct KeyPressHandlersKey: EnvironmentKey {
    static var defaultValue: [KeyPressHandler] { [] }
}
