/// Trellis's option types that documents write as `.member` or `Type.member`: their names,
/// as the checker and diagnostics show them.
enum SymbolKind: String, Hashable, Sendable, CaseIterable {
    case color = "Color"
    /// What `foregroundStyle` and `background` accept: a colour or a material.
    case shapeStyle = "ShapeStyle"
    case material = "Material"
    case font = "Font"
    case fontWeight = "Font.Weight"
    case fontDesign = "Font.Design"
    case horizontalAlignment = "HorizontalAlignment"
    case verticalAlignment = "VerticalAlignment"
    case alignment = "Alignment"
    case textAlignment = "TextAlignment"
    case edgeSet = "Edge.Set"
    case verticalEdgeSet = "VerticalEdge.Set"
    case axisSet = "Axis.Set"
    case borderStyle = "BorderStyle"
    case textCase = "Text.Case"
    case truncationMode = "Text.TruncationMode"
    case linePattern = "Text.LineStyle.Pattern"
    case visibility = "Visibility"
    case gridItem = "GridItem"
    case gridItemSize = "GridItem.Size"
    case shape = "Shape"
    case rectangle = "Rectangle"
    case roundedRectangle = "RoundedRectangle"
    case capsule = "Capsule"
    case circle = "Circle"
    case roundedCornerStyle = "RoundedCornerStyle"
    case edgeInsets = "EdgeInsets"
    case buttonStyle = "ButtonStyle"
    case scrollTargetBehavior = "ScrollTargetBehavior"
    case contentMarginPlacement = "ContentMarginPlacement"
    case pinnedViews = "PinnedScrollableViews"
    case animation = "Animation"
    /// A number format: `.number`, `.percent`, `.currency(code:)` (see ``NumberFormat``).
    case numberFormat = "FormatStyle"
    case precision = "NumberFormatStyleConfiguration.Precision"
    case grouping = "NumberFormatStyleConfiguration.Grouping"
    case dateStyle = "Text.DateStyle"
    case dateFormatDate = "Date.FormatStyle.DateStyle"
    case dateFormatTime = "Date.FormatStyle.TimeStyle"
    /// A date format of chosen fields: `.dateTime.year().month(.wide).day()`.
    case dateFormat = "Date.FormatStyle"
    case dateMonth = "Date.FormatStyle.Symbol.Month"
    case dateWeekday = "Date.FormatStyle.Symbol.Weekday"

    /// Whether values of this kind are views (colours and shapes are).
    var isView: Bool {
        switch self {
        case .color, .rectangle, .roundedRectangle, .capsule, .circle, .shape: true
        default: false
        }
    }

    /// Whether values of this kind are shapes.
    var isShape: Bool {
        switch self {
        case .rectangle, .roundedRectangle, .capsule, .circle, .shape: true
        default: false
        }
    }

    /// Whether an array literal of members makes a value of this kind (an option set).
    var isOptionSet: Bool {
        switch self {
        case .edgeSet, .axisSet, .verticalEdgeSet, .pinnedViews: true
        default: false
        }
    }

    /// The kind a `Type.member` expression names with `Type`, for type names documents write.
    static func named(_ name: String) -> SymbolKind? {
        switch name {
        case "Color": .color
        case "Font": .font
        case "Material": .material
        case "Edge": .edgeSet
        case "Axis": .axisSet
        default: SymbolKind(rawValue: name)
        }
    }
}
