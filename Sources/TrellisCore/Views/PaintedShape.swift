import Foundation

nonisolated extension Shape {
    /// Fills this shape with the foreground style.
    ///
    /// ```swift
    /// Circle().fill().frame(width: 4, height: 2)
    /// ```
    ///
    ///     ████
    ///     ████
    @_disfavoredOverload
    public func fill(style: FillStyle = FillStyle()) -> some View {
        PaintedShape(shape: self, paint: .fill(nil), fillStyle: style)
    }

    /// Fills this shape with `content`: full blocks in its colour, shade blocks when the colour
    /// is translucent.
    @_disfavoredOverload
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        PaintedShape(shape: self, paint: .fill(PaintedShape<Self>.color(of: content)), fillStyle: style)
    }

    /// Draws this shape's outline in the foreground style, one cell wide.
    public func stroke(lineWidth: CGFloat = 1) -> some View {
        PaintedShape(shape: self, paint: .stroke(nil))
    }

    /// Draws this shape's outline in `content`'s colour, one cell wide.
    @_disfavoredOverload
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        PaintedShape(shape: self, paint: .stroke(PaintedShape<Self>.color(of: content)))
    }
}

nonisolated extension InsettableShape {
    /// Draws this shape's outline inside its frame in the foreground style (as
    /// ``Shape/stroke(lineWidth:)`` does: a cell's outline is always inside).
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        PaintedShape(shape: self, paint: .stroke(nil))
    }

    /// Draws this shape's outline inside its frame in `content`'s colour.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        PaintedShape(shape: self, paint: .stroke(PaintedShape<Self>.color(of: content)))
    }
}

/// A shape drawn filled or outlined, filling the frame it is offered less its inset.
nonisolated struct PaintedShape<S: Shape>: UnaryView {
    enum Paint {
        /// Filled with the colour, or the foreground style for `nil`.
        case fill(Color?)
        /// Outlined in the colour, or the foreground style for `nil`.
        case stroke(Color?)
    }

    let shape: S
    let paint: Paint
    var fillStyle = FillStyle()

    static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        let foreground = inputs.environment.cellStyle.foreground
        guard let borderStyle = view.shape._borderStyle else {
            // Drawn from its path, which its own inset (if any) already shrinks.
            let shape = view.shape
            let scale = inputs.environment.lengthScale
            return switch view.paint {
            case .fill(let color):
                PathNode(path: shape.path(in:), paint: .fill(eoFill: view.fillStyle.isEOFilled), color: color ?? foreground ?? .primary,
                         scale: scale)
            case .stroke(let color):
                PathNode(path: shape.path(in:), paint: .stroke, color: color ?? foreground, scale: scale)
            }
        }
        let node: _LayoutNode = switch view.paint {
        case .fill(let color):
            ColorNode(color: color ?? foreground ?? .primary, asBackground: false)
        case .stroke(let color):
            BorderNode(child: ColorNode(color: .clear, asBackground: true), style: borderStyle,
                       color: color ?? foreground, title: nil)
        }
        let inset = view.shape._insetAmount
        guard inset > 0 else { return node }
        let edges = EdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset)
        return InsetNode(child: node, insets: inputs.environment.lengthScale.cells(edges))
    }
}

extension PaintedShape {
    /// `shape` filled with `style`'s colour, or the foreground style when it has none of its own.
    static func filling<Style: ShapeStyle>(_ shape: S, with style: Style, fillStyle: FillStyle) -> PaintedShape {
        PaintedShape(shape: shape, paint: .fill(color(of: style)), fillStyle: fillStyle)
    }

    /// The colour `style` paints in: `nil` (the environment's foreground) for the foreground
    /// style, clear for a style with no colour of its own.
    static func color<Style: ShapeStyle>(of style: Style) -> Color? {
        style is ForegroundStyle ? nil : style._terminalColor ?? .clear
    }
}
