import Trellis

/// The built-in views documents can call by name, with every initializer they accept.
///
/// `ForEach`, `Group(subviews:)`, `Group(sections:)` and `List(data)` take closures with
/// parameters; the compiler handles them itself (see `Compiler+Iteration.swift`). Every other
/// view is listed here, one ``Callable`` per initializer.
enum ViewCatalog {
    /// The views, by name.
    static func make() -> [String: [Callable]] {
        var views: [String: [Callable]] = [:]
        views.merge(stacks, uniquingKeysWith: +)
        views.merge(grids, uniquingKeysWith: +)
        views.merge(containers, uniquingKeysWith: +)
        views.merge(leaves, uniquingKeysWith: +)
        views.merge(shapes, uniquingKeysWith: +)
        views.merge(controls, uniquingKeysWith: +)
        views.merge(interactive, uniquingKeysWith: +)
        return views
    }

    /// A view callable: `run` gets the arguments only.
    static func view(_ parameters: [Parameter], result: ValueType = .view, _ run: @escaping (Arguments) throws -> Value) -> Callable {
        Callable(parameters, result: result) { _, arguments in try run(arguments) }
    }

    private static var spacing: Parameter { Parameter.optional("spacing", .double) }

    private static var stacks: [String: [Callable]] {
        let horizontal = Parameter("alignment", .symbol(.horizontalAlignment), default: .symbol(HorizontalAlignment.center))
        let vertical = Parameter("alignment", .symbol(.verticalAlignment), default: .symbol(VerticalAlignment.center))
        let pinned = Parameter("pinnedViews", .symbol(.pinnedViews), default: .symbol(PinnedScrollableViews()))
        return [
            "VStack": [view([horizontal, spacing, .content()]) { arguments in
                .view(AnyView(VStack(alignment: try arguments.symbol(0), spacing: arguments.optionalLength(1)) { arguments.view(2) }))
            }],
            "HStack": [view([vertical, spacing, .content()]) { arguments in
                .view(AnyView(HStack(alignment: try arguments.symbol(0), spacing: arguments.optionalLength(1)) { arguments.view(2) }))
            }],
            "ZStack": [view([Parameter("alignment", .symbol(.alignment), default: .symbol(Alignment.center)), .content()]) { arguments in
                .view(AnyView(ZStack(alignment: try arguments.symbol(0)) { arguments.view(1) }))
            }],
            "LazyVStack": [view([horizontal, spacing, pinned, .content()]) { arguments in
                .view(AnyView(LazyVStack(alignment: try arguments.symbol(0), spacing: arguments.optionalLength(1),
                                         pinnedViews: try arguments.symbol(2)) { arguments.view(3) }))
            }],
            "LazyHStack": [view([vertical, spacing, pinned, .content()]) { arguments in
                .view(AnyView(LazyHStack(alignment: try arguments.symbol(0), spacing: arguments.optionalLength(1),
                                         pinnedViews: try arguments.symbol(2)) { arguments.view(3) }))
            }],
        ]
    }

    private static var grids: [String: [Callable]] {
        let pinned = Parameter("pinnedViews", .symbol(.pinnedViews), default: .symbol(PinnedScrollableViews()))
        return [
            "Grid": [view([
                Parameter("alignment", .symbol(.alignment), default: .symbol(Alignment.center)),
                .optional("horizontalSpacing", .double), .optional("verticalSpacing", .double), .content(),
            ]) { arguments in
                .view(AnyView(Grid(alignment: try arguments.symbol(0), horizontalSpacing: arguments.optionalLength(1),
                                   verticalSpacing: arguments.optionalLength(2)) { arguments.view(3) }))
            }],
            "GridRow": [view([.optional("alignment", .symbol(.verticalAlignment)), .content()]) { arguments in
                .view(AnyView(GridRow(alignment: try arguments.optionalSymbol(0)) { arguments.view(1) }))
            }],
            "LazyVGrid": [view([
                Parameter("columns", .array(.symbol(.gridItem))),
                Parameter("alignment", .symbol(.horizontalAlignment), default: .symbol(HorizontalAlignment.center)),
                spacing, pinned, .content(),
            ]) { arguments in
                .view(AnyView(LazyVGrid(columns: arguments[0].elements?.compactMap { $0.symbol(GridItem.self) } ?? [],
                                        alignment: try arguments.symbol(1), spacing: arguments.optionalLength(2),
                                        pinnedViews: try arguments.symbol(3)) { arguments.view(4) }))
            }],
            "LazyHGrid": [view([
                Parameter("rows", .array(.symbol(.gridItem))),
                Parameter("alignment", .symbol(.verticalAlignment), default: .symbol(VerticalAlignment.center)),
                spacing, pinned, .content(),
            ]) { arguments in
                .view(AnyView(LazyHGrid(rows: arguments[0].elements?.compactMap { $0.symbol(GridItem.self) } ?? [],
                                        alignment: try arguments.symbol(1), spacing: arguments.optionalLength(2),
                                        pinnedViews: try arguments.symbol(3)) { arguments.view(4) }))
            }],
            "GridItem": [SymbolCatalog.gridItemConstructor],
            "EdgeInsets": [SymbolCatalog.edgeInsetsConstructor],
        ]
    }

    private static var containers: [String: [Callable]] {
        [
            "Group": [view([.content()]) { arguments in .view(AnyView(Group { arguments.view(0) })) }],
            "List": [view([.content()]) { arguments in .view(AnyView(List { arguments.view(0) })) }],
            "ScrollView": [view([
                Parameter(nil, .symbol(.axisSet), default: .symbol(Axis.Set.vertical)),
                Parameter("showsIndicators", .bool, default: .bool(true)), .content(),
            ]) { arguments in
                .view(AnyView(ScrollView(try arguments.symbol(0), showsIndicators: arguments.bool(1)) { arguments.view(2) }))
            }],
            "GroupBox": [
                view([.content()]) { arguments in .view(AnyView(GroupBox { arguments.view(0) })) },
                view([Parameter(nil, .string), .content()]) { arguments in
                    .view(AnyView(GroupBox(arguments.string(0)) { arguments.view(1) }))
                },
                view([.content(), .content("label")]) { arguments in
                    .view(AnyView(GroupBox { arguments.view(0) } label: { arguments.view(1) }))
                },
            ],
            "Section": [
                view([Parameter(nil, .string), .content()]) { arguments in
                    .view(AnyView(Section(arguments.string(0)) { arguments.view(1) }))
                },
                view([.content(), Parameter("header", .content, default: .view(AnyView(EmptyView()))),
                      Parameter("footer", .content, default: .view(AnyView(EmptyView())))]) { arguments in
                    .view(AnyView(Section { arguments.view(0) } header: { arguments.view(1) } footer: { arguments.view(2) }))
                },
                view([Parameter("header", .view, default: .view(AnyView(EmptyView()))),
                      Parameter("footer", .view, default: .view(AnyView(EmptyView()))), .content()]) { arguments in
                    .view(AnyView(Section(header: arguments.view(0), footer: arguments.view(1)) { arguments.view(2) }))
                },
            ],
            "AnyView": [view([Parameter(nil, .view)]) { arguments in .view(arguments.view(0)) }],
        ]
    }

    private static var leaves: [String: [Callable]] {
        [
            "Text": [
                view([Parameter(nil, .string)], result: .text) { arguments in .text(Text(arguments.string(0))) },
                view([Parameter("verbatim", .string)], result: .text) { arguments in .text(Text(verbatim: arguments.string(0))) },
                // An Int stays an Int (`.percent` shows 50 as "50%"), so it has an overload of its own.
                view([.data(nil, .int), Parameter("format", .symbol(.numberFormat))], result: .text) { arguments in
                    .text(Text(verbatim: try arguments.formatted(0, with: try arguments.symbol(1))))
                },
                view([.data(nil, .double), Parameter("format", .symbol(.numberFormat))], result: .text) { arguments in
                    .text(Text(verbatim: try arguments.formatted(0, with: try arguments.symbol(1))))
                },
                view([Parameter(nil, .date), Parameter("format", .symbol(.dateFormat))], result: .text) { arguments in
                    guard case .date(let date) = arguments[0] else { return .text(Text(verbatim: "")) }
                    return .text(Text(verbatim: DateFormat.format(date, fields: try arguments.symbol(1), locale: arguments.locale)))
                },
                view([Parameter(nil, .date), Parameter("style", .symbol(.dateStyle))], result: .text) { arguments in
                    guard case .date(let date) = arguments[0] else { return .text(Text(verbatim: "")) }
                    return .text(Text(verbatim: DateFormat.format(date, style: try arguments.symbol(1), locale: arguments.locale)))
                },
            ],
            "Image": [
                view([Parameter("systemName", .string)]) { arguments in .view(AnyView(Image(systemName: arguments.string(0)))) },
                view([Parameter(nil, .string)]) { arguments in .view(AnyView(Image(arguments.string(0)))) },
            ],
            "Label": [
                view([Parameter(nil, .string), Parameter("systemImage", .string)]) { arguments in
                    .view(AnyView(Label(arguments.string(0), systemImage: arguments.string(1))))
                },
                view([.content("title"), .content("icon")]) { arguments in
                    .view(AnyView(Label { arguments.view(0) } icon: { arguments.view(1) }))
                },
            ],
            "Spacer": [view([.optionalSize("minLength")]) { arguments in
                .view(AnyView(Spacer(minLength: arguments.optionalLength(0))))
            }],
            "Divider": [view([]) { _ in .view(AnyView(Divider())) }],
            "EmptyView": [view([]) { _ in .view(AnyView(EmptyView())) }],
            "Color": [
                view([component("red"), component("green"), component("blue"), component("opacity", default: .double(1))],
                     result: .symbol(.color)) { arguments in
                    .symbol(Color(red: arguments.double(0), green: arguments.double(1), blue: arguments.double(2),
                                  opacity: arguments.double(3)))
                },
                view([component("white"), component("opacity", default: .double(1))], result: .symbol(.color)) { arguments in
                    .symbol(Color(white: arguments.double(0), opacity: arguments.double(1)))
                },
            ],
        ]
    }

    /// A color component, from 0 to 1 as in SwiftUI.
    static func component(_ label: String?, default defaultValue: Value? = nil) -> Parameter {
        .ranged(label, .double, 0...1, "a color component", default: defaultValue)
    }

    private static var shapes: [String: [Callable]] {
        [
            "Rectangle": [view([], result: .symbol(.rectangle)) { _ in .symbol(Rectangle()) }],
            "RoundedRectangle": [view([
                .size("cornerRadius"),
                Parameter("style", .symbol(.roundedCornerStyle), default: .symbol(RoundedCornerStyle.continuous)),
            ], result: .symbol(.roundedRectangle)) { arguments in
                .symbol(RoundedRectangle(cornerRadius: arguments.double(0), style: try arguments.symbol(1)))
            }],
            "Capsule": [view([Parameter("style", .symbol(.roundedCornerStyle), default: .symbol(RoundedCornerStyle.continuous))],
                             result: .symbol(.capsule)) { arguments in .symbol(Capsule(style: try arguments.symbol(0))) }],
            "Circle": [view([], result: .symbol(.circle)) { _ in .symbol(Circle()) }],
        ]
    }
}
