import Foundation

/// A proposal for the size of a view, in cells: `nil` in a dimension asks for the ideal size,
/// 0 for the minimum and `.infinity` for the maximum.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width, in columns.
    public var width: CGFloat?
    /// The proposed height, in lines.
    public var height: CGFloat?

    /// Creates a proposal.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Creates a proposal of exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// This proposal with `nil` dimensions replaced by `size`'s.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    init(_ proposal: CellProposal) {
        func length(_ value: Int?) -> CGFloat? {
            value.map { $0 == CellProposal.infinity ? .infinity : CGFloat($0) }
        }
        self.init(width: length(proposal.width), height: length(proposal.height))
    }

    /// The proposal in whole cells (rounded down, so that nothing asks for more than it was given).
    var cells: CellProposal {
        func count(_ value: CGFloat?) -> Int? {
            guard let value else { return nil }
            return value == .infinity ? CellProposal.infinity : Cells.count(Double(value), rounding: .down)
        }
        return CellProposal(width: count(width), height: count(height))
    }
}

extension CGSize {
    /// The size in whole cells (rounded up, so that content is never cut).
    var cells: CellSize {
        func count(_ value: CGFloat) -> Int {
            Cells.count(Double(value), rounding: .up)
        }
        return CellSize(width: count(width), height: count(height))
    }

    init(_ size: CellSize) {
        self.init(width: CGFloat(size.width), height: CGFloat(size.height))
    }
}

/// A point in a unit square: where a placed subview's anchor is.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
