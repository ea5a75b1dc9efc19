import Foundation

// SwiftUI's `Shape.size(...)`: a shape drawn at a fixed size inside the frame it is offered,
// placed at an anchor of that frame (`Circle().size(width: 8, height: 8)`). It is drawn from
// its path, as a shape of your own is.

/// A shape drawn at a fixed size, placed at `anchor` of the frame it is offered.
nonisolated struct SizedShape<Base: Shape>: Shape {
    let base: Base
    let size: CGSize
    let anchor: UnitPoint

    func path(in rect: CGRect) -> Path {
        let origin = CGPoint(x: rect.minX + (rect.width - size.width) * anchor.x,
                             y: rect.minY + (rect.height - size.height) * anchor.y)
        return base.path(in: CGRect(origin: origin, size: size))
    }
}

nonisolated extension Shape {
    /// This shape at `size`, at the top-leading corner of its frame.
    public func size(_ size: CGSize) -> some Shape { SizedShape(base: self, size: size, anchor: .topLeading) }

    /// This shape at `size`, at `anchor` of its frame.
    public func size(_ size: CGSize, anchor: UnitPoint) -> some Shape { SizedShape(base: self, size: size, anchor: anchor) }

    /// This shape `width` by `height` points, at the top-leading corner of its frame.
    public func size(width: CGFloat, height: CGFloat) -> some Shape {
        SizedShape(base: self, size: CGSize(width: width, height: height), anchor: .topLeading)
    }

    /// This shape `width` by `height` points, at `anchor` of its frame.
    public func size(width: CGFloat, height: CGFloat, anchor: UnitPoint) -> some Shape {
        SizedShape(base: self, size: CGSize(width: width, height: height), anchor: anchor)
    }
}
