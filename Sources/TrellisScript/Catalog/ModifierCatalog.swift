import Foundation
import Trellis

/// The built-in modifiers documents can apply to any view, with every overload they accept.
///
/// `containerValue`, `environment`, `id`, `tag` and `containerRelativeFrame(_:_:)` with a
/// closure take key paths, hashable values or closures; the compiler handles them itself (see
/// `Compiler+Keys.swift`). Text styles applied to a `Text` keep it a `Text` (see ``textStyles``).
enum ModifierCatalog {
    /// The modifiers, by name.
    static func make() -> [String: [Callable]] {
        var modifiers: [String: [Callable]] = [:]
        modifiers.merge(layout, uniquingKeysWith: +)
        modifiers.merge(decoration, uniquingKeysWith: +)
        modifiers.merge(textEnvironment, uniquingKeysWith: +)
        modifiers.merge(compatibility, uniquingKeysWith: +)
        modifiers.merge(styles, uniquingKeysWith: +)
        return modifiers
    }

    /// A modifier callable over a view receiver.
    static func modifier(_ parameters: [Parameter], _ run: @escaping (AnyView, Arguments) throws -> any View) -> Callable {
        Callable(parameters, result: .view) { receiver, arguments in .view(AnyView(try run(receiver.view, arguments))) }
    }

    private static var layout: [String: [Callable]] {
        let alignment = Parameter("alignment", .symbol(.alignment), default: .symbol(Alignment.center))
        return [
            "padding": [
                modifier([Parameter(nil, .symbol(.edgeSet), default: .symbol(Edge.Set.all)), .optional(nil, .double)]) { view, arguments in
                    view.padding(try arguments.symbol(0), arguments.optionalLength(1))
                },
                modifier([Parameter(nil, .double)]) { view, arguments in view.padding(arguments.double(0)) },
                modifier([Parameter(nil, .symbol(.edgeInsets))]) { view, arguments in view.padding(try arguments.symbol(0, as: EdgeInsets.self)) },
            ],
            "frame": [
                modifier([.optionalSize("width"), .optionalSize("height"), alignment]) { view, arguments in
                    view.frame(width: arguments.optionalLength(0), height: arguments.optionalLength(1), alignment: try arguments.symbol(2))
                },
                modifier([
                    .optionalSize("minWidth"), .optionalSize("idealWidth"), .optionalSize("maxWidth"),
                    .optionalSize("minHeight"), .optionalSize("idealHeight"), .optionalSize("maxHeight"), alignment,
                ]) { view, arguments in
                    view.frame(minWidth: arguments.optionalLength(0), idealWidth: arguments.optionalLength(1),
                               maxWidth: arguments.optionalLength(2), minHeight: arguments.optionalLength(3),
                               idealHeight: arguments.optionalLength(4), maxHeight: arguments.optionalLength(5),
                               alignment: try arguments.symbol(6))
                },
            ],
            "fixedSize": [
                modifier([]) { view, _ in view.fixedSize() },
                modifier([Parameter("horizontal", .bool), Parameter("vertical", .bool)]) { view, arguments in
                    view.fixedSize(horizontal: arguments.bool(0), vertical: arguments.bool(1))
                },
            ],
            "layoutPriority": [modifier([Parameter(nil, .double)]) { view, arguments in view.layoutPriority(arguments.double(0)) }],
            "offset": [modifier([Parameter("x", .double, default: .double(0)), Parameter("y", .double, default: .double(0))]) { view, arguments in
                view.offset(x: arguments.double(0), y: arguments.double(1))
            }],
            "hidden": [modifier([]) { view, _ in view.hidden() }],
            "clipped": [modifier([Parameter("antialiased", .bool, default: .bool(false))]) { view, _ in view.clipped() }],
            "containerRelativeFrame": [
                modifier([Parameter(nil, .symbol(.axisSet)), alignment]) { view, arguments in
                    view.containerRelativeFrame(try arguments.symbol(0), alignment: try arguments.symbol(1))
                },
                modifier([Parameter(nil, .symbol(.axisSet)), Parameter("count", .int), Parameter("span", .int, default: .int(1)),
                          Parameter("spacing", .double), alignment]) { view, arguments in
                    view.containerRelativeFrame(try arguments.symbol(0), count: arguments.int(1), span: arguments.int(2),
                                                spacing: arguments.double(3), alignment: try arguments.symbol(4))
                },
            ],
            "listRowSeparator": [modifier([
                Parameter(nil, .symbol(.visibility)), Parameter("edges", .symbol(.verticalEdgeSet), default: .symbol(VerticalEdge.Set.all)),
            ]) { view, arguments in
                view.listRowSeparator(try arguments.symbol(0), edges: try arguments.symbol(1))
            }],
        ]
    }

    private static var decoration: [String: [Callable]] {
        let alignment = Parameter("alignment", .symbol(.alignment), default: .symbol(Alignment.center))
        return [
            "border": [
                modifier([Parameter(nil, .symbol(.borderStyle)), .optional("color", .symbol(.color))]) { view, arguments in
                    view.border(try arguments.symbol(0, as: BorderStyle.self), color: try arguments.optionalSymbol(1))
                },
                modifier([Parameter(nil, .symbol(.color)), Parameter.size("width", default: .double(1))]) { view, arguments in
                    view.border(try arguments.symbol(0, as: Color.self), width: arguments.double(1))
                },
            ],
            "background": [
                modifier([alignment, .content()]) { view, arguments in
                    view.background(alignment: try arguments.symbol(0)) { arguments.view(1) }
                },
                modifier([Parameter(nil, .symbol(.shapeStyle)), Parameter("in", .symbol(.shape))]) { view, arguments in
                    try background(view, style: arguments[0], shape: arguments[1], location: arguments.location)
                },
                modifier([Parameter(nil, .symbol(.shapeStyle))]) { view, arguments in
                    try background(view, style: arguments[0], shape: nil, location: arguments.location)
                },
                modifier([Parameter(nil, .view), alignment]) { view, arguments in
                    view.background(arguments.view(0), alignment: try arguments.symbol(1))
                },
            ],
            "overlay": [
                modifier([alignment, .content()]) { view, arguments in
                    view.overlay(alignment: try arguments.symbol(0)) { arguments.view(1) }
                },
                modifier([Parameter(nil, .symbol(.shapeStyle))]) { view, arguments in
                    view.overlay(try shapeStyle(arguments[0], location: arguments.location))
                },
                modifier([Parameter(nil, .view), alignment]) { view, arguments in
                    view.overlay(arguments.view(0), alignment: try arguments.symbol(1))
                },
            ],
            "clipShape": [modifier([Parameter(nil, .symbol(.shape))]) { view, arguments in
                try clipShape(view, arguments[0], location: arguments.location)
            }],
        ]
    }

    /// Modifiers that a `Text` keeps as a `Text` (its own styles, which `+` preserves), and that
    /// any other view takes as environment styles.
    static var textStyles: [String: [Callable]] {
        func text(_ parameters: [Parameter], _ run: @escaping (Text, Arguments) throws -> Text) -> Callable {
            Callable(parameters, result: .text) { receiver, arguments in
                if case .text(let text) = receiver { return .text(try run(text, arguments)) }
                throw RuntimeFailure(message: "expected a Text", location: arguments.location)
            }
        }
        let active = Parameter(nil, .bool, default: .bool(true))
        let pattern = Parameter("pattern", .symbol(.linePattern), default: .symbol(Text.LineStyle.Pattern.solid))
        let color = Parameter.optional("color", .symbol(.color))
        return [
            "font": [text([.optional(nil, .symbol(.font))]) { $0.font(try $1.optionalSymbol(0)) }],
            "bold": [text([active]) { $0.bold($1.bool(0)) }],
            "italic": [text([active]) { $0.italic($1.bool(0)) }],
            "underline": [text([active, pattern, color]) {
                $0.underline($1.bool(0), pattern: try $1.symbol(1), color: try $1.optionalSymbol(2))
            }],
            "strikethrough": [text([active, pattern, color]) {
                $0.strikethrough($1.bool(0), pattern: try $1.symbol(1), color: try $1.optionalSymbol(2))
            }],
            "fontWeight": [text([.optional(nil, .symbol(.fontWeight))]) { $0.fontWeight(try $1.optionalSymbol(0)) }],
            "foregroundColor": [text([.optional(nil, .symbol(.color))]) { $0.foregroundColor(try $1.optionalSymbol(0)) }],
            "foregroundStyle": [text([Parameter(nil, .symbol(.shapeStyle))]) { text, arguments in
                text.foregroundStyle(try shapeStyle(arguments[0], location: arguments.location))
            }],
        ]
    }

    /// The text styles for any view: they set the environment of the text below.
    private static var styles: [String: [Callable]] {
        let active = Parameter(nil, .bool, default: .bool(true))
        let pattern = Parameter("pattern", .symbol(.linePattern), default: .symbol(Text.LineStyle.Pattern.solid))
        let color = Parameter.optional("color", .symbol(.color))
        return [
            "font": [modifier([.optional(nil, .symbol(.font))]) { $0.font(try $1.optionalSymbol(0)) }],
            "bold": [modifier([active]) { $0.bold($1.bool(0)) }],
            "italic": [modifier([active]) { $0.italic($1.bool(0)) }],
            "underline": [modifier([active, pattern, color]) {
                $0.underline($1.bool(0), pattern: try $1.symbol(1), color: try $1.optionalSymbol(2))
            }],
            "strikethrough": [modifier([active, pattern, color]) {
                $0.strikethrough($1.bool(0), pattern: try $1.symbol(1), color: try $1.optionalSymbol(2))
            }],
            "fontWeight": [modifier([.optional(nil, .symbol(.fontWeight))]) { $0.fontWeight(try $1.optionalSymbol(0)) }],
            "foregroundColor": [modifier([.optional(nil, .symbol(.color))]) { $0.foregroundColor(try $1.optionalSymbol(0)) }],
            "foregroundStyle": [modifier([Parameter(nil, .symbol(.shapeStyle))]) { view, arguments in
                view.foregroundStyle(try shapeStyle(arguments[0], location: arguments.location))
            }],
        ]
    }

    private static var textEnvironment: [String: [Callable]] {
        [
            "textCase": [modifier([.optional(nil, .symbol(.textCase))]) { $0.textCase(try $1.optionalSymbol(0)) }],
            "lineLimit": [modifier([.optionalSize(nil, .int)]) { view, arguments in
                view.lineLimit(arguments[0].optionalDouble.map { Int($0) })
            }],
            "truncationMode": [modifier([Parameter(nil, .symbol(.truncationMode))]) { $0.truncationMode(try $1.symbol(0)) }],
            "multilineTextAlignment": [modifier([Parameter(nil, .symbol(.textAlignment))]) {
                $0.multilineTextAlignment(try $1.symbol(0))
            }],
        ]
    }

    private static var compatibility: [String: [Callable]] {
        [
            "shadow": [modifier([
                Parameter("color", .symbol(.color), default: .symbol(Color.black.opacity(0.33))), Parameter("radius", .double),
                Parameter("x", .double, default: .double(0)), Parameter("y", .double, default: .double(0)),
            ]) { view, arguments in
                view.shadow(color: try arguments.symbol(0), radius: arguments.double(1), x: arguments.double(2), y: arguments.double(3))
            }],
            "contentShape": [modifier([Parameter(nil, .symbol(.shape)), Parameter("eoFill", .bool, default: .bool(false))]) { view, _ in view }],
            "buttonStyle": [modifier([Parameter(nil, .symbol(.buttonStyle))]) { view, _ in view }],
            "scrollTargetLayout": [modifier([Parameter("isEnabled", .bool, default: .bool(true))]) { view, arguments in
                view.scrollTargetLayout(isEnabled: arguments.bool(0))
            }],
            "scrollTargetBehavior": [modifier([Parameter(nil, .symbol(.scrollTargetBehavior))]) { view, _ in view }],
            "contentMargins": [
                modifier([Parameter(nil, .symbol(.edgeSet), default: .symbol(Edge.Set.all)), .optional(nil, .double),
                          Parameter("for", .symbol(.contentMarginPlacement), default: .symbol(ContentMarginPlacement.automatic))]) { view, arguments in
                    view.contentMargins(try arguments.symbol(0), arguments.optionalLength(1), for: try arguments.symbol(2))
                },
                modifier([Parameter(nil, .double),
                          Parameter("for", .symbol(.contentMarginPlacement), default: .symbol(ContentMarginPlacement.automatic))]) { view, arguments in
                    view.contentMargins(CGFloat(arguments.double(0)), for: try arguments.symbol(1))
                },
            ],
            "animation": [modifier([.optional(nil, .symbol(.animation)), Parameter("value", .any)]) { view, _ in view }],
            // Runs under a live runtime (`trellis run`) when the view's identity appears.
            "onAppear": [modifier([Parameter("perform", .action, default: .null)]) { view, arguments in
                view.onAppear(perform: arguments.frameAction(0))
            }],
            "onTapGesture": [modifier([Parameter("count", .int, default: .int(1)), Parameter("perform", .action)]) { view, _ in view }],
            // Runs under a live runtime when Return submits a focused TextField inside.
            "onSubmit": [modifier([Parameter(nil, .action)]) { view, arguments in
                view.onSubmit(arguments.action(0))
            }],
        ]
    }

    // MARK: - Existential arguments

    static func shapeStyle(_ value: Value, location: SourceLocation) throws -> any ShapeStyle {
        guard let style = value.symbol((any ShapeStyle).self) else {
            throw RuntimeFailure(message: "expected a colour or material, found '\(value)'", location: location)
        }
        return style
    }

    static func shape(_ value: Value, location: SourceLocation) throws -> any Shape {
        guard let shape = value.symbol((any Shape).self) else {
            throw RuntimeFailure(message: "expected a shape, found '\(value)'", location: location)
        }
        return shape
    }

    private static func background(_ view: AnyView, style: Value, shape: Value?, location: SourceLocation) throws -> any View {
        let style = try shapeStyle(style, location: location)
        guard let shape else { return view.background(style) }
        return view.background(style, in: try self.shape(shape, location: location))
    }

    private static func clipShape(_ view: AnyView, _ shape: Value, location: SourceLocation) throws -> any View {
        view.clipShape(try self.shape(shape, location: location))
    }
}
