/// An alignment along the horizontal axis: a built-in one, or one of your own made from an
/// ``AlignmentID``.
public struct HorizontalAlignment: Hashable, Sendable {
    let fraction: Int  // 0 leading, 1 center, 2 trailing; 0 for a custom alignment
    let custom: CustomAlignment?

    init(fraction: Int) {
        self.fraction = fraction
        self.custom = nil
    }

    /// A custom alignment: where `id` puts it, unless a view sets it with `.alignmentGuide`.
    public init(_ id: any AlignmentID.Type) {
        self.fraction = 0
        self.custom = CustomAlignment(id: id)
    }

    public static let leading = HorizontalAlignment(fraction: 0)
    public static let center = HorizontalAlignment(fraction: 1)
    public static let trailing = HorizontalAlignment(fraction: 2)
    /// The same as ``leading`` in a terminal.
    public static let listRowSeparatorLeading = HorizontalAlignment(fraction: 0)
    /// The same as ``trailing`` in a terminal.
    public static let listRowSeparatorTrailing = HorizontalAlignment(fraction: 2)
}

/// An alignment along the vertical axis: a built-in one, or one of your own made from an
/// ``AlignmentID``.
public struct VerticalAlignment: Hashable, Sendable {
    let fraction: Int  // 0 top, 1 center, 2 bottom; 0 for a custom alignment
    let custom: CustomAlignment?

    init(fraction: Int) {
        self.fraction = fraction
        self.custom = nil
    }

    /// A custom alignment: where `id` puts it, unless a view sets it with `.alignmentGuide`.
    public init(_ id: any AlignmentID.Type) {
        self.fraction = 0
        self.custom = CustomAlignment(id: id)
    }

    public static let top = VerticalAlignment(fraction: 0)
    public static let center = VerticalAlignment(fraction: 1)
    public static let bottom = VerticalAlignment(fraction: 2)
    /// The first line of text: the top in a terminal, where every line is one cell tall.
    public static let firstTextBaseline = VerticalAlignment(fraction: 0)
    /// The last line of text: the bottom in a terminal.
    public static let lastTextBaseline = VerticalAlignment(fraction: 2)
}

/// An alignment in both axes.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Leading, on the first line of text (the top, where every line is one cell tall).
    public static var leadingFirstTextBaseline: Alignment { Alignment(horizontal: .leading, vertical: .firstTextBaseline) }
    /// Centred, on the first line of text (the top).
    public static var centerFirstTextBaseline: Alignment { Alignment(horizontal: .center, vertical: .firstTextBaseline) }
    /// Trailing, on the first line of text (the top).
    public static var trailingFirstTextBaseline: Alignment { Alignment(horizontal: .trailing, vertical: .firstTextBaseline) }
    /// Leading, on the last line of text (the bottom).
    public static var leadingLastTextBaseline: Alignment { Alignment(horizontal: .leading, vertical: .lastTextBaseline) }
    /// Centred, on the last line of text (the bottom).
    public static var centerLastTextBaseline: Alignment { Alignment(horizontal: .center, vertical: .lastTextBaseline) }
    /// Trailing, on the last line of text (the bottom).
    public static var trailingLastTextBaseline: Alignment { Alignment(horizontal: .trailing, vertical: .lastTextBaseline) }

    /// The offset of a `size` box inside `container` at this alignment.
    func offset(of size: CellSize, in container: CellSize) -> CellPoint {
        CellPoint(x: Self.offset(size.width, in: container.width, fraction: horizontal.fraction),
                  y: Self.offset(size.height, in: container.height, fraction: vertical.fraction))
    }

    /// The rectangle of a `size` box placed inside `container` at this alignment.
    func rect(of size: CellSize, in container: CellRect) -> CellRect {
        let offset = offset(of: size, in: container.size)
        return CellRect(origin: CellPoint(x: container.minX + offset.x, y: container.minY + offset.y), size: size)
    }

    /// The offset of an extent inside another: 0 at the start, the rounded-down middle, or the end.
    static func offset(_ extent: Int, in container: Int, fraction: Int) -> Int {
        switch fraction {
        case 0: 0
        case 1: (container - extent) / 2
        default: container - extent
        }
    }
}
