import Foundation
import Testing
import Trellis

/// The Layout protocol speaks points at the environment's scale, as SwiftUI code writes them:
/// at the standard scale a column is 8 points and a line 16.
@MainActor extension LayoutProtocolTests {
    @Test("a flow layout with spacing 8 leaves 1 column at the standard scale, 16 leaves 2")
    func flowLayoutSpacingInPoints() {
        let tags = ["swift", "layout", "cells", "terminal"]
        expectRender(FlowLayout(spacing: 8) { ForEach(tags, id: \.self) { Text($0) } }, width: 20, lengthScale: .standard,
                     plain: """
            swift layout cells
            terminal
            
            """)
        expectRender(FlowLayout(spacing: 16) { ForEach(tags, id: \.self) { Text($0) } }, width: 20, lengthScale: .standard,
                     plain: """
            swift  layout  cells
            terminal
            
            """)
        expectRender(FlowLayout(spacing: 16) { ForEach(tags, id: \.self) { Text($0) } }, width: 14, lengthScale: .standard,
                     plain: """
            swift  layout
            cells
            terminal
            
            """)
    }

    /// Answers a size in points that is not a whole number of cells, and places its only
    /// subview at a position in points between two cells.
    struct PointsBox: Layout {
        var size = CGSize(width: 44, height: 40)
        var position = CGPoint(x: 20, y: 16)

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { size }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y), proposal: .unspecified)
        }
    }

    @Test("a size answered in points becomes whole cells, rounded up; a position rounds down")
    func sizeAndPositionInPoints() {
        // 44 × 40 points are 5.5 columns by 2.5 lines: 6 by 3. The subview at 20 × 16 points
        // is 2.5 columns in (column 2) and 1 line down.
        let view = PointsBox { Text("o") }.border(.single)
        for width in [20, 10] {
            expectRender(view, width: width, lengthScale: .standard, plain: """
                ┌──────┐
                │      │
                │  o   │
                │      │
                └──────┘
                
                """)
        }
    }

    /// Records what its first subview measures at a few proposals, and the bounds it is
    /// given; lays nothing out.
    struct MeasuringSizes: Layout {
        let captured: Captured<[CGSize]>

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            guard let subview = subviews.first else { return .zero }
            captured.record([
                subview.sizeThatFits(.unspecified),
                // 20 points are 2.5 columns: the text is proposed 2 and wraps there.
                subview.sizeThatFits(ProposedViewSize(width: 20, height: nil)),
                proposal.replacingUnspecifiedDimensions(by: .zero),
            ])
            return CGSize(width: 8, height: 16)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    @Test("subviews measure in points, and a layout is proposed its space in points")
    func measuringInPoints() throws {
        let captured = Captured<[CGSize]>()
        _ = ViewRenderer(width: 10, lengthScale: .standard).render(MeasuringSizes(captured: captured) { Text("abcd") })
        let sizes = try #require(captured.all.first { $0[2].width == 80 })
        #expect(sizes[0] == CGSize(width: 32, height: 16))
        #expect(sizes[1] == CGSize(width: 16, height: 32))
    }

    @Test("a radial layout's centre anchors are points too: the same picture in cells and at the standard scale")
    func anchorsInPoints() {
        // 9 × 5 cells are 72 × 80 points at the standard scale; the layout only divides them.
        let view = RadialLayout { Text("E"); Text("S"); Text("W"); Text("N") }
        expectRender(view.frame(width: 9, height: 5), width: 20, lengthScale: .cells, plain: """
                N
            
            W       E
            
                S
            
            """)
        expectRender(view.frame(width: 72, height: 80), width: 20, lengthScale: .standard, plain: """
                N
            
            W       E
            
                S
            
            """)
    }
}
