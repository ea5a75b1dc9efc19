import Trellis

/// The modifiers of a shape written as a view (`Circle().stroke(.red, lineWidth: 2)`):
/// `fill`, `stroke` and `strokeBorder`, which paint the shape's inside or outline in a style,
/// the foreground style when none is given, as SwiftUI's do. Applied to anything but a shape,
/// these names are unknown modifiers, as they are in SwiftUI.
extension ModifierCatalog {
    static var shapeStyles: [String: [Callable]] {
        let style = Parameter(nil, .symbol(.shapeStyle), default: .symbol(ForegroundStyle()))
        let lineWidth = Parameter.size("lineWidth", default: .double(1))
        return [
            "fill": [shape([style]) { shape, arguments in
                filled(shape, try shapeStyle(arguments[0], location: arguments.location))
            }],
            "stroke": [shape([style, lineWidth]) { shape, arguments in
                stroked(shape, try shapeStyle(arguments[0], location: arguments.location), lineWidth: arguments.double(1))
            }],
            "strokeBorder": [shape([style, lineWidth]) { shape, arguments in
                guard let insettable = shape as? any InsettableShape else {
                    throw RuntimeFailure(message: "'strokeBorder' needs a shape that can be inset", location: arguments.location)
                }
                return strokedBorder(insettable, try shapeStyle(arguments[0], location: arguments.location), lineWidth: arguments.double(1))
            }],
        ]
    }

    /// A modifier callable over a shape receiver.
    private static func shape(_ parameters: [Parameter], _ run: @escaping (any Shape, Arguments) throws -> any View) -> Callable {
        Callable(parameters, result: .view) { receiver, arguments in
            .view(AnyView(try run(try shape(receiver, location: arguments.location), arguments)))
        }
    }

    private static func filled(_ shape: some Shape, _ style: some ShapeStyle) -> some View { shape.fill(style) }

    private static func stroked(_ shape: some Shape, _ style: some ShapeStyle, lineWidth: Double) -> some View {
        shape.stroke(style, lineWidth: lineWidth)
    }

    private static func strokedBorder(_ shape: some InsettableShape, _ style: some ShapeStyle, lineWidth: Double) -> some View {
        shape.strokeBorder(style, lineWidth: lineWidth)
    }
}
