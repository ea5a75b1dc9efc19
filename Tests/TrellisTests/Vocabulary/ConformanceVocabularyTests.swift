import Foundation
import Testing
import Trellis

/// SwiftUI types that Trellis declares with SwiftUI's conformances and their behaviour:
/// `Color.Resolved`, `EditActions`, `PreferredColorSchemeKey`, `PlainButtonStyle` as a
/// primitive style, `RotationGesture`, `AnyScrollTargetBehavior`, `ToolbarTitleMenu`, and the
/// timeline schedules' entries.
@MainActor @Suite("Vocabulary: SwiftUI types given their conformances") struct ConformanceVocabularyTests {
    @Test("Color.Resolved: components, a style drawing their 24-bit colour, #RRGGBBAA, Codable and animatable")
    func resolvedColor() throws {
        let orange = Color.Resolved(red: 1, green: 0.5, blue: 0)
        #expect(orange.description == "#FF8000FF")
        #expect(Color(orange) == Color(red: 1, green: 0.5, blue: 0))
        #expect(rendered(Text("Warm").foregroundStyle(orange)) == "Warm")
        #expect(
            ViewRenderer(width: 10).render(Text("Warm").foregroundStyle(orange)).ansi
                == ViewRenderer(width: 10).render(Text("Warm").foregroundStyle(Color(red: 1, green: 0.5, blue: 0))).ansi
        )
        let linear = Color.Resolved(colorSpace: .sRGBLinear, red: 0.5, green: 0, blue: 1, opacity: 0.5)
        #expect(abs(linear.red - 0.7354) < 0.001 && abs(linear.blue - 1) < 0.001 && linear.opacity == 0.5)
        let decoded = try JSONDecoder().decode(Color.Resolved.self, from: JSONEncoder().encode(linear))
        #expect(decoded == linear)
        var animated = orange
        animated.animatableData = AnimatablePair(0, AnimatablePair(1, AnimatablePair(0, 0.25)))
        #expect(animated == Color.Resolved(red: 0, green: 1, blue: 0, opacity: 0.25))
    }

    @Test("EditActions is an option set: .all is every edit the collection allows")
    func editActions() {
        #expect(EditActions<[Int]>.all == [.move, .delete])
        #expect(EditActions<[Int]>.all.contains(.delete))
        #expect(EditActions<[Int]>.move != .delete)
        #expect(EditActions<Set<Int>>.all.isEmpty)
        #expect(EditActions<String>.all == .delete)
    }

    @Test("preferredColorScheme reaches ancestors as the PreferredColorSchemeKey preference")
    func preferredColorScheme() {
        let captured = Captured<ColorScheme?>()
        let view = VStack {
            Text("A")
            Text("B").preferredColorScheme(.dark)
            Text("C").preferredColorScheme(.light)
        }
        .onPreferenceChange(PreferredColorSchemeKey.self) { captured.record($0) }
        #expect(rendered(view) == "A\nB\nC")
        #expect(captured.value == .dark)
    }

    @Test(
        "PlainButtonStyle is a primitive style; Button(configuration) in a style draws the button, not the style again")
    func primitiveStyles() {
        struct Bracketed: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack(spacing: 0) {
                    Text("[")
                    Button(configuration)
                    Text("]")
                }
            }
        }
        let plain = rendered(Button("Save") {}.buttonStyle(.plain))
        #expect(plain == "Save")
        #expect(rendered(Button("Save") {}.buttonStyle(PlainButtonStyle())) == plain)
        #expect(rendered(Button("Save") {}.buttonStyle(Bracketed())) == "[Save]")
    }

    @Test("RotationGesture, AnyScrollTargetBehavior and ToolbarTitleMenu: accepted where SwiftUI takes them")
    func acceptedConformances() {
        let view = Text("Dial")
            .gesture(RotationGesture().onChanged { _ in })
            .scrollTargetBehavior(AnyScrollTargetBehavior(.viewAligned))
        #expect(rendered(view) == "Dial")
        let titled = NavigationStack {
            Text("Body").toolbar {
                ToolbarTitleMenu { Button("Rename") {} }
                ToolbarItem { Text("Edit") }
            }
        }
        expectSameRender(
            titled, as: NavigationStack { Text("Body").toolbar { ToolbarItem { Text("Edit") } } }, widths: [30])
    }

    @Test("timeline schedules' entries: periodic dates in step with the start, minutes, animation frames, given dates")
    func timelineEntries() {
        func dates(_ seconds: [TimeInterval]) -> [Date] { seconds.map(Date.init(timeIntervalSinceReferenceDate:)) }
        let start = Date(timeIntervalSinceReferenceDate: 1000)
        let periodic = PeriodicTimelineSchedule(from: start, by: 10).entries(
            from: start.addingTimeInterval(25), mode: .normal)
        #expect(Array(periodic.prefix(3)) == dates([1020, 1030, 1040]))
        let early = PeriodicTimelineSchedule(from: start, by: 10).entries(from: .distantPast, mode: .normal)
        #expect(Array(early.prefix(1)) == [start])
        let minutes = EveryMinuteTimelineSchedule().entries(
            from: Date(timeIntervalSinceReferenceDate: 90), mode: .normal)
        #expect(Array(minutes.prefix(3)) == dates([90, 120, 180]))
        #expect(Array(AnimationTimelineSchedule(paused: true).entries(from: start, mode: .normal)) == [start])
        #expect(
            Array(AnimationTimelineSchedule(minimumInterval: 0.5).entries(from: start, mode: .normal).prefix(3))
                == dates([1000, 1000.5, 1001]))
        #expect(
            Array(ExplicitTimelineSchedule(dates([5, 7])).entries(from: start, mode: .lowFrequency)) == dates([5, 7]))
        let view = TimelineView(.explicit([start])) { context in Text(context.cadence == .live ? "live" : "later") }
        #expect(rendered(view) == "live")
    }
}
