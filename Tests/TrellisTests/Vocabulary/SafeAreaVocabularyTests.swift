import Testing
import Trellis

/// `safeAreaInset` places its content along the edge, outside the view; `safeAreaPadding`
/// pads, as a render has no other safe area.
@MainActor @Suite("Vocabulary: safe area") struct SafeAreaVocabularyTests {
    @Test("vertical insets stack above or below the view")
    func verticalInsets() {
        let view = VStack(alignment: .leading) {
            Text("Songs").safeAreaInset(edge: .bottom, alignment: .leading, spacing: 0) { Text("2 items") }
            Text("Queue").safeAreaInset(edge: .top, alignment: .trailing, spacing: 1) { Text("Up next") }
        }
        expectRender(view, width: 20, plain: """
            Songs
            2 items
            Up next
            
              Queue
            
            """)
        expectRender(view, width: 4, plain: """
            Song
            s
            2
            item
            s
            Up
            next
            
            Queu
            e
            
            """)
    }

    @Test("horizontal insets sit before or after the view")
    func horizontalInsets() {
        let view = Text("Songs").safeAreaInset(edge: .leading, spacing: 1) { Text("▶") }
            .safeAreaInset(edge: .trailing, alignment: .top, spacing: 2) { Text("3") }
        expectRender(view, width: 20, plain: """
            ▶ Songs  3
            
            """)
        expectRender(view, width: 6, plain: """
              S  3
              o
            ▶ n
              g
              s
            
            """)
    }

    @Test("safeAreaPadding pads like padding")
    func padding() {
        expectSameRender(Text("pad").safeAreaPadding(2), as: Text("pad").padding(2), widths: [10, 4])
        expectSameRender(Text("pad").safeAreaPadding(.horizontal, 1), as: Text("pad").padding(.horizontal, 1), widths: [10, 4])
        expectSameRender(Text("pad").safeAreaPadding(.top), as: Text("pad").padding(.top), widths: [10, 4])
        expectSameRender(
            Text("pad").safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 0)),
            as: Text("pad").padding(EdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 0)), widths: [10, 4])
    }
}
