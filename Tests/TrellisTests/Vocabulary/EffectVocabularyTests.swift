import Testing
import Trellis

/// Graphic effects compile as SwiftUI code writes them. Those a cell cannot show leave the
/// view as it is; `opacity` and `disabled` dim text, `cornerRadius` draws a rounded outline
/// like `clipShape`, `redacted` sets the environment.
@MainActor @Suite("Vocabulary: effects") struct EffectVocabularyTests {
    @Test("transforms, filters, blending and masks render the view unchanged")
    func ignoredEffects() {
        let view = VocabularySample()
            .shadow(radius: 2)
            .shadow(color: .red, radius: 4, x: 1, y: 1)
            .scaleEffect(1.5)
            .scaleEffect(CGSize(width: 2, height: 1), anchor: .leading)
            .scaleEffect(x: -1)
            .blur(radius: 3)
            .saturation(0.2)
            .brightness(0.1)
            .contrast(1.2)
            .grayscale(1)
            .colorInvert()
            .colorMultiply(.blue)
            .blendMode(.multiply)
            .compositingGroup()
            .drawingGroup()
            .drawingGroup(opaque: true, colorMode: .linear)
            .mask { Rectangle() }
            .mask(alignment: .top) { Capsule() }
            .mask(Circle())
            .zIndex(2)
            .symbolRenderingMode(.hierarchical)
            .containerShape(RoundedRectangle(cornerRadius: 12))
            .preferredColorScheme(.dark)
            .statusBarHidden()
            .ignoresSafeArea()
            .ignoresSafeArea(.keyboard, edges: .bottom)
            .edgesIgnoringSafeArea(.all)
            .persistentSystemOverlays(.hidden)
        expectSameRender(view, as: VocabularySample())
    }

    @Test("symbol effects leave the symbol still")
    func symbolEffects() {
        let original = HStack { Image(systemName: "star"); Text("Favourites") }
        let view = HStack {
            Image(systemName: "star")
                .symbolEffect(.variableColor.iterative.reversing)
                .symbolEffect(.bounce.up.byLayer, value: 3)
                .symbolEffect(.pulse, options: .repeating, isActive: true)
                .symbolEffect(.scale.up, options: .repeat(2).speed(2))
                .symbolEffect(.wiggle.clockwise, options: .speed(0.5), value: "a")
                .symbolEffect(.breathe.pulse.byLayer)
                .symbolEffect(.appear)
                .symbolEffect(.rotate.counterClockwise, value: true)
                .symbolEffect(.disappear.down, isActive: false)
                .symbolEffectsRemoved()
                .contentTransition(.symbolEffect)
            Text("Favourites")
        }
        expectSameRender(view, as: original)
        expectRender(original, width: 12, plain: "☆ Favourites\n")
    }

    @Test("cornerRadius draws the rounded outline clipShape draws")
    func cornerRadius() {
        let view = Text("clipped").cornerRadius(8)
        expectSameRender(view, as: Text("clipped").clipShape(.rect(cornerRadius: 8)), widths: [14, 5])
        expectRender(view, width: 14, plain: """
            ╭───────╮
            │clipped│
            ╰───────╯
            
            """)
    }

    @Test("opacity: unchanged at 1, dim below, not drawn at 0 (but laid out)")
    func opacity() {
        let view = VStack(alignment: .leading) {
            Text("full").opacity(1)
            Text("half").opacity(0.5)
            Text("gone").opacity(0)
            Text("nan").opacity(.nan)
            Text("last")
        }
        expectRender(view, width: 10, plain: """
            full
            half
            
            
            last
            
            """, ansi: """
            full
            \(csi)2mhalf\(csi)0m
            
            
            last
            
            """)
        expectRender(view, width: 2, plain: """
            fu
            ll
            ha
            lf
            
            
            
            
            la
            st
            
            """, ansi: """
            fu
            ll
            \(csi)2mha\(csi)0m
            \(csi)2mlf\(csi)0m
            
            
            
            
            la
            st
            
            """)
    }

    @Test("disabled dims text and turns isEnabled off below it; disabled(false) does nothing")
    func disabled() {
        let enabled = Captured<Bool>()
        let view = VStack(alignment: .leading) {
            Button("Submit") {}.disabled(true)
            EnabledProbe(captured: enabled).disabled(true).disabled(false)
            Text("Cancel").disabled(false)
        }
        expectRender(view, width: 10, plain: """
            Submit
            probe
            Cancel
            
            """, ansi: """
            \(csi)2mSubmit\(csi)0m
            \(csi)2mprobe\(csi)0m
            Cancel
            
            """)
        #expect(enabled.all.allSatisfy { $0 == false })
        #expect(!enabled.all.isEmpty)
        expectSameRender(Text("Cancel").disabled(false), as: Text("Cancel"), widths: [10, 3])
    }

    @Test("redacted adds to redactionReasons and unredacted clears them; text is drawn as it is")
    func redacted() {
        let reasons = Captured<RedactionReasons>()
        let view = VStack {
            RedactionProbe(captured: reasons).redacted(reason: .placeholder).redacted(reason: .privacy)
            RedactionProbe(captured: reasons).unredacted().redacted(reason: .placeholder)
            RedactionProbe(captured: reasons)
        }
        expectSameRender(view, as: VStack { Text("probe"); Text("probe"); Text("probe") }, widths: [10, 3])
        #expect(reasons.all.prefix(3) == [[.placeholder, .privacy], [], []])
    }
}

/// Records `isEnabled` where it stands.
private struct EnabledProbe: View {
    let captured: Captured<Bool>
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        captured.record(isEnabled)
        return Text("probe")
    }
}

/// Records `redactionReasons` where it stands.
private struct RedactionProbe: View {
    let captured: Captured<RedactionReasons>
    @Environment(\.redactionReasons) private var reasons

    var body: some View {
        captured.record(reasons)
        return Text("probe")
    }
}
