import Testing
import Trellis

/// Accessibility modifiers compile as SwiftUI code writes them and leave what is drawn as it
/// is: `accessibilityHidden` hides from assistive technologies, not from sight.
@MainActor @Suite("Vocabulary: accessibility") struct AccessibilityVocabularyTests {
    @Test("labels, hints, values, traits and elements render the view unchanged")
    func modifiers() {
        let name = "Karaoke"
        let view = VocabularySample()
            .accessibilityLabel("Event")
            .accessibilityLabel(Text("Event"))
            .accessibilityLabel(name)
            .accessibilityHint("Opens the event")
            .accessibilityHint(Text("Opens"))
            .accessibilityValue("12 guests")
            .accessibilityValue(Text("12"))
            .accessibilityIdentifier("event-card")
            .accessibilityHidden(true)
            .accessibilityAddTraits([.isButton, .isHeader])
            .accessibilityRemoveTraits(.isImage)
            .accessibilityElement(children: .combine)
            .accessibilityElement()
            .accessibilitySortPriority(1)
        expectSameRender(view, as: VocabularySample())
    }

    @Test("AccessibilityTraits is a set")
    func traits() {
        var traits: AccessibilityTraits = [.isButton, .isSelected]
        #expect(traits.contains(.isButton))
        #expect(!traits.contains(.isHeader))
        #expect(traits.remove(.isButton) == .isButton)
        #expect(traits == .isSelected)
        #expect(traits.insert(.isSelected).inserted == false)
        #expect(traits.union(.isLink).contains(.isLink))
        #expect(AccessibilityTraits().isEmpty)
    }
}
