import Testing
import Trellis

/// Modifiers that have no meaning in text compile and do what their documentation says:
/// most are ignored, `clipShape` draws the shape's outline, `contentMargins` pads, a
/// `Material` background is dark grey.
@MainActor @Suite("Rendering: compatibility modifiers") struct CompatibilityModifierRenderTests {
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
        expectRender(view, width: 3, plain: """
            sam
            e
            sam
            e
            sam
            e
            sam
            e
            
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
            ╭───────╮
            │clipped│
            ╰───────╯
            ┌──────┐
            │square│
            └──────┘
            
            
              margins
            
            """)
        expectRender(view, width: 8, plain: """
            ╭──────╮
            │clippe│
            │d     │
            ╰──────╯
            ┌──────┐
            │square│
            └──────┘
            
            
              marg
              ins
            
            """)
    }

    @Test("a Material background is dark grey")
    func material() {
        let view = Text("glass").padding().background(Material.ultraThin)
        expectRender(view, width: 10, plain: """
             glass
            
            """, ansi: """
            \(csi)48;5;236m glass \(csi)0m
            
            """)
        expectRender(view, width: 4, plain: """
             gl
             as
             s
            
            """, ansi: """
            \(csi)48;5;236m gl \(csi)0m
            \(csi)48;5;236m as \(csi)0m
            \(csi)48;5;236m s  \(csi)0m
            
            """)
    }
}
