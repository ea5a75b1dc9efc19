/// An edge of a rectangle.
public enum Edge: Int8, Hashable, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Insets on each edge, in cells (columns for leading and trailing, lines for top and bottom).
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// Whole-cell insets.
struct CellInsets: Hashable {
    var top = 0, leading = 0, bottom = 0, trailing = 0

    init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    init(_ insets: EdgeInsets) {
        self.init(top: Cells.count(insets.top), leading: Cells.count(insets.leading),
                  bottom: Cells.count(insets.bottom), trailing: Cells.count(insets.trailing))
    }

    var horizontal: Int { leading + trailing }
    var vertical: Int { top + bottom }
}

/// Conversions of SwiftUI's floating-point lengths to whole cells.
enum Cells {
    /// A length in cells: rounded to the nearest whole cell, never negative; infinity is
    /// ``CellProposal/infinity``.
    static func count(_ length: Double) -> Int {
        if length.isNaN || length <= 0 { return 0 }
        if length >= Double(1 << 52) { return CellProposal.infinity }
        return max(0, Int(length.rounded()))
    }

    /// `value` reduced by `amount`, where infinity stays infinity and nothing goes below 0.
    static func inset(_ value: Int?, by amount: Int) -> Int? {
        guard let value else { return nil }
        return value == CellProposal.infinity ? value : max(0, value - amount)
    }

    /// `value` grown by `amount`, saturating at infinity.
    static func outset(_ value: Int, by amount: Int) -> Int {
        value >= CellProposal.infinity - amount ? CellProposal.infinity : value + amount
    }
}
