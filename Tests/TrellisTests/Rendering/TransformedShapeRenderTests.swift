import Foundation
import Testing
import Trellis

/// SwiftUI's transformed shapes (`OffsetShape`, `RotatedShape`, `ScaledShape`,
/// `TransformedShape`) and `ButtonBorderShape`: each draws its path, as a shape of your own
/// does, and untransformed draws as its content alone.
@MainActor @Suite("Rendering: transformed shapes and button border shapes") struct TransformedShapeRenderTests {
    typealias Triangle = PathRenderTests.Triangle

    let rect = CGRect(x: 0, y: 0, width: 8, height: 4)

    @Test("an OffsetShape draws its content's path moved by the offset")
    func offset() {
        let moved = OffsetShape(shape: Triangle(), offset: CGSize(width: 3, height: 0))
        #expect(moved.path(in: rect) == Triangle().path(in: rect).offsetBy(dx: 3, dy: 0))
        // In cells, so that the frame is the 8 by 4 points of `rect`.
        func drawn(_ view: some View) -> String {
            ViewRenderer(width: 12, lengthScale: .cells).render(view.frame(width: 8, height: 4)).plain
        }
        let offset = drawn(moved.stroke())
        #expect(offset == drawn(Triangle().path(in: rect).offsetBy(dx: 3, dy: 0).stroke()))
        #expect(offset != drawn(Triangle().stroke()))
    }

    @Test("a RotatedShape turns its path about its anchor; a ScaledShape stretches it about its anchor")
    func rotatedAndScaled() {
        let turned = RotatedShape(shape: Rectangle(), angle: .degrees(90)).path(in: rect).boundingRect
        #expect(abs(turned.minX - 2) < 1e-9 && abs(turned.minY + 2) < 1e-9)
        #expect(abs(turned.width - 4) < 1e-9 && abs(turned.height - 8) < 1e-9)
        let corner = RotatedShape(shape: Rectangle(), angle: .degrees(90), anchor: .topLeading).path(in: rect)
            .boundingRect
        #expect(abs(corner.minX + 4) < 1e-9 && abs(corner.maxY - 8) < 1e-9)
        let halved = ScaledShape(shape: Rectangle(), scale: CGSize(width: 0.5, height: 0.5)).path(in: rect)
        #expect(halved.boundingRect == CGRect(x: 2, y: 1, width: 4, height: 2))
        let stretched = ScaledShape(shape: Rectangle(), scale: CGSize(width: 2, height: 1), anchor: .topLeading).path(
            in: rect)
        #expect(stretched.boundingRect == CGRect(x: 0, y: 0, width: 16, height: 4))
    }

    @Test("a TransformedShape applies its affine transform to every point of the path")
    func transformed() {
        let transform = CGAffineTransform(scaleX: 1, y: 2).translatedBy(x: 1, y: 0)
        #expect(
            TransformedShape(shape: Triangle(), transform: transform).path(in: rect)
                == Triangle().path(in: rect).applying(transform))
    }

    @Test("untransformed, each draws as its content alone: a built-in shape stays a box")
    func identities() {
        let box = rendered(Rectangle().stroke().frame(width: 6, height: 3))
        #expect(rendered(OffsetShape(shape: Rectangle(), offset: .zero).stroke().frame(width: 6, height: 3)) == box)
        #expect(rendered(RotatedShape(shape: Rectangle(), angle: .zero).stroke().frame(width: 6, height: 3)) == box)
        #expect(
            rendered(
                ScaledShape(shape: Rectangle(), scale: CGSize(width: 1, height: 1)).stroke().frame(width: 6, height: 3))
                == box)
        #expect(
            rendered(TransformedShape(shape: Rectangle(), transform: .identity).stroke().frame(width: 6, height: 3))
                == box)
        #expect(box.hasPrefix("┌"))
    }

    @Test("inset, animatable data and role come from the content, as in SwiftUI")
    func insetAnimatableAndRole() {
        let moved = OffsetShape(shape: Rectangle(), offset: CGSize(width: 1, height: 2))
        #expect(moved.inset(by: 1).path(in: rect) == Path(rect.insetBy(dx: 1, dy: 1)).offsetBy(dx: 1, dy: 2))
        var animated = moved
        animated.animatableData = AnimatablePair(EmptyAnimatableData(), AnimatablePair(5, 6))
        #expect(animated.offset == CGSize(width: 5, height: 6))
        var turned = RotatedShape(shape: Circle(), angle: .degrees(10))
        turned.animatableData.second.first = Angle.degrees(30).animatableData
        #expect(abs(turned.angle.degrees - 30) < 1e-9)
        #expect(OffsetShape<Circle>.role == Circle.role)
    }

    @Test("ButtonBorderShape draws the shape it names; .buttonBorder is the automatic one")
    func buttonBorderShape() {
        #expect(ButtonBorderShape.capsule.path(in: rect) == Capsule().path(in: rect))
        #expect(ButtonBorderShape.circle.path(in: rect) == Circle().path(in: rect))
        #expect(
            ButtonBorderShape.roundedRectangle(radius: 3).path(in: rect)
                == RoundedRectangle(cornerRadius: 3).path(in: rect))
        #expect(ButtonBorderShape.buttonBorder == .automatic)
        #expect(ButtonBorderShape.capsule != .circle)
        let capsule = rendered(Capsule().stroke().frame(width: 6, height: 3))
        #expect(rendered(ButtonBorderShape.capsule.stroke().frame(width: 6, height: 3)) == capsule)
        #expect(
            rendered(ButtonBorderShape.roundedRectangle(radius: 0).stroke().frame(width: 6, height: 3))
                == rendered(Rectangle().stroke().frame(width: 6, height: 3)))
        #expect(ButtonBorderShape.capsule.inset(by: 1).path(in: rect) == Capsule().path(in: rect.insetBy(dx: 1, dy: 1)))
    }
}
