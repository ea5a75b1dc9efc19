import Foundation
import Testing
import Trellis

/// Text made from a value and a format style, and the monospaced modifiers, as SwiftUI code
/// writes them.
@MainActor @Suite("Vocabulary: formatted and monospaced text") struct FormattedTextVocabularyTests {
    @Test("Text(_:format:) shows the value as the format writes it, wrapping as any text")
    func formattedText() {
        let view = VStack(alignment: .leading) {
            Text(0.25, format: .percent)
            Text(0.726, format: .percent.precision(.fractionLength(0)))
            Text(1234, format: .number.grouping(.never))
        }
        expectRender(view, width: 10, plain: """
            25%
            73%
            1234
            
            """)
        expectRender(view, width: 2, plain: """
            25
            %
            73
            %
            12
            34
            
            """)
    }

    @Test("monospaced and monospacedDigit render the view unchanged: a terminal's text is monospaced")
    func monospaced() {
        let view = VStack(alignment: .leading) {
            Text("Karaoke night").bold().monospaced()
            Text("Sam and Sommer sing").monospacedDigit()
        }
        expectSameRender(view.monospaced().monospacedDigit(), as: VocabularySample())
        expectVocabularySampleRender()
    }
}
