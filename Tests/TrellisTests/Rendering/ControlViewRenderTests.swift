import Testing
import Trellis

/// Golden outputs of `Image(systemName:)`, `Label` and `Button`.
@MainActor @Suite("Rendering: images, labels and buttons") struct ControlViewRenderTests {
    @Test("Image(systemName:) draws its table glyph, or the name for symbols it does not know")
    func image() {
        let view = HStack {
            Image(systemName: "checkmark.circle.fill")
            Image(systemName: "star")
            Image(systemName: "arrow.right")
            Image(systemName: "zz")
            Image("asset")
        }
        expectRender(view, width: 12, plain: """
            ● ☆ → zz □

            """)
    }

    @Test("Label: icon, a space, then the title")
    func label() {
        let view = VStack(alignment: .leading) {
            Label("Inbox", systemImage: "envelope")
            Label("Done", systemImage: "checkmark.circle.fill").foregroundStyle(.green)
            Label { Text("Custom") } icon: { Text("*") }
            Label("A title that wraps", systemImage: "folder")
        }
        expectRender(view, width: 20, plain: """
            ✉ Inbox
            ● Done
            * Custom
            ▤ A title that wraps
            
            """, ansi: """
            ✉ Inbox
            \(csi)32m●\(csi)0m \(csi)32mDone\(csi)0m
            * Custom
            ▤ A title that wraps
            
            """)
        expectRender(view, width: 10, plain: """
            ✉ Inbox
            ● Done
            * Custom
            ▤ A title
              that
              wraps
            
            """, ansi: """
            ✉ Inbox
            \(csi)32m●\(csi)0m \(csi)32mDone\(csi)0m
            * Custom
            ▤ A title
              that
              wraps
            
            """)
    }

    @Test("Button draws its label")
    func button() {
        let view = HStack {
            Button("OK") {}
            Button(action: {}) { Label("Delete", systemImage: "trash") }
            Button("Bordered") {}.padding().border(.rounded)
        }
        expectRender(view, width: 30, plain: """
                        ╭──────────╮
            OK ⌫ Delete │ Bordered │
                        ╰──────────╯
            
            """)
        expectRender(view, width: 14, plain: """
                     ╭───╮
                     │ B │
                     │ o │
                     │ r │
            OK ⌫ Del │ d │
                 ete │ e │
                     │ r │
                     │ e │
                     │ d │
                     ╰───╯
            
            """)
    }
}
