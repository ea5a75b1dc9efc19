import Foundation
import Testing
import Trellis

/// `CGAffineTransform`, which layouts written for Apple platforms rotate and move points with.
@MainActor @Suite("Vocabulary: affine transforms") struct AffineTransformVocabularyTests {
    @Test("rotation, scale and translation map points as Core Graphics does")
    func transforms() {
        func near(_ point: CGPoint, _ x: CGFloat, _ y: CGFloat) -> Bool { abs(point.x - x) < 1e-9 && abs(point.y - y) < 1e-9 }
        // A quarter turn takes the top of a circle to its right on a screen (y points down).
        #expect(near(CGPoint(x: 0, y: -10).applying(CGAffineTransform(rotationAngle: .pi / 2)), 10, 0))
        #expect(near(CGPoint(x: 1, y: 2).applying(CGAffineTransform(scaleX: 3, y: -1)), 3, -2))
        #expect(near(CGPoint(x: 1, y: 2).applying(CGAffineTransform(translationX: 5, y: 6)), 6, 8))
        // Concatenating applies the receiver first: scale, then move.
        let scaledThenMoved = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 1, y: 0))
        #expect(near(CGPoint(x: 1, y: 1).applying(scaledThenMoved), 3, 2))
        #expect(near(CGPoint(x: 1, y: 1).applying(CGAffineTransform.identity.translatedBy(x: 1, y: 0).scaledBy(x: 2, y: 2)), 3, 2))
        #expect(CGAffineTransform.identity.isIdentity && !CGAffineTransform(rotationAngle: 1).isIdentity)
        #expect(CGSize(width: 2, height: 1).applying(CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 9, y: 9)) == CGSize(width: 4, height: 3))
    }

    /// Subviews on a circle a third of the bounds wide, the first at the top, turned into
    /// place with a rotation as the WWDC22 radial layout does.
    struct RotatingLayout: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let radius = CGSize(width: bounds.width / 3, height: bounds.height / 3)
            let step = Angle.degrees(360 / Double(subviews.count)).radians
            for (index, subview) in subviews.enumerated() {
                let unit = CGPoint(x: 0, y: -1).applying(CGAffineTransform(rotationAngle: step * Double(index)))
                subview.place(at: CGPoint(x: bounds.midX + unit.x * radius.width, y: bounds.midY + unit.y * radius.height),
                              anchor: .center, proposal: .unspecified)
            }
        }
    }

    @Test("a layout that rotates points into place draws them around a circle")
    func rotatingLayout() {
        // 7 lines tall in points at the standard scale, as wide as the render.
        let view = RotatingLayout { Text("N"); Text("E"); Text("S"); Text("W") }.frame(height: 112)
        expectRender(view, width: 20, lengthScale: .standard, plain: """
                     N
            
            
              W             E
            
                     S
            
            """)
        expectRender(view, width: 10, lengthScale: .standard, plain: """
                N
            
            
             W     E
            
                S
            
            """)
    }
}
