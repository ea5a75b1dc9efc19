import Testing

import Trellis
@testable import TrellisCore

/// Helpers shared by the cell width tests.
enum WidthTesting {
    /// A string and the cells it should occupy.
    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        let width: Int
        let note: String

        init(_ text: String, _ width: Int, _ note: String) {
            self.text = text
            self.width = width
            self.note = note
        }

        var testDescription: String { "\(note): \(text.debugDescription) = \(width)" }
    }

    /// One cluster: its text and width.
    struct Piece: Equatable, CustomStringConvertible {
        let text: String
        let width: Int

        init(_ text: String, _ width: Int) {
            self.text = text
            self.width = width
        }

        var description: String { "\(text.debugDescription):\(width)" }
    }

    /// A small deterministic generator (SplitMix64), so failures reproduce.
    struct SplitMix64: RandomNumberGenerator {
        private var state: UInt64

        init(seed: UInt64) { state = seed }

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Pieces of text from many scripts, including everything that joins clusters. Indic
    /// viramas are left out: Swift implements GB9c (Unicode 15.1 conjuncts), Trellis does not.
    static let randomPieces: [String] = [
        "a", "Z", "7", "#", "*", " ", "-", "│", "╭", "─", "é", "ß", "±", "§", "°", "→", "①", "α", "Ж",
        "\t", "\n", "\r", "\r\n", "\u{7F}", "\u{85}", "\u{0}",
        "\u{301}", "\u{308}", "\u{20E3}", "\u{FE0F}", "\u{FE0E}", "\u{200D}", "\u{200B}", "\u{2060}",
        "\u{AD}", "\u{200C}", "\u{FEFF}",
        "日", "本", "の", "テ", "。", "Ａ", "１", "ｶ", "ﾞ", "\u{3099}",
        "첫", "번", "가", "\u{1100}", "\u{1112}", "\u{115F}", "\u{1161}", "\u{1175}", "\u{1160}",
        "\u{11A8}", "\u{11C2}", "\u{A960}", "\u{D7B0}", "\u{D7CB}",
        "👨", "👩", "👧", "👍", "❤", "☺", "⌚", "🔥", "🏳", "🌈", "©", "🏴", "😀", "\u{1F3FD}", "\u{1F3FB}",
        "\u{1F1F0}", "\u{1F1F7}", "\u{1F1FA}", "\u{E0067}", "\u{E007F}",
        "ก", "ำ", "ั", "क", "ि", "ा", "ং", "ক", "া", "\u{0600}", "ب", "َ", "\u{1000}", "\u{102B}",
    ]

    /// A random string of up to `maxPieces` of `randomPieces`.
    static func randomText(maxPieces: Int, using random: inout SplitMix64) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...maxPieces, using: &random) {
            text += randomPieces.randomElement(using: &random) ?? ""
        }
        return text
    }

    /// The clusters of `text`, from the UTF-8 iterator.
    static func clusters(of text: String, policy: WidthPolicy = .standard) -> [Piece] {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            GraphemeClusterIterator(utf8: buffer, policy: policy).map { cluster in
                Piece(String(decoding: bytes[cluster.byteRange], as: UTF8.self), cluster.width)
            }
        }
    }

    /// The properties of `scalar`, as the iterator looks them up.
    static func properties(of scalar: UInt32) -> ScalarProperties {
        var lookup = ScalarLookup()
        return lookup.properties(of: scalar)
    }

    /// The width of one `Character`, measured scalar by scalar without the UTF-8 fast paths.
    static func referenceWidth(of character: Character, policy: WidthPolicy) -> Int {
        var scalars = character.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return 0 }
        var builder = ClusterBuilder(first: properties(of: first.value), policy: policy)
        while let scalar = scalars.next() {
            builder.join(scalar.value, properties(of: scalar.value), policy: policy)
        }
        return builder.width
    }
}
