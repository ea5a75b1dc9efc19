import Testing

import Trellis
@testable import TrellisCore

@MainActor extension CellWidthTests {
    /// The fitted prefix of `text` as a string, and its width.
    func fit(_ text: String, _ maxWidth: Int, policy: WidthPolicy = .standard) -> (String, Int) {
        let (end, width) = CellWidth.prefix(of: text, fittingWidth: maxWidth, policy: policy)
        return (String(text[..<end]), width)
    }

    @Test func prefixNeverCutsAWideCluster() {
        #expect(fit("日本", 3) == ("日", 2))
        #expect(fit("日本", 4) == ("日本", 4))
        #expect(fit("日本", 1) == ("", 0))
        #expect(fit("日本語", 5) == ("日本", 4))
    }

    @Test func prefixKeepsClustersWhole() {
        #expect(fit("👨‍👩‍👧‍👦 family", 1) == ("", 0))
        #expect(fit("👨‍👩‍👧‍👦 family", 3) == ("👨‍👩‍👧‍👦 ", 3))
        #expect(fit("e\u{301}xyz", 1) == ("e\u{301}", 1))
        #expect(fit("🇰🇷🇰🇷", 3) == ("🇰🇷", 2))
        #expect(fit("1️⃣1️⃣", 2) == ("1️⃣", 2))
        #expect(fit("\u{1100}\u{1161}\u{11A8}ab", 3) == ("\u{1100}\u{1161}\u{11A8}a", 3))
        #expect(fit("±±", 3, policy: WidthPolicy(ambiguousWidth: 2)) == ("±", 2))
    }

    @Test func prefixTakesTrailingZeroWidthClusters() {
        #expect(fit("ab\u{200B}c", 2) == ("ab\u{200B}", 2))
        #expect(fit("\u{301}a", 0) == ("\u{301}", 0))
        #expect(fit("", 5) == ("", 0))
        #expect(fit("abc", 10) == ("abc", 3))
    }

    @Test func prefixOfBytesReturnsAByteCount() {
        let bytes = Array("ab日本".utf8)
        let fitted = bytes.withUnsafeBufferPointer { CellWidth.prefix(of: $0, fittingWidth: 5) }
        #expect(fitted.byteCount == 5)
        #expect(fitted.width == 4)
    }

    /// For random text and every width: the prefix fits, ends on a cluster boundary, and the
    /// next cluster would not fit.
    @Test func prefixIsTheLongestThatFits() {
        var random = WidthTesting.SplitMix64(seed: 99)
        for _ in 0..<300 {
            let text = WidthTesting.randomText(maxPieces: 12, using: &random)
            let pieces = WidthTesting.clusters(of: text)
            let total = pieces.reduce(0) { $0 + $1.width }
            for maxWidth in 0...total + 1 {
                let (prefix, width) = fit(text, maxWidth)
                #expect(width <= maxWidth)
                #expect(width == CellWidth.width(of: prefix))
                var taken = 0
                var cells = 0
                while taken < pieces.count, cells + pieces[taken].width <= maxWidth {
                    cells += pieces[taken].width
                    taken += 1
                }
                #expect(prefix == pieces[..<taken].map(\.text).joined(), "\(text.debugDescription) @\(maxWidth)")
            }
        }
    }
}
