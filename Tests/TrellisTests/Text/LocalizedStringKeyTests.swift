import Testing

import Trellis
@testable import TrellisCore

/// `LocalizedStringKey` interpolation builds short keys in place: every part type, and keys
/// on either side of the in-place limit (15 UTF-8 bytes), read as a Swift string would.
@MainActor struct LocalizedStringKeyTests {
    private struct Point: CustomStringConvertible {
        let x: Int, y: Int
        var description: String { "(\(x), \(y))" }
    }

    private func key(_ key: LocalizedStringKey) -> String { key.string }

    @Test func integersAndLiteralsInPlace() {
        let index = 42
        #expect(key("[ ] item \(index)") == "[ ] item 42")
        #expect(key("\(0)") == "0")
        #expect(key("\(index)\(index)") == "4242")
        #expect(key("\(Int.max)") == "9223372036854775807")
        #expect(key("x\(Int.min)y") == "x-9223372036854775808y")
        #expect(key("\(-7) below") == "-7 below")
    }

    @Test func keysAtTheInPlaceLimit() {
        #expect(key("12345678901234\(5)") == "123456789012345")  // 15 bytes: in place
        #expect(key("12345678901234\(56)") == "1234567890123456")  // 16: spilled
        #expect(key("\(123_456_789_012)abcd") == "123456789012abcd")
        let word = "fifteen bytes!!"
        #expect(key("\(word)") == word)
        #expect(key("\(word)\(1)") == word + "1")
        #expect(key("\(word) and then more, \(99) times") == word + " and then more, 99 times")
    }

    @Test func nonASCIIAndOtherTypes() {
        let name = "카드"
        #expect(key("\(name) \(3)") == "카드 3")
        #expect(key("é\(1)👨‍👩‍👧") == "é1👨‍👩‍👧")
        #expect(key("\(2.5) cells") == "2.5 cells")
        #expect(key("at \(Point(x: 1, y: -2))") == "at (1, -2)")
        #expect(key("\(true)/\(UInt8(7))") == "true/7")
        #expect(key("") == "")
    }

    @Test func textsTakeInterpolatedLiteralsAsKeys() {
        let count = 3
        #expect(ViewRenderer(width: 20).render(Text("\(count) items"), format: .plain) == "3 items\n")
        let string = "verbatim \(count)"
        #expect(ViewRenderer(width: 20).render(Text(string), format: .plain) == "verbatim 3\n")
    }
}
