import Foundation
#if canImport(TrellisCoreGraphics)
import TrellisCoreGraphics
#endif

/// How an outline is stroked: its width, caps, joins and dashes.
///
/// A cell-drawn outline is one cell wide with square corners, so the style is accepted and
/// the outline is drawn as ``Shape/stroke(lineWidth:)`` draws it.
///
/// ```swift
/// Circle().stroke(.blue, style: StrokeStyle(lineWidth: 2, dash: [4]))
/// ```
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    /// A stroke style.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        (self.lineWidth, self.lineCap, self.lineJoin, self.miterLimit) = (lineWidth, lineCap, lineJoin, miterLimit)
        (self.dash, self.dashPhase) = (dash, dashPhase)
    }
}

nonisolated extension Shape {
    /// Draws this shape's outline in the foreground style, one cell wide.
    public func stroke(style: StrokeStyle) -> some View {
        stroke(lineWidth: style.lineWidth)
    }

    /// Draws this shape's outline in `content`'s colour, one cell wide.
    @_disfavoredOverload
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        stroke(content, lineWidth: style.lineWidth)
    }
}

nonisolated extension InsettableShape {
    /// Draws this shape's outline inside its frame in the foreground style.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        strokeBorder(lineWidth: style.lineWidth, antialiased: antialiased)
    }

    /// Draws this shape's outline inside its frame in `content`'s colour.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        strokeBorder(content, lineWidth: style.lineWidth, antialiased: antialiased)
    }
}
