/// A size in terminal cells: columns by lines.
struct CellSize: Hashable {
    var width: Int
    var height: Int

    static let zero = CellSize(width: 0, height: 0)

    /// The extent along `axis`.
    subscript(axis: Axis) -> Int {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

/// A position in terminal cells, from the top-left corner.
struct CellPoint: Hashable {
    var x: Int
    var y: Int
}

/// A rectangle of terminal cells.
struct CellRect: Hashable {
    var origin: CellPoint
    var size: CellSize

    var minX: Int { origin.x }
    var minY: Int { origin.y }
    var maxX: Int { origin.x + size.width }
    var maxY: Int { origin.y + size.height }
}

/// A size proposal in cells: `nil` asks for the ideal size, ``infinity`` for the maximum,
/// 0 for the minimum (SwiftUI's `ProposedViewSize`, in whole cells).
struct CellProposal: Hashable {
    var width: Int?
    var height: Int?

    /// Stands for an infinite extent: a proposal of "as much as you like".
    static let infinity = Int.max

    static let unspecified = CellProposal(width: nil, height: nil)
    static let zero = CellProposal(width: 0, height: 0)

    init(width: Int?, height: Int?) {
        self.width = width
        self.height = height
    }

    init(_ size: CellSize) {
        self.init(width: size.width, height: size.height)
    }

    /// The extent proposed along `axis`.
    subscript(axis: Axis) -> Int? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

/// The horizontal or vertical dimension.
public enum Axis: Int8, Hashable, CaseIterable, Sendable {
    case horizontal
    case vertical

    /// The other axis.
    var cross: Axis { self == .horizontal ? .vertical : .horizontal }

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}
