import Foundation
import Testing
import Trellis

/// Golden outputs of images shaped by `resizable`, `aspectRatio`, `scaledToFit` and
/// `scaledToFill`, and of symbol names the glyph table does not list.
@MainActor @Suite("Rendering: image sizing and symbol names") struct ImageSizingRenderTests {
    @Test("a resizable image takes its frame and draws its glyph at the centre; a fixed one keeps its size")
    func resizable() {
        let view = HStack(spacing: 1) {
            Image(systemName: "star.fill").resizable().frame(width: 5, height: 3).border(.single)
            Image(systemName: "star.fill").frame(width: 5, height: 3).border(.single)
        }
        #expect(rendered(view, width: 20) == rendered(HStack(spacing: 1) {
            Text("★").frame(width: 5, height: 3).border(.single)
            Text("★").frame(width: 5, height: 3).border(.single)
        }, width: 20))
        // Offered nothing, a resizable image is its glyph's size.
        #expect(rendered(Image(systemName: "star").resizable().fixedSize()) == "☆")
    }

    @Test("aspectRatio fits or fills the ratio in the frame offered, in points at the length scale")
    func aspectRatio() {
        // 2:1 in cells: a 10×4 frame fits 8×4, centred, and is covered by 10×5, which draws
        // over the frame's last line as SwiftUI's fill overflows an unclipped frame.
        expectRender(Color.red.aspectRatio(2, contentMode: .fit).frame(width: 10, height: 4).fixedSize(), width: 20, plain: """
             ████████
             ████████
             ████████
             ████████

            """, ansi: """
             \(csi)31m████████\(csi)0m
             \(csi)31m████████\(csi)0m
             \(csi)31m████████\(csi)0m
             \(csi)31m████████\(csi)0m

            """)
        expectRender(Color.red.aspectRatio(2, contentMode: .fill).frame(width: 10, height: 4).border(.single), width: 20, plain: """
            ┌──────────┐
            │██████████│
            │██████████│
            │██████████│
            │██████████│
            └██████████┘

            """, ansi: """
            ┌──────────┐
            │\(csi)31m██████████\(csi)0m│
            │\(csi)31m██████████\(csi)0m│
            │\(csi)31m██████████\(csi)0m│
            │\(csi)31m██████████\(csi)0m│
            └\(csi)31m██████████\(csi)0m┘

            """)
        // At the standard scale a square of points is twice as wide in columns as tall in lines.
        let square = Color.red.aspectRatio(1, contentMode: .fit).frame(width: 80, height: 80)
            .environment(\.lengthScale, .standard).fixedSize()
        #expect(rendered(square) == Array(repeating: "██████████", count: 5).joined(separator: "\n"))
        // A ratio given as a size, and a zero-height size (no ratio: the proposal passes through).
        #expect(rendered(Color.red.aspectRatio(CGSize(width: 4, height: 2), contentMode: .fit).frame(width: 10, height: 4).fixedSize())
            == rendered(Color.red.aspectRatio(2, contentMode: .fit).frame(width: 10, height: 4).fixedSize()))
        #expect(rendered(Color.red.aspectRatio(CGSize(width: 4, height: 0), contentMode: .fit).frame(width: 3, height: 2).fixedSize())
            == rendered(Color.red.aspectRatio(contentMode: .fit).frame(width: 3, height: 2).fixedSize()))
    }

    @Test("scaledToFit and scaledToFill leave a view of fixed size as it is")
    func scaledToFit() {
        expectSameRender(Text("Hi").scaledToFit().frame(width: 10, height: 3), as: Text("Hi").frame(width: 10, height: 3))
        expectSameRender(Image(systemName: "star").scaledToFill(), as: Image(systemName: "star"))
    }

    @Test("a symbol name draws its table glyph, the glyph of the name it varies, else the name")
    func symbolNames() {
        #expect(rendered(Image(systemName: "house.circle.fill")) == "⌂")
        #expect(rendered(Image(systemName: "star.leadinghalf.filled")) == "☆")
        #expect(rendered(Image(systemName: "airplane")) == "✈")
        #expect(rendered(Image(systemName: "no.such.symbol")) == "no.such.symbol")
        #expect(rendered(Image("asset")) == "□")
        #expect(rendered(Image(decorative: "asset")) == "□")
    }
}
