import Testing

import Trellis
@testable import TrellisCore

@MainActor extension GraphemeClusterTests {
    nonisolated static let policies = [
        WidthPolicy.standard, WidthPolicy(ambiguousWidth: 2),
        WidthPolicy(ambiguousWidth: 2, emojiPresentationWidth: 1),
    ]

    /// Swift's `Character` segmentation is UAX #29: the clusters must be the same, and
    /// `width(of:)` must equal the per-cluster widths summed over Swift's clusters.
    @Test("random strings match Character segmentation", arguments: policies)
    func randomStringsMatchCharacterSegmentation(_ policy: WidthPolicy) {
        let seed = UInt64(policy.ambiguousWidth * 10 + policy.emojiPresentationWidth)
        var random = WidthTesting.SplitMix64(seed: seed)
        for _ in 0..<3000 {
            let text = WidthTesting.randomText(maxPieces: 24, using: &random)
            let expected = text.map { character in
                Piece(
                    String(character), WidthTesting.referenceWidth(of: character, policy: policy))
            }
            #expect(WidthTesting.clusters(of: text, policy: policy) == expected, "\(text.debugDescription)")
            let total = expected.reduce(0) { $0 + $1.width }
            #expect(CellWidth.width(of: text, policy: policy) == total, "\(text.debugDescription)")
        }
    }

    /// The word-at-a-time ASCII scan, the per-byte ASCII path and the scalar path agree, at
    /// every alignment, including where ASCII ends inside a cluster (`1` + U+FE0F + U+20E3).
    @Test func asciiFastPathEqualsSlowPath() {
        var random = WidthTesting.SplitMix64(seed: 42)
        let asciiPieces = ["a", "b", " ", "[", "]", "1", "#", "\t", "\r\n", "\u{1B}", "\u{7F}", "~"]
        for length in 0..<40 {
            var text = ""
            for _ in 0..<length { text += asciiPieces.randomElement(using: &random) ?? "" }
            let slow = text.reduce(0) { $0 + WidthTesting.referenceWidth(of: $1, policy: .standard) }
            #expect(CellWidth.width(of: text) == slow)
            #expect(WidthTesting.clusters(of: text).reduce(0) { $0 + $1.width } == slow)
            for suffix in ["\u{FE0F}\u{20E3}", "\u{301}", "ा", "日", "\u{200D}"] {
                let joined = text + suffix
                let expected = joined.reduce(0) { $0 + WidthTesting.referenceWidth(of: $1, policy: .standard) }
                #expect(CellWidth.width(of: joined) == expected, "\(joined.debugDescription)")
            }
        }
    }

    /// Ill-formed UTF-8 measures as its repaired string, and the clusters tile the buffer.
    @Test func randomBytesMeasureLikeTheirRepairedString() {
        var random = WidthTesting.SplitMix64(seed: 7)
        for _ in 0..<2000 {
            let bytes = (0..<Int.random(in: 0...16, using: &random)).map { _ in
                UInt8.random(in: 0...255, using: &random)
            }
            let repaired = String(decoding: bytes, as: UTF8.self)
            let found = bytes.withUnsafeBufferPointer { buffer in
                (CellWidth.width(of: buffer), Array(GraphemeClusterIterator(utf8: buffer)))
            }
            #expect(found.0 == CellWidth.width(of: repaired), "\(bytes)")
            #expect(found.1.reduce(0) { $0 + $1.width } == found.0, "\(bytes)")
            #expect(found.1.map(\.byteRange.lowerBound) == found.1.indices.map { $0 == 0 ? 0 : found.1[$0 - 1].byteRange.upperBound })
            #expect((found.1.last?.byteRange.upperBound ?? 0) == bytes.count)
        }
    }
}
