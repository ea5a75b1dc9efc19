/// A size in terminal cells: columns by lines.
package struct CellSize: Hashable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public static let zero = CellSize(width: 0, height: 0)

    /// The extent along `axis`.
    subscript(axis: Axis) -> Int {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

/// A position in terminal cells, from the top-left corner.
package struct CellPoint: Hashable, Sendable {
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}

/// A rectangle of terminal cells.
package struct CellRect: Hashable, Sendable {
    public var origin: CellPoint
    public var size: CellSize

    public init(origin: CellPoint, size: CellSize) {
        self.origin = origin
        self.size = size
    }

    public var minX: Int { origin.x }
    public var minY: Int { origin.y }
    public var maxX: Int { origin.x + size.width }
    public var maxY: Int { origin.y + size.height }
}

/// A size proposal in cells: `nil` asks for the ideal size, ``infinity`` for the maximum,
/// 0 for the minimum (SwiftUI's `ProposedViewSize`, in whole cells).
package struct CellProposal: Hashable, Sendable {
    public var width: Int?
    public var height: Int?

    /// Stands for an infinite extent: a proposal of "as much as you like".
    public static let infinity = Int.max

    public static let unspecified = CellProposal(width: nil, height: nil)
    static let zero = CellProposal(width: 0, height: 0)

    public init(width: Int?, height: Int?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CellSize) {
        self.init(width: size.width, height: size.height)
    }

    /// The extent proposed along `axis`.
    subscript(axis: Axis) -> Int? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

/// The horizontal or vertical dimension.
public enum Axis: Int8, Hashable, CaseIterable, CustomStringConvertible, Sendable {
    case horizontal
    case vertical

    /// `horizontal` or `vertical`.
    public var description: String { self == .horizontal ? "horizontal" : "vertical" }

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
