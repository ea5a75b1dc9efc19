import Foundation
import Trellis

/// The option types of Trellis that documents can name, with their members, by kind.
///
/// Kinds that accept the same members (every colour is a shape style) are filled from the
/// same table, so each value is listed once.
struct SymbolCatalog {
    private(set) var tables: [SymbolKind: SymbolTable] = [:]

    init() {
        for part in [Self.styleTables(), Self.textTables(), Self.layoutTables(), Self.formatTables()] {
            tables.merge(part) { first, _ in first }
        }
    }

    /// Colours, materials, shapes, borders and other styles.
    private static func styleTables() -> [SymbolKind: SymbolTable] {
        var tables: [SymbolKind: SymbolTable] = [:]
        tables[.color] = Self.colors
        var shapeStyles = Self.colors
        shapeStyles.members.merge(Self.materials.members) { first, _ in first }
        tables[.shapeStyle] = shapeStyles
        tables[.material] = Self.materials
        tables[.borderStyle] = Self.table([
            "rounded": BorderStyle.rounded, "single": BorderStyle.single, "double": BorderStyle.double,
            "heavy": BorderStyle.heavy, "ascii": BorderStyle.ascii,
        ])
        tables[.visibility] = Self.table([
            "automatic": Visibility.automatic, "visible": Visibility.visible, "hidden": Visibility.hidden,
        ])
        tables[.shape] = Self.shapes
        tables[.roundedCornerStyle] = Self.table([
            "circular": RoundedCornerStyle.circular, "continuous": RoundedCornerStyle.continuous,
        ])
        tables[.buttonStyle] = Self.table(["plain": PlainButtonStyle(), "bordered": BorderedButtonStyle()])
        tables[.animation] = Self.table([
            "default": Animation.default, "easeInOut": Animation.easeInOut, "spring": Animation.spring, "linear": Animation.linear,
        ])
        return tables
    }

    /// Fonts and text options.
    private static func textTables() -> [SymbolKind: SymbolTable] {
        var tables: [SymbolKind: SymbolTable] = [:]
        tables[.font] = Self.fonts
        tables[.fontWeight] = Self.table([
            "ultraLight": Font.Weight.ultraLight, "thin": Font.Weight.thin, "light": Font.Weight.light,
            "regular": Font.Weight.regular, "medium": Font.Weight.medium, "semibold": Font.Weight.semibold,
            "bold": Font.Weight.bold, "heavy": Font.Weight.heavy, "black": Font.Weight.black,
        ])
        tables[.fontDesign] = Self.table([
            "default": Font.Design.default, "serif": Font.Design.serif, "rounded": Font.Design.rounded,
            "monospaced": Font.Design.monospaced,
        ])
        tables[.textAlignment] = Self.table([
            "leading": TextAlignment.leading, "center": TextAlignment.center, "trailing": TextAlignment.trailing,
        ])
        tables[.textCase] = Self.table(["uppercase": Text.Case.uppercase, "lowercase": Text.Case.lowercase])
        tables[.truncationMode] = Self.table([
            "head": Text.TruncationMode.head, "middle": Text.TruncationMode.middle, "tail": Text.TruncationMode.tail,
        ])
        tables[.linePattern] = Self.table([
            "solid": Text.LineStyle.Pattern.solid, "dot": Text.LineStyle.Pattern.dot, "dash": Text.LineStyle.Pattern.dash,
            "dashDot": Text.LineStyle.Pattern.dashDot, "dashDotDot": Text.LineStyle.Pattern.dashDotDot,
        ])
        return tables
    }

    /// Alignments, edges, axes, grid sizes and scrolling options.
    private static func layoutTables() -> [SymbolKind: SymbolTable] {
        var tables: [SymbolKind: SymbolTable] = [:]
        tables[.horizontalAlignment] = Self.table([
            "leading": HorizontalAlignment.leading, "center": HorizontalAlignment.center,
            "trailing": HorizontalAlignment.trailing,
            "listRowSeparatorLeading": HorizontalAlignment.listRowSeparatorLeading,
            "listRowSeparatorTrailing": HorizontalAlignment.listRowSeparatorTrailing,
        ])
        tables[.verticalAlignment] = Self.table([
            "top": VerticalAlignment.top, "center": VerticalAlignment.center, "bottom": VerticalAlignment.bottom,
            "firstTextBaseline": VerticalAlignment.firstTextBaseline, "lastTextBaseline": VerticalAlignment.lastTextBaseline,
        ])
        tables[.alignment] = Self.table([
            "topLeading": Alignment.topLeading, "top": Alignment.top, "topTrailing": Alignment.topTrailing,
            "leading": Alignment.leading, "center": Alignment.center, "trailing": Alignment.trailing,
            "bottomLeading": Alignment.bottomLeading, "bottom": Alignment.bottom, "bottomTrailing": Alignment.bottomTrailing,
        ])
        tables[.edgeSet] = Self.table([
            "top": Edge.Set.top, "leading": Edge.Set.leading, "bottom": Edge.Set.bottom, "trailing": Edge.Set.trailing,
            "horizontal": Edge.Set.horizontal, "vertical": Edge.Set.vertical, "all": Edge.Set.all,
        ])
        tables[.verticalEdgeSet] = Self.table([
            "top": VerticalEdge.Set.top, "bottom": VerticalEdge.Set.bottom, "all": VerticalEdge.Set.all,
        ])
        tables[.axisSet] = Self.table(["horizontal": Axis.Set.horizontal, "vertical": Axis.Set.vertical])
        tables[.gridItemSize] = Self.gridItemSizes
        tables[.scrollTargetBehavior] = Self.table([
            "viewAligned": ViewAlignedScrollTargetBehavior(), "paging": PagingScrollTargetBehavior(),
        ])
        tables[.contentMarginPlacement] = Self.table([
            "automatic": ContentMarginPlacement.automatic, "scrollContent": ContentMarginPlacement.scrollContent,
            "scrollIndicators": ContentMarginPlacement.scrollIndicators,
        ])
        tables[.pinnedViews] = Self.table([
            "sectionHeaders": PinnedScrollableViews.sectionHeaders, "sectionFooters": PinnedScrollableViews.sectionFooters,
        ])
        return tables
    }

    /// Number and date formats.
    private static func formatTables() -> [SymbolKind: SymbolTable] {
        var tables: [SymbolKind: SymbolTable] = [:]
        tables[.numberFormat] = Self.numberFormats
        tables[.precision] = Self.precisions
        tables[.grouping] = Self.table(["automatic": true, "never": false])
        tables[.dateStyle] = Self.table(["date": DateFormat.Style.date, "time": DateFormat.Style.time])
        tables[.dateFormatDate] = Self.table([
            "omitted": Date.FormatStyle.DateStyle.omitted, "numeric": Date.FormatStyle.DateStyle.numeric,
            "abbreviated": Date.FormatStyle.DateStyle.abbreviated, "long": Date.FormatStyle.DateStyle.long,
            "complete": Date.FormatStyle.DateStyle.complete,
        ])
        tables[.dateFormat] = Self.dateFormats
        tables[.dateMonth] = Self.table([
            "defaultDigits": Date.FormatStyle.Symbol.Month.defaultDigits, "twoDigits": Date.FormatStyle.Symbol.Month.twoDigits,
            "abbreviated": Date.FormatStyle.Symbol.Month.abbreviated, "wide": Date.FormatStyle.Symbol.Month.wide,
            "narrow": Date.FormatStyle.Symbol.Month.narrow,
        ])
        tables[.dateWeekday] = Self.table([
            "oneDigit": Date.FormatStyle.Symbol.Weekday.oneDigit, "twoDigits": Date.FormatStyle.Symbol.Weekday.twoDigits,
            "abbreviated": Date.FormatStyle.Symbol.Weekday.abbreviated, "wide": Date.FormatStyle.Symbol.Weekday.wide,
            "narrow": Date.FormatStyle.Symbol.Weekday.narrow, "short": Date.FormatStyle.Symbol.Weekday.short,
        ])
        tables[.dateFormatTime] = Self.table([
            "omitted": Date.FormatStyle.TimeStyle.omitted, "shortened": Date.FormatStyle.TimeStyle.shortened,
            "standard": Date.FormatStyle.TimeStyle.standard, "complete": Date.FormatStyle.TimeStyle.complete,
        ])
        return tables
    }

    subscript(kind: SymbolKind) -> SymbolTable { tables[kind] ?? SymbolTable() }

    /// An array literal of option-set members as one value (`[.horizontal, .vertical]`).
    static func optionSet(_ kind: SymbolKind, _ members: [Value]) -> Value {
        func union<T: OptionSet>(_ type: T.Type) -> Value {
            .symbol(members.reduce(into: T()) { result, member in if let value = member.symbol(T.self) { result.formUnion(value) } })
        }
        switch kind {
        case .edgeSet: return union(Edge.Set.self)
        case .axisSet: return union(Axis.Set.self)
        case .verticalEdgeSet: return union(VerticalEdge.Set.self)
        default: return union(PinnedScrollableViews.self)
        }
    }

    static func table(_ members: [String: Any]) -> SymbolTable {
        SymbolTable(members: members.mapValues { Value.symbol($0) })
    }

    private static var colors: SymbolTable {
        var table = table([
            "black": Color.black, "red": Color.red, "green": Color.green, "yellow": Color.yellow, "blue": Color.blue,
            "purple": Color.purple, "cyan": Color.cyan, "white": Color.white, "gray": Color.gray, "orange": Color.orange,
            "pink": Color.pink, "mint": Color.mint, "teal": Color.teal, "indigo": Color.indigo, "brown": Color.brown,
            "primary": Color.primary, "secondary": Color.secondary, "accentColor": Color.accentColor, "clear": Color.clear,
        ])
        table.functions["palette"] = [Callable([.ranged(nil, .int, 0...255, "a palette index")], result: .symbol(.color)) { _, arguments in
            .symbol(Color.palette(UInt8(clamping: arguments.int(0))))
        }]
        table.methods["opacity"] = [Callable([ViewCatalog.component(nil)], result: .symbol(.color)) { receiver, arguments in
            .symbol((receiver.symbol(Color.self) ?? .clear).opacity(arguments.double(0)))
        }]
        return table
    }

    private static var materials: SymbolTable {
        table([
            "ultraThin": Material.ultraThin, "thin": Material.thin, "regular": Material.regular,
            "thick": Material.thick, "ultraThick": Material.ultraThick, "bar": Material.bar,
        ])
    }

    private static var fonts: SymbolTable {
        var table = table([
            "largeTitle": Font.largeTitle, "title": Font.title, "title2": Font.title2, "title3": Font.title3,
            "headline": Font.headline, "subheadline": Font.subheadline, "body": Font.body, "callout": Font.callout,
            "footnote": Font.footnote, "caption": Font.caption, "caption2": Font.caption2,
        ])
        table.functions["system"] = [
            Callable([
                Parameter("size", .double), Parameter("weight", .symbol(.fontWeight), default: .symbol(Font.Weight.regular)),
                Parameter("design", .symbol(.fontDesign), default: .symbol(Font.Design.default)),
            ], result: .symbol(.font)) { _, arguments in
                .symbol(Font.system(size: arguments.double(0), weight: try arguments.symbol(1), design: try arguments.symbol(2)))
            },
            Callable([
                Parameter(nil, .symbol(.font)), Parameter("design", .symbol(.fontDesign), default: .symbol(Font.Design.default)),
                .optional("weight", .symbol(.fontWeight)),
            ], result: .symbol(.font)) { _, arguments in
                .symbol(Font.system(like: try arguments.symbol(0), design: try arguments.symbol(1), weight: try arguments.optionalSymbol(2)))
            },
        ]
        table.methods["bold"] = [Callable([], result: .symbol(.font)) { receiver, _ in
            .symbol((receiver.symbol(Font.self) ?? .body).bold())
        }]
        table.methods["italic"] = [Callable([], result: .symbol(.font)) { receiver, _ in
            .symbol((receiver.symbol(Font.self) ?? .body).italic())
        }]
        table.methods["weight"] = [Callable([Parameter(nil, .symbol(.fontWeight))], result: .symbol(.font)) { receiver, arguments in
            .symbol((receiver.symbol(Font.self) ?? .body).weight(try arguments.symbol(0)))
        }]
        return table
    }

    private static var gridItemSizes: SymbolTable {
        var table = SymbolTable()
        table.functions["fixed"] = [Callable([.size(nil)], result: .symbol(.gridItemSize)) { _, arguments in
            .symbol(GridItem.Size.fixed(arguments.double(0)))
        }]
        table.functions["flexible"] = [Callable(
            [.size("minimum", default: .double(1)), .size("maximum", default: .double(.infinity))],
            result: .symbol(.gridItemSize)
        ) { _, arguments in
            .symbol(GridItem.Size.flexible(minimum: arguments.double(0), maximum: arguments.double(1)))
        }]
        table.functions["adaptive"] = [Callable(
            [.size("minimum"), .size("maximum", default: .double(.infinity))],
            result: .symbol(.gridItemSize)
        ) { _, arguments in
            .symbol(GridItem.Size.adaptive(minimum: arguments.double(0), maximum: arguments.double(1)))
        }]
        return table
    }

    /// `GridItem(…)` is a constructor; `.init` is not written in documents.
    static var gridItemConstructor: Callable {
        Callable([
            Parameter(nil, .symbol(.gridItemSize), default: .symbol(GridItem.Size.flexible())),
            .optional("spacing", .double), .optional("alignment", .symbol(.alignment)),
        ], result: .symbol(.gridItem)) { _, arguments in
            .symbol(GridItem(try arguments.symbol(0), spacing: arguments.optionalLength(1), alignment: try arguments.optionalSymbol(2)))
        }
    }

    private static var shapes: SymbolTable {
        var table = table(["rect": Rectangle(), "capsule": Capsule(), "circle": Circle()])
        table.functions["rect"] = [Callable(
            [.size("cornerRadius"), Parameter("style", .symbol(.roundedCornerStyle), default: .symbol(RoundedCornerStyle.continuous))],
            result: .symbol(.roundedRectangle)
        ) { _, arguments in
            .symbol(RoundedRectangle(cornerRadius: arguments.double(0), style: try arguments.symbol(1)))
        }]
        return table
    }

    /// `EdgeInsets(top:leading:bottom:trailing:)`.
    static var edgeInsetsConstructor: Callable {
        Callable(["top", "leading", "bottom", "trailing"].map { Parameter($0, .double, default: .double(0)) },
                 result: .symbol(.edgeInsets)) { _, arguments in
            .symbol(EdgeInsets(top: arguments.double(0), leading: arguments.double(1), bottom: arguments.double(2), trailing: arguments.double(3)))
        }
    }
}
