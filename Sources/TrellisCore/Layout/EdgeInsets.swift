import Foundation

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

/// Insets on each edge, in points (cells by the environment's ``LengthScale``: columns for
/// leading and trailing, lines for top and bottom).
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
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

    var horizontal: Int { leading + trailing }
    var vertical: Int { top + bottom }
}

/// Conversions of SwiftUI's floating-point lengths to whole cells, total over every `Double`:
/// no length, offset or spacing an API caller, a document or a plugin gives can make layout
/// arithmetic overflow.
///
/// Finite lengths are clamped to ``maxLength``; only bounds that may be infinite (a frame's
/// `maxWidth`, a grid item's `maximum`) keep `.infinity`, as ``CellProposal/infinity``.
package enum Cells {
    /// The longest length, offset or spacing, in cells (2^20: far more lines or columns than any
    /// output holds, small enough that sums of them stay far from overflowing).
    public static let maxLength = 1 << 20
    /// The largest size a layout node answers: a node's size is the sum of its children's, so
    /// it may exceed ``maxLength``; capped, no sum of sizes can overflow.
    static let maxExtent = 1 << 40

    /// A length in cells: rounded to the nearest cell, never negative (NaN is 0), at most
    /// ``maxLength`` (infinity too).
    static func count(_ length: Double) -> Int {
        count(length, rounding: .toNearestOrAwayFromZero)
    }

    /// A length in cells, rounded by `rule`, as ``count(_:)``.
    static func count(_ length: Double, rounding rule: FloatingPointRoundingRule) -> Int {
        if length.isNaN || length <= 0 { return 0 }
        if length >= Double(maxLength) { return maxLength }
        return Int(length.rounded(rule))
    }

    /// A bound in cells that may be infinite: `.infinity` is ``CellProposal/infinity``, any other
    /// length as ``count(_:rounding:)``.
    static func bound(_ length: Double) -> Int {
        length == .infinity ? CellProposal.infinity : count(length)
    }

    /// A signed distance in cells (an offset, a position): rounded by `rule`, within
    /// ±``maxLength`` (NaN is 0).
    static func offset(_ length: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int {
        if length.isNaN { return 0 }
        return Int(min(max(length, -Double(maxLength)), Double(maxLength)).rounded(rule))
    }

    /// `length` on the nearest whole cell when within a millionth of it, else as it is: what
    /// arithmetic on lengths leaves just off a boundary (`cos(.pi / 2)`) counts as on it.
    static func snapped(_ length: Double) -> Double {
        let nearest = length.rounded()
        return abs(length - nearest) < 1e-6 ? nearest : length
    }

    /// `size` within 0...``maxExtent`` on both axes.
    static func clamp(_ size: CellSize) -> CellSize {
        CellSize(width: min(max(size.width, 0), maxExtent), height: min(max(size.height, 0), maxExtent))
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
