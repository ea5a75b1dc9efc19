import Testing
import Trellis

/// Golden outputs of shapes: filled with blocks, stroked as box outlines, inset.
@MainActor @Suite("Rendering: shapes") struct ShapeRenderTests {
    @Test("A shape alone or filled fills its frame; stroked, it draws its outline")
    func fillAndStroke() {
        let view = HStack(alignment: .top) {
            Rectangle().frame(width: 3, height: 2)
            Circle().fill(.red).frame(width: 3, height: 2)
            Capsule().fill(.blue.opacity(0.5)).frame(width: 3, height: 2)
            Rectangle().stroke().frame(width: 4, height: 3)
            RoundedRectangle(cornerRadius: 8).stroke(.green, lineWidth: 2).frame(width: 4, height: 3)
            Ellipse().strokeBorder().frame(width: 4, height: 3)
        }
        expectRender(view, width: 20, plain: """
            ███ ███ ▓▓▓ ┌──┐ ╭──
            ███ ███ ▓▓▓ │  │ │
                        └──┘ ╰──

            """, ansi: """
            \(csi)39m███\(csi)0m \(csi)31m███\(csi)0m \(csi)34m▓▓▓\(csi)0m ┌──┐ \(csi)32m╭──\(csi)0m
            \(csi)39m███\(csi)0m \(csi)31m███\(csi)0m \(csi)34m▓▓▓\(csi)0m │  │ \(csi)32m│\(csi)0m
                        └──┘ \(csi)32m╰──\(csi)0m

            """)
        expectRender(view, width: 60, plain: """
            ███ ███ ▓▓▓ ┌──┐ ╭──╮ ╭──╮
            ███ ███ ▓▓▓ │  │ │  │ │  │
                        └──┘ ╰──╯ ╰──╯

            """, ansi: """
            \(csi)39m███\(csi)0m \(csi)31m███\(csi)0m \(csi)34m▓▓▓\(csi)0m ┌──┐ \(csi)32m╭──╮\(csi)0m ╭──╮
            \(csi)39m███\(csi)0m \(csi)31m███\(csi)0m \(csi)34m▓▓▓\(csi)0m │  │ \(csi)32m│\(csi)0m  \(csi)32m│\(csi)0m │  │
                        └──┘ \(csi)32m╰──╯\(csi)0m ╰──╯

            """)
    }

    @Test("UnevenRoundedRectangle rounds the corners with a radius")
    func uneven() {
        let view = VStack(alignment: .leading) {
            UnevenRoundedRectangle(topLeadingRadius: 4, bottomTrailingRadius: 4).stroke().frame(width: 5, height: 3)
            Text("tab").clipShape(.rect(topLeadingRadius: 0, topTrailingRadius: 2))
        }
        expectRender(view, width: 20, plain: """
            ╭───┐
            │   │
            └───╯
            ┌───╮
            │tab│
            └───┘

            """)
    }

    @Test("inset(by:) at the standard scale is points: 16 are 2 columns and 1 line")
    func insetInPoints() {
        let view = Rectangle().inset(by: 16).strokeBorder().frame(width: 64, height: 64).border(.single)
        for width in [20, 10] {
            expectRender(view, width: width, lengthScale: .standard, plain: """
                ┌────────┐
                │        │
                │  ┌──┐  │
                │  └──┘  │
                │        │
                └────────┘

                """)
        }
    }

    @Test("inset(by:) draws the shape that many cells inside its frame")
    func inset() {
        let view = Rectangle().inset(by: 1).strokeBorder().frame(width: 6, height: 4).border(.single)
        expectRender(view, width: 20, plain: """
            ┌──────┐
            │      │
            │ ┌──┐ │
            │ └──┘ │
            │      │
            └──────┘

            """)
        expectRender(Circle().inset(by: 1).inset(by: 1).fill().frame(width: 6, height: 5), width: 20, plain: """


              ██

            """, ansi: """


              \(csi)39m██\(csi)0m

            """)
    }

    @Test("A shape fills the width it is offered; at widths 1 and 0 it stays within")
    func flexible() {
        expectRender(Rectangle().stroke().frame(height: 3), width: 20, plain: """
            ┌──────────────────┐
            │                  │
            └──────────────────┘

            """)
        expectRender(Rectangle().stroke().frame(height: 3), width: 60, plain: """
            ┌──────────────────────────────────────────────────────────┐
            │                                                          │
            └──────────────────────────────────────────────────────────┘

            """)
        expectRender(RoundedRectangle(cornerRadius: 2).stroke().frame(height: 3), width: 1, plain: """
            ╭
            │
            ╰

            """)
        expectRender(Rectangle().frame(height: 2), width: 0, plain: """

            """)
        expectRender(Circle().fill(.red), width: 3, plain: """
            ███

            """, ansi: """
            \(csi)31m███\(csi)0m

            """)
    }
}
