import Testing
import Trellis

/// Modifiers that have no meaning in text compile and do what their documentation says:
/// most are ignored, `clipShape` draws the shape's outline, `contentMargins` pads, a
/// `Material` background is dark grey.
@Suite("Rendering: compatibility modifiers") struct CompatibilityModifierRenderTests {
    @Test("shadow, contentShape, buttonStyle and the scroll modifiers change nothing")
    func ignored() {
        let plain = Text("same")
        let view = VStack(alignment: .leading) {
            plain.shadow(radius: 3)
            plain.contentShape(Rectangle())
            Button("same") {}.buttonStyle(.plain)
            ScrollView { plain.scrollTargetLayout() }.scrollTargetBehavior(.viewAligned)
        }
        expectRender(view, width: 10, plain: """
            same
            same
            same
            same

            """)
    }

    @Test("clipShape draws the shape's outline; contentMargins pads")
    func approximated() {
        let view = VStack(alignment: .leading) {
            Text("clipped").clipShape(.rect(cornerRadius: 4))
            Text("square").clipShape(Rectangle())
            ScrollView { Text("margins") }.contentMargins(2)
        }
        expectRender(view, width: 14, plain: """
            """)
    }

    @Test("a Material background is dark grey")
    func material() {
        expectRender(Text("glass").padding().background(Material.ultraThin), width: 10, plain: """
            """, ansi: """
            """)
    }
}
