/// Decodes the bytes a terminal sends in raw mode into ``InputEvent``s.
///
/// Understood: UTF-8 text; control keys (Return, Tab, Backspace, Escape, Ctrl-letters);
/// the legacy CSI and SS3 sequences of arrows, Home/End, Insert/Delete, Page Up/Down and
/// Shift-Tab, with xterm's modifier parameter; the kitty keyboard protocol's `CSI code;mods u`
/// (flag 1, disambiguated escape codes); SGR mouse reports; bracketed paste; focus in/out.
/// A sequence cut between two reads is kept until the rest arrives; an unknown sequence is
/// dropped whole; a lone Escape is a key only once ``flush()`` says no more bytes follow.
struct InputParser {
    private var pending: [UInt8] = []
    /// The text of a paste in progress, once its start was read.
    private var paste: [UInt8]?

    /// The events in `bytes` (and in what was left pending before them).
    mutating func parse(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        pending.append(contentsOf: bytes)
        var events: [InputEvent] = []
        var index = 0
        while index < pending.count {
            if paste != nil {
                guard let end = Self.find(Self.pasteEnd, in: pending, from: index) else {
                    // Keep a possible start of the end marker pending.
                    let keep = max(index, pending.count - Self.pasteEnd.count + 1)
                    paste!.append(contentsOf: pending[index..<keep])
                    index = keep
                    break
                }
                paste!.append(contentsOf: pending[index..<end])
                events.append(.paste(String(decoding: paste!, as: UTF8.self)))
                paste = nil
                index = end + Self.pasteEnd.count
                continue
            }
            guard let (event, length) = decode(at: index) else { break }  // incomplete
            if let event { events.append(event) }
            index += length
        }
        pending.removeFirst(index)
        return events
    }

    /// Whether bytes of an unfinished sequence are pending.
    var hasPending: Bool { !pending.isEmpty }

    /// The events of what is pending, taken as complete: a lone Escape is the Escape key.
    mutating func flush() -> [InputEvent] {
        guard !pending.isEmpty, paste == nil else { return [] }
        var events: [InputEvent] = []
        if pending.first == 0x1B {
            events.append(.key(.escape, []))
            pending.removeFirst()
        }
        events += parse([])
        pending.removeAll()
        return events
    }

    private static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        for index in start...(bytes.count - needle.count) where bytes[index..<(index + needle.count)].elementsEqual(needle) {
            return index
        }
        return nil
    }

    /// The event at `index` and the bytes it takes (a `nil` event for bytes that mean nothing);
    /// `nil` when the bytes there are an unfinished sequence.
    private mutating func decode(at index: Int) -> (InputEvent?, Int)? {
        let byte = pending[index]
        switch byte {
        case 0x1B:
            guard index + 1 < pending.count else { return nil }
            let next = pending[index + 1]
            if next == UInt8(ascii: "[") { return decodeCSI(at: index) }
            if next == UInt8(ascii: "O") {
                guard index + 2 < pending.count else { return nil }
                return (Self.finalKey(pending[index + 2]).map { .key($0, []) }, 3)
            }
            if next == 0x1B { return (.key(.escape, []), 1) }
            // Alt held with a key: ESC, then the key.
            guard let (event, length) = decode(at: index + 1) else { return nil }
            if case .key(let key, var modifiers)? = event {
                modifiers.insert(.option)
                return (.key(key, modifiers), length + 1)
            }
            return (event, length + 1)
        case 0x0D, 0x0A: return (.key(.return, []), 1)
        case 0x09: return (.key(.tab, []), 1)
        case 0x7F, 0x08: return (.key(.delete, []), 1)
        case 0x00: return (.key(.space, [.control]), 1)
        case 0x01...0x1A:
            return (.key(KeyEquivalent(Character(Unicode.Scalar(byte + 0x60))), [.control]), 1)
        case 0x1C...0x1F: return (nil, 1)
        default:
            let length = Self.utf8Length(byte)
            guard length > 0 else { return (nil, 1) }
            guard index + length <= pending.count else { return nil }
            let text = String(decoding: pending[index..<(index + length)], as: UTF8.self)
            guard let character = text.first else { return (nil, length) }
            return (.key(KeyEquivalent(character), []), length)
        }
    }

    /// A CSI sequence at `index`: its parameters, up to the final byte.
    private mutating func decodeCSI(at index: Int) -> (InputEvent?, Int)? {
        var end = index + 2
        while end < pending.count, !(0x40...0x7E).contains(pending[end]) { end += 1 }
        guard end < pending.count else {
            // An unfinished sequence; one far longer than any key is noise.
            return end - index > 64 ? (nil, end - index) : nil
        }
        let length = end - index + 1
        let final = pending[end]
        let body = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
        if body.hasPrefix("<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
            let numbers = body.dropFirst().split(separator: ";").compactMap { Int($0) }
            guard numbers.count == 3 else { return (nil, length) }
            return (.mouse(MouseEvent(button: numbers[0], column: numbers[1] - 1, row: numbers[2] - 1,
                                      isPress: final == UInt8(ascii: "M"))), length)
        }
        let parameters = body.split(separator: ";", omittingEmptySubsequences: false).map {
            Int($0.split(separator: ":").first ?? "") ?? 0
        }
        let modifiers = Self.modifiers(parameters.count > 1 ? parameters[1] : 1)
        switch final {
        case UInt8(ascii: "I"): return (.focus(true), length)
        case UInt8(ascii: "O"): return (.focus(false), length)
        case UInt8(ascii: "Z"): return (.key(.tab, modifiers.union(.shift)), length)
        case UInt8(ascii: "R") where parameters.count == 2:
            // A cursor position report; the session takes it only while it asked for one (a
            // modified F3 in xterm's legacy encoding looks the same).
            return (.cursorPosition(row: parameters[0] - 1, column: parameters[1] - 1), length)
        case UInt8(ascii: "u"):
            guard let code = parameters.first, let key = Self.kittyKey(code) else { return (nil, length) }
            return (.key(key, modifiers), length)
        case UInt8(ascii: "~"):
            if parameters.first == 200 {
                paste = []
                return (nil, length)
            }
            let keys: [Int: KeyEquivalent] = [
                1: .home, 2: KeyEquivalent("\u{F727}"), 3: .deleteForward, 4: .end, 5: .pageUp, 6: .pageDown,
                7: .home, 8: .end,
            ]
            return (parameters.first.flatMap { keys[$0] }.map { .key($0, modifiers) }, length)
        default:
            return (Self.finalKey(final).map { .key($0, modifiers) }, length)
        }
    }

    /// The key of a CSI or SS3 sequence's final byte (arrows, Home, End).
    private static func finalKey(_ final: UInt8) -> KeyEquivalent? {
        switch final {
        case UInt8(ascii: "A"): .upArrow
        case UInt8(ascii: "B"): .downArrow
        case UInt8(ascii: "C"): .rightArrow
        case UInt8(ascii: "D"): .leftArrow
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
    }

    /// The key of a kitty protocol key code (a Unicode scalar, or one of its functional codes).
    private static func kittyKey(_ code: Int) -> KeyEquivalent? {
        switch code {
        case 13: return .return
        case 9: return .tab
        case 27: return .escape
        case 127, 8: return .delete
        default:
            guard code >= 0x20, let scalar = Unicode.Scalar(code) else { return nil }
            return KeyEquivalent(Character(scalar))
        }
    }

    /// The modifier keys of xterm's modifier parameter (1 + a bit set of shift, alt, ctrl, super).
    private static func modifiers(_ parameter: Int) -> EventModifiers {
        let bits = max(0, parameter - 1)
        var modifiers: EventModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 { modifiers.insert(.option) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        if bits & 8 != 0 { modifiers.insert(.command) }
        return modifiers
    }

    /// The length of the UTF-8 sequence that `lead` starts; 0 for a byte that starts none.
    private static func utf8Length(_ lead: UInt8) -> Int {
        switch lead {
        case 0x20..<0x80: 1
        case 0xC2..<0xE0: 2
        case 0xE0..<0xF0: 3
        case 0xF0..<0xF5: 4
        default: 0
        }
    }
}
