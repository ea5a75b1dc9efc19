import Testing
import Trellis
@testable import TrellisCore

/// The terminal's input bytes decode into key, paste, mouse and focus events, whatever the
/// split of the bytes between reads.
@MainActor @Suite("Runtime: input parsing")
struct InputParserTests {
    private func parse(_ text: String) -> [InputEvent] {
        var parser = InputParser()
        return parser.parse(Array(text.utf8)) + parser.flush()
    }

    @Test("legacy keys: text, controls, arrows with modifiers, function keys, Shift-Tab")
    func legacy() {
        #expect(parse("a漢\r\t\u{7F}\u{03}") == [
            .key("a", []), .key("漢", []), .key(.return, []), .key(.tab, []), .key(.delete, []), .key("c", [.control]),
        ])
        #expect(parse("\u{1B}[A\u{1B}OB\u{1B}[1;5C\u{1B}[3~\u{1B}[5;2~\u{1B}[Z") == [
            .key(.upArrow, []), .key(.downArrow, []), .key(.rightArrow, [.control]), .key(.deleteForward, []),
            .key(.pageUp, [.shift]), .key(.tab, [.shift]),
        ])
        #expect(parse("\u{1B}x") == [.key("x", [.option])])
    }

    @Test("the kitty keyboard protocol's CSI u keys")
    func kitty() {
        #expect(parse("\u{1B}[97;5u\u{1B}[13u\u{1B}[9;2u\u{1B}[27u\u{1B}[127;3u") == [
            .key("a", [.control]), .key(.return, []), .key(.tab, [.shift]), .key(.escape, []), .key(.delete, [.option]),
        ])
    }

    @Test("SGR mouse, focus reports and bracketed paste")
    func reports() {
        #expect(parse("\u{1B}[<0;10;5M\u{1B}[<0;10;5m\u{1B}[I\u{1B}[O") == [
            .mouse(MouseEvent(button: 0, column: 9, row: 4, isPress: true)),
            .mouse(MouseEvent(button: 0, column: 9, row: 4, isPress: false)), .focus(true), .focus(false),
        ])
        #expect(parse("\u{1B}[200~a\u{1B}[Ab\u{1B}[201~x") == [.paste("a\u{1B}[Ab"), .key("x", [])])
    }

    @Test("sequences split anywhere between reads decode the same")
    func splits() {
        let input = "é\u{1B}[1;5A\u{1B}[<2;3;4M\u{1B}[200~paste\u{1B}[201~\u{1B}[97;5u漢"
        let whole = parse(input)
        let bytes = Array(input.utf8)
        for split in 1..<bytes.count {
            var parser = InputParser()
            let events = parser.parse(bytes[..<split]) + parser.parse(bytes[split...]) + parser.flush()
            #expect(events == whole, "split at byte \(split)")
        }
    }

    @Test("a lone Escape is a key once no more bytes follow; noise is dropped")
    func escape() {
        var parser = InputParser()
        #expect(parser.parse([0x1B]) == [])
        #expect(parser.hasPending)
        #expect(parser.flush() == [.key(.escape, [])])
        #expect(parse("\u{1B}[99X\u{1B}[<1;2M") == [])  // unknown final, malformed mouse
    }
}
