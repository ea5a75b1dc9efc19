import Testing

import Trellis
@testable import TrellisCore

@MainActor @Suite("Grapheme clusters")
struct GraphemeClusterTests {
    typealias Piece = WidthTesting.Piece

    @Test func boundariesOfTheTortureTable() {
        #expect(WidthTesting.clusters(of: "첫 번") == [Piece("첫", 2), Piece(" ", 1), Piece("번", 2)])
        #expect(WidthTesting.clusters(of: "ＡＢ") == [Piece("Ａ", 2), Piece("Ｂ", 2)])
        #expect(
            WidthTesting.clusters(of: "e\u{301}te\u{301}") == [Piece("e\u{301}", 1), Piece("t", 1), Piece("e\u{301}", 1)])
        #expect(WidthTesting.clusters(of: "👨‍👩‍👧‍👦 f") == [Piece("👨‍👩‍👧‍👦", 2), Piece(" ", 1), Piece("f", 1)])
        #expect(WidthTesting.clusters(of: "❤️☺️") == [Piece("❤️", 2), Piece("☺️", 2)])
        #expect(WidthTesting.clusters(of: "👍🏽👍") == [Piece("👍🏽", 2), Piece("👍", 2)])
        #expect(WidthTesting.clusters(of: "🇰🇷🇰") == [Piece("🇰🇷", 2), Piece("🇰", 1)])
        #expect(WidthTesting.clusters(of: "1️⃣2") == [Piece("1️⃣", 2), Piece("2", 1)])
        #expect(WidthTesting.clusters(of: "±①α") == [Piece("±", 1), Piece("①", 1), Piece("α", 1)])
        #expect(WidthTesting.clusters(of: "±①", policy: WidthPolicy(ambiguousWidth: 2)) == [Piece("±", 2), Piece("①", 2)])
        #expect(WidthTesting.clusters(of: "a\tb") == [Piece("a", 1), Piece("\t", 0), Piece("b", 1)])
        #expect(WidthTesting.clusters(of: "\u{1100}\u{1161}\u{11A8}가") == [Piece("\u{1100}\u{1161}\u{11A8}", 2), Piece("가", 2)])
        #expect(WidthTesting.clusters(of: "a\r\n\r") == [Piece("a", 1), Piece("\r\n", 0), Piece("\r", 0)])
    }

    @Test func byteRangesTileTheBuffer() {
        let bytes = Array("x👨‍👩‍👧‍👦é\r\n日".utf8)
        let ranges = bytes.withUnsafeBufferPointer { buffer in
            GraphemeClusterIterator(utf8: buffer).map(\.byteRange)
        }
        #expect(ranges == [0..<1, 1..<26, 26..<28, 28..<30, 30..<33])
    }

    @Test func forEachClusterMatchesTheIterator() {
        let text = "a\u{301}│첫 👨‍👩‍👧‍👦🇰🇷1️⃣\r\n日"
        var found: [Piece] = []
        CellWidth.forEachCluster(in: text) { cluster in
            let bytes = Array(text.utf8)[cluster.byteRange]
            found.append(Piece(String(decoding: bytes, as: UTF8.self), cluster.width))
        }
        #expect(found == WidthTesting.clusters(of: text))
        #expect(found.map(\.text) == text.map { String($0) })
    }

    @Test func wideClustersAreEastAsianWideOrEmoji() {
        func wideness(_ text: String, _ policy: WidthPolicy = .standard) -> [Bool] {
            let bytes = Array(text.utf8)
            return bytes.withUnsafeBufferPointer { GraphemeClusterIterator(utf8: $0, policy: policy).map(\.isWide) }
        }
        #expect(wideness("日本a가Ａ") == [true, true, false, true, true])
        #expect(wideness("👍🏽🇰🇷❤️⌚") == [true, true, true, true])
        #expect(wideness("①αकि", WidthPolicy(ambiguousWidth: 2)) == [false, false, false])
        #expect(wideness("❤️", WidthPolicy(emojiPresentationWidth: 1)) == [false])
    }

    /// Every case of the Unicode 15.0 GraphemeBreakTest.txt (except those with surrogates,
    /// which UTF-8 cannot hold).
    @Test func graphemeBreakConformance() throws {
        var checked = 0
        for line in graphemeBreakTestCases.split(separator: "\n") {
            var scalars: [Unicode.Scalar] = []
            var boundaries: [Int] = []
            var byteCount = 0
            for token in line.split(separator: " ") {
                switch token {
                case "÷": boundaries.append(byteCount)
                case "×": break
                default:
                    let value = try #require(UInt32(token, radix: 16))
                    guard let scalar = Unicode.Scalar(value) else { continue }
                    scalars.append(scalar)
                    byteCount += UTF8.width(scalar)
                }
            }
            guard scalars.count == line.split(separator: " ").count / 2 else { continue }
            var bytes: [UInt8] = []
            for scalar in scalars { bytes.append(contentsOf: UTF8.encode(scalar)!) }
            let found = bytes.withUnsafeBufferPointer { buffer in
                [0] + GraphemeClusterIterator(utf8: buffer).map(\.byteRange.upperBound)
            }
            #expect(found == boundaries, "\(line)")
            checked += 1
        }
        #expect(checked > 550)
    }

    @Test func asciiPropertiesMatchTheTable() {
        for value in UInt32(0)..<0x80 {
            #expect(ScalarProperties(ascii: value).rawValue == ScalarLookup.run(containing: value).2.rawValue)
        }
    }

    @Test func hangulSyllablesAreWideLVOrLVT() {
        #expect(WidthTesting.properties(of: 0xAC00).graphemeBreak == .lv)
        #expect(WidthTesting.properties(of: 0xAC01).graphemeBreak == .lvt)
        #expect(WidthTesting.properties(of: 0xD7A3).graphemeBreak == .lvt)
        #expect(WidthTesting.properties(of: 0xD7A4).graphemeBreak == .other)
        for value: UInt32 in [0xAC00, 0xAC1C, 0xD788, 0xD7A3] {
            #expect(WidthTesting.properties(of: value).widthClass == ScalarProperties.wideClass)
            #expect(ScalarLookup.run(containing: value).2.rawValue & 0x3F == 0x20 | GraphemeBreak.lv.rawValue)
        }
    }

    @Test func tableEdges() {
        #expect(WidthTesting.properties(of: 0x10FFFD).widthClass == ScalarProperties.ambiguousClass, "private use")
        #expect(WidthTesting.properties(of: 0x10FFFF).widthClass == 1)
        #expect(WidthTesting.properties(of: 0x3FFFF).widthClass == 1)
        #expect(WidthTesting.properties(of: 0x3FFFD).widthClass == ScalarProperties.wideClass)
        #expect(WidthTesting.properties(of: 0xE0001).graphemeBreak == .control)
        #expect(WidthTesting.properties(of: 0xE0020).graphemeBreak == .extend)
        #expect(WidthTesting.properties(of: 0x1FAF9).widthClass == ScalarProperties.wideClass, "reserved emoji")
    }
}

@MainActor extension GraphemeClusterTests {
    /// Every qualified emoji of the Unicode 15.0 emoji-test.txt is one cluster of 2 cells; under a
    /// narrow emoji presentation policy, 1 cell unless it is a flag or holds a wide pictograph.
    @Test func everyQualifiedEmojiIsOneTwoCellCluster() throws {
        let narrow = WidthPolicy(emojiPresentationWidth: 1)
        var checked = 0
        for line in emojiTestSequences.split(separator: "\n") {
            var scalars = String.UnicodeScalarView()
            for token in line.split(separator: " ") {
                scalars.append(try #require(UInt32(token, radix: 16).flatMap(Unicode.Scalar.init)))
            }
            let emoji = String(scalars)
            let pieces = WidthTesting.clusters(of: emoji)
            #expect(pieces == [Piece(emoji, 2)], "\(line)")
            let hasWidePart = scalars.enumerated().contains { index, scalar in
                let properties = WidthTesting.properties(of: scalar.value)
                let isModifier = index > 0 && properties.graphemeBreak == .extend
                return properties.graphemeBreak == .regionalIndicator
                    || properties.widthClass == ScalarProperties.wideClass && !isModifier
            }
            #expect(CellWidth.width(of: emoji, policy: narrow) == (hasWidePart ? 2 : 1), "\(line)")
            checked += 1
        }
        #expect(checked > 4000)
    }
}
