import Foundation
import Testing
import Trellis
@testable import TrellisCore

/// The points-to-cells rule: the default scale, `.cells`, rounding, nonzero lengths, clamping
/// and lengths that are not numbers.
@MainActor @Suite("Rendering: lengths in points") struct LengthScaleTests {
    @Test("the default scale: a column is 8 points, a line 16, everywhere lengths are read")
    func standardIsTheDefault() {
        #expect(EnvironmentValues().lengthScale == .standard)
        #expect(ViewRenderer(width: 10).environment.lengthScale == .standard)
        #expect(LengthScale.standard == LengthScale(pointsPerColumn: 8, pointsPerLine: 16))
        let text = ViewRenderer(width: 20).render(Text("Hi").padding(16).border(.single)).plain
        #expect(text == """
            ┌──────┐
            │      │
            │  Hi  │
            │      │
            └──────┘

            """)
    }

    @Test("scale .cells: every length is a count of columns or lines")
    func cellsScaleIsCells() {
        expectRender(Text("Hi").padding(2).border(.single), width: 20, lengthScale: .cells, plain: """
            ┌──────┐
            │      │
            │      │
            │  Hi  │
            │      │
            │      │
            └──────┘

            """)
        expectRender(HStack(spacing: 3) { Text("a"); Text("b") }.frame(width: 9, alignment: .leading), width: 20, plain: "a   b\n")
    }

    @Test("the environment's scale applies below where it is set, in the renderer or a view")
    func environmentScale() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("a").padding(.leading, 16)
            Text("b").padding(.leading, 16).environment(\.lengthScale, .cells)
        }
        #expect(ViewRenderer(width: 30).render(view).plain == "  a\n                b\n")
        #expect(ViewRenderer(width: 30, lengthScale: LengthScale(pointsPerColumn: 4)).render(view).plain == "    a\n                b\n")
    }

    @Test("rounding: to the nearest cell, halves away from zero, a nonzero length at least one cell",
          arguments: [
              (0.0, 0, 0), (1, 1, 1), (4, 1, 1), (8, 1, 1), (11.9, 1, 1), (12, 2, 1), (16, 2, 1),
              (23.9, 3, 1), (24, 3, 2), (-8, 0, 0), (0.001, 1, 1),
          ] as [(CGFloat, Int, Int)])
    func rounding(points: CGFloat, columns: Int, lines: Int) {
        #expect(LengthScale.standard.cells(points, along: .horizontal) == columns)
        #expect(LengthScale.standard.cells(points, along: .vertical) == lines)
    }

    @Test("a nonzero offset moves at least one cell, keeping its sign")
    func nonzeroOffsets() {
        #expect(LengthScale.standard.offset(1, along: .horizontal) == 1)
        #expect(LengthScale.standard.offset(-1, along: .horizontal) == -1)
        #expect(LengthScale.standard.offset(-12, along: .horizontal) == -2)
        #expect(LengthScale.standard.offset(-8, along: .vertical) == -1)
        #expect(LengthScale.standard.offset(0, along: .vertical) == 0)
        let view = VStack(alignment: .leading, spacing: 0) { Text("ab"); Text("cd").offset(x: 3) }
        #expect(ViewRenderer(width: 10).render(view).plain == "ab\n cd\n")
    }

    @Test("huge lengths clamp to the longest length; negative, NaN and infinite ones are safe")
    func extremeLengths() {
        let huge: CGFloat = 1e300
        #expect(LengthScale.standard.cells(huge, along: .horizontal) == Cells.maxLength)
        #expect(LengthScale.standard.cells(.infinity, along: .vertical) == Cells.maxLength)
        #expect(LengthScale.standard.bound(.infinity, along: .horizontal) == CellProposal.infinity)
        #expect(LengthScale.standard.cells(.nan, along: .horizontal) == 0)
        #expect(LengthScale.standard.cells(-.infinity, along: .horizontal) == 0)
        #expect(LengthScale.standard.offset(.nan, along: .horizontal) == 0)
        #expect(LengthScale.standard.offset(-huge, along: .vertical) == -Cells.maxLength)
        let views: [AnyView] = [
            AnyView(Text("x").padding(huge)), AnyView(Text("x").padding(-16)), AnyView(Text("x").padding(.nan)),
            AnyView(Text("x").frame(width: .nan, height: -.infinity)), AnyView(Text("x").frame(minWidth: huge, maxWidth: .infinity)),
            AnyView(Text("x").offset(x: .infinity, y: -.infinity)), AnyView(HStack(spacing: -huge) { Text("a"); Text("b") }),
            AnyView(VStack(spacing: .nan) { Text("a"); Text("b") }), AnyView(Spacer(minLength: huge)),
            AnyView(LazyVGrid(columns: [GridItem(.fixed(.nan)), GridItem(.adaptive(minimum: -huge), spacing: .infinity)]) { Text("a") }),
        ]
        for view in views {
            // A padding of 2^20 lines may be too big to render: that is an error, never a trap.
            guard let text = try? ViewRenderer(width: 20).render(view, maxCells: 1 << 16) else { continue }
            expectRenderInvariants(text, width: 20)
        }
    }

    @Test("a scale that is not a positive number counts as cells along its axis",
          arguments: [CGFloat(0), -8, .nan, .infinity])
    func unusableScale(points: CGFloat) {
        let scale = LengthScale(pointsPerColumn: points, pointsPerLine: 16)
        #expect(scale.cells(3, along: .horizontal) == 3)
        #expect(scale.cells(16, along: .vertical) == 1)
    }

    @Test("grid items, spacers and relative frames read points along their axis")
    func axesOfOtherLengths() {
        let grid = LazyVGrid(columns: [GridItem(.fixed(24), spacing: 8), GridItem(.fixed(16))], alignment: .leading) {
            Text("a"); Text("b")
        }
        expectRender(grid, width: 20, lengthScale: .standard, plain: " a  b\n")
        let spacer = HStack(spacing: 0) { Text("a"); Spacer(minLength: 32); Text("b") }.fixedSize()
        expectRender(spacer, width: 20, lengthScale: .standard, plain: "a    b\n")
        let relative = Text("x").border(.single).containerRelativeFrame(.horizontal) { length, _ in
            #expect(length == 160)
            return length / 2
        }
        expectRender(relative, width: 20, lengthScale: .standard, plain: """
               ┌─┐
               │x│
               └─┘

            """)
    }
}
