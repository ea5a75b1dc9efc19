import Testing
import Trellis

/// Input modifiers and gestures compile as SwiftUI code writes them and change nothing drawn:
/// static output receives no input, so no action or gesture callback ever runs.
@MainActor @Suite("Vocabulary: interaction") struct InteractionVocabularyTests {
    @GestureState private var dragOffset = CGSize.zero
    @GestureState private var isPressing = false
    @FocusState private var isNameFocused: Bool
    @FocusState private var focusedField: Field?

    enum Field: Hashable { case name, email }

    @Test("taps, presses, hovering and hit testing render the view unchanged and run nothing")
    func taps() {
        let ran = Counter()
        let view = VocabularySample()
            .onTapGesture { ran.hit() }
            .onTapGesture(count: 2) { ran.hit() }
            .onTapGesture(coordinateSpace: .global) { location in _ = location.x; ran.hit() }
            .onLongPressGesture { ran.hit() }
            .onLongPressGesture(minimumDuration: 1, perform: { ran.hit() }, onPressingChanged: { _ in ran.hit() })
            .onLongPressGesture(minimumDuration: 1, pressing: { _ in ran.hit() }) { ran.hit() }
            .onHover { _ in ran.hit() }
            .allowsHitTesting(false)
            .contentShape(Rectangle())
            .help("Shown on hover")
            .help(Text("Shown on hover"))
        expectVocabularySampleRender()
        expectSameRender(view, as: VocabularySample())
        #expect(ran.count == 0)
    }

    @Test("gestures built and combined as in SwiftUI attach without changing the view")
    func gestures() {
        let ran = Counter()
        let drag = DragGesture(minimumDistance: 0, coordinateSpace: .named("board"))
            .updating($dragOffset) { value, state, transaction in
                state = value.translation
                transaction.animation = .interactiveSpring
            }
            .onChanged { value in _ = value.predictedEndTranslation; ran.hit() }
            .onEnded { _ in ran.hit() }
        let press = LongPressGesture(minimumDuration: 0.3)
            .updating($isPressing) { current, state, _ in state = current }
            .sequenced(before: DragGesture())
        let zoom = MagnifyGesture().onChanged { value in _ = value.magnification }
            .simultaneously(with: RotateGesture().onChanged { value in _ = value.rotation.degrees })
        let either = TapGesture(count: 2).onEnded { ran.hit() }.exclusively(before: SpatialTapGesture().onEnded { _ in ran.hit() })
        let mapped = MagnificationGesture().map { Double($0) * 2 }.onEnded { _ in ran.hit() }
        let view = VocabularySample()
            .gesture(drag)
            .simultaneousGesture(press, including: .gesture)
            .highPriorityGesture(zoom)
            .gesture(either)
            .gesture(AnyGesture(mapped))
            .coordinateSpace(.named("board"))
            .coordinateSpace(name: "legacy")
        expectSameRender(view, as: VocabularySample())
        #expect(ran.count == 0)
        #expect(dragOffset == .zero)
        #expect(isPressing == false)
    }

    @Test("keyboard shortcuts, focus and sensory feedback change nothing drawn")
    func keyboardAndFocus() {
        let view = VocabularySample()
            .keyboardShortcut("s", modifiers: [.command, .shift])
            .keyboardShortcut(.defaultAction)
            .keyboardShortcut(KeyboardShortcut(.escape, modifiers: []))
            .focused($isNameFocused)
            .focused($focusedField, equals: .email)
            .focusable()
            .sensoryFeedback(.success, trigger: 3)
            .sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: "a") { old, new in old != new }
            .sensoryFeedback(trigger: 1) { _, _ in .selection }
        expectSameRender(view, as: VocabularySample())
        #expect(isNameFocused == false)
        #expect(focusedField == nil)
        focusedField = .name
        #expect(focusedField == .name)
        #expect(KeyEquivalent("s").character == "s")
        #expect(KeyboardShortcut.cancelAction.key == .escape)
    }
}
