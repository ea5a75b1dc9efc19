import Foundation

/// A view that draws a shape, which can be filled or stroked again on top of itself (SwiftUI
/// 17's `Circle().fill(.blue).stroke(.white, lineWidth: 2)`): each layer draws over the
/// previous one in the same frame.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 1).fill(.blue).stroke(.white)
/// ```
public protocol ShapeView<Content>: View {
    /// The shape drawn.
    associatedtype Content: Shape
    /// The shape drawn.
    nonisolated var shape: Content { get }
}

nonisolated extension ShapeView {
    /// Fills the shape with `content` over this view.
    public func fill<S: ShapeStyle>(
        _ content: S = .foreground, style: FillStyle = FillStyle()
    ) -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }

    /// Strokes the shape's outline with `content` over this view, one cell wide.
    public func stroke<S: ShapeStyle>(
        _ content: S, style: StrokeStyle, antialiased: Bool = true
    ) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Strokes the shape's outline with `content` over this view, one cell wide.
    public func stroke<S: ShapeStyle>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

nonisolated extension ShapeView where Content: InsettableShape {
    /// Strokes the shape's outline inside its frame with `content` over this view, one cell wide.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
    )
        -> StrokeBorderShapeView<Content, S, Self>
    {
        StrokeBorderShapeView(
            shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Strokes the shape's outline inside its frame with `content` over this view, one cell wide.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    )
        -> StrokeBorderShapeView<Content, S, Self>
    {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

nonisolated extension Shape {
    /// Fills this shape with `content` (the foreground style by default): full blocks in its
    /// colour, shade blocks when the colour is translucent.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Draws this shape's outline in `content`'s colour, one cell wide.
    public func stroke<S: ShapeStyle>(
        _ content: S, style: StrokeStyle, antialiased: Bool = true
    ) -> StrokeShapeView<Self, S, EmptyView> {
        StrokeShapeView(
            shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// Draws this shape's outline in `content`'s colour, one cell wide.
    public func stroke<S: ShapeStyle>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> StrokeShapeView<Self, S, EmptyView> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// A shape filled with a style: what `Shape.fill(_:style:)` makes.
public nonisolated struct _ShapeView<Content: Shape, Style: ShapeStyle>: ShapeView {
    /// The shape filled.
    public var shape: Content
    /// The style it is filled with.
    public var style: Style
    /// The fill rule.
    public var fillStyle: FillStyle

    /// `shape` filled with `style`.
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        (self.shape, self.style, self.fillStyle) = (shape, style, fillStyle)
    }

    public var body: some View { PaintedShape.filling(shape, with: style, fillStyle: fillStyle) }
}

/// A shape filled with a style over a background view: what `fill` on a ``ShapeView`` makes.
public nonisolated struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape filled.
    public var shape: Content
    /// The style it is filled with.
    public var style: Style
    /// The fill rule.
    public var fillStyle: FillStyle
    /// What the fill is drawn over.
    public var background: Background

    /// `shape` filled with `style` over `background`.
    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        (self.shape, self.style, self.fillStyle, self.background) = (shape, style, fillStyle, background)
    }

    public var body: some View {
        ZStack {
            background
            PaintedShape.filling(shape, with: style, fillStyle: fillStyle)
        }
    }
}

/// A shape's outline stroked with a style over a background view: what `stroke` on a shape or
/// a ``ShapeView`` makes. Outlines are one cell wide whatever the stroke style.
public nonisolated struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape stroked.
    public var shape: Content
    /// The style its outline is drawn in.
    public var style: Style
    /// The stroke's width, dashes and joins (drawn one cell wide).
    public var strokeStyle: StrokeStyle
    /// Whether edges would be antialiased: accepted.
    public var isAntialiased: Bool
    /// What the outline is drawn over.
    public var background: Background

    /// The outline of `shape` in `style` over `background`.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        (self.shape, self.style, self.strokeStyle) = (shape, style, strokeStyle)
        (self.isAntialiased, self.background) = (isAntialiased, background)
    }

    public var body: some View {
        ZStack {
            background
            PaintedShape(shape: shape, paint: .stroke(PaintedShape<Content>.color(of: style)))
        }
    }
}

/// An insettable shape's outline stroked inside its frame over a background view: what
/// `strokeBorder` on a ``ShapeView`` makes. Its properties mean what ``StrokeShapeView``'s do
/// (a cell's outline is always inside its frame, so both draw alike).
public nonisolated struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>:
    ShapeView
{
    public var background: Background
    public var shape: Content
    public var strokeStyle: StrokeStyle
    public var style: Style
    public var isAntialiased: Bool

    /// The outline of `shape` inside its frame in `style` over `background`.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        (self.shape, self.style, self.strokeStyle, self.isAntialiased) = (shape, style, strokeStyle, isAntialiased)
        self.background = background
    }

    public var body: some View {
        StrokeShapeView(
            shape: shape, style: style, strokeStyle: strokeStyle, isAntialiased: isAntialiased, background: background)
    }
}
