import Foundation

/// How SwiftUI's lengths, written in points, become terminal cells: the points one column is
/// wide and one line is tall.
///
/// Every length in the API (padding, spacing, frames, offsets, content margins, grid items,
/// minimum spacer lengths) is divided by the points of a cell along its axis when the view is
/// laid out, so SwiftUI code keeps its proportions: ``standard`` makes a column 8 points wide
/// and a line 16 points tall (a terminal cell is about twice as tall as it is wide), so
/// `padding(16)` is 2 columns left and right and 1 line above and below, and a phone's 390
/// points are about 49 columns. ``cells`` takes every length as a count of cells. The geometry
/// surfaces speak points at the same scale: ``GeometryProxy``, the ``Layout`` protocol and
/// alignment guides report whole cells in points and turn the points they are given back
/// into cells.
///
/// Lengths round to the nearest whole cell (halves away from zero), and a nonzero length
/// never rounds to zero cells: `padding(4)` still leaves one column. Negative sizes and NaN
/// are 0, lengths beyond 2^20 cells are clamped to it, and `.infinity` stays
/// unbounded where a bound may be (`maxWidth: .infinity`). Defaults that name no length
/// (`padding()`, a stack's default spacing) are cells already and do not scale.
///
/// ```swift
/// ViewRenderer(width: 60, lengthScale: .cells).render(Text("Hi").padding(2))
/// Text("Hi").padding(16).environment(\.lengthScale, .standard)
/// ```
public struct LengthScale: Hashable, Sendable {
    /// The points one column is wide.
    public var pointsPerColumn: CGFloat
    /// The points one line is tall.
    public var pointsPerLine: CGFloat

    /// A scale with cells of the given size, in points. A size that is not a positive finite
    /// number counts as 1 (lengths are cells along that axis).
    public init(pointsPerColumn: CGFloat, pointsPerLine: CGFloat) {
        self.pointsPerColumn = pointsPerColumn
        self.pointsPerLine = pointsPerLine
    }

    /// A scale with columns `pointsPerColumn` points wide and lines twice as tall.
    public init(pointsPerColumn: CGFloat) {
        self.init(pointsPerColumn: pointsPerColumn, pointsPerLine: 2 * pointsPerColumn)
    }

    /// Every length is a count of cells: columns horizontally, lines vertically.
    public static let cells = LengthScale(pointsPerColumn: 1, pointsPerLine: 1)

    /// The default: a column is 8 points wide, a line 16 points tall.
    public static let standard = LengthScale(pointsPerColumn: 8)

    /// The points of one cell along `axis` (a column horizontally, a line vertically); 1 when
    /// the scale's size is unusable. A layout that keeps to whole cells rounds by it.
    public func points(along axis: Axis) -> CGFloat {
        let points = axis == .horizontal ? pointsPerColumn : pointsPerLine
        return points.isFinite && points > 0 ? points : 1
    }

    /// A length along `axis` in whole cells, never negative, nonzero when the length is.
    func cells(_ length: CGFloat, along axis: Axis) -> Int {
        let count = Cells.count(Double(length / points(along: axis)))
        return count == 0 && length > 0 ? 1 : count
    }

    /// A container's spacing along `axis` in cells: `spacing` points, or the default distance
    /// between views (``ViewSpacing``) when it is `nil`.
    func spacing(_ spacing: CGFloat?, along axis: Axis) -> Int {
        spacing.map { cells($0, along: axis) } ?? ViewSpacing.defaultDistance(along: axis)
    }

    /// A bound along `axis` that may be `.infinity` (``CellProposal/infinity``).
    func bound(_ length: CGFloat, along axis: Axis) -> Int {
        length == .infinity ? CellProposal.infinity : cells(length, along: axis)
    }

    /// A signed distance along `axis` in whole cells, nonzero (with its sign) when the
    /// distance is.
    func offset(_ length: CGFloat, along axis: Axis) -> Int {
        let count = Cells.offset(Double(length / points(along: axis)))
        if count == 0, length != 0, !length.isNaN { return length > 0 ? 1 : -1 }
        return count
    }

    /// `insets` in whole cells: columns on the leading and trailing edges, lines on the others.
    func cells(_ insets: EdgeInsets) -> CellInsets {
        CellInsets(top: cells(insets.top, along: .vertical), leading: cells(insets.leading, along: .horizontal),
                   bottom: cells(insets.bottom, along: .vertical), trailing: cells(insets.trailing, along: .horizontal))
    }

    /// A length in cells along `axis` turned back into points, for code that computes lengths
    /// from a container's size (`containerRelativeFrame`).
    func points(_ cells: Int, along axis: Axis) -> CGFloat {
        points(CGFloat(cells), along: axis)
    }
}

private enum LengthScaleKey: EnvironmentKey {
    static let defaultValue = LengthScale.standard
}

extension EnvironmentValues {
    /// How lengths in points become cells for the views below (``LengthScale/standard`` unless
    /// set): `.environment(\.lengthScale, .cells)` over code written in cells.
    public var lengthScale: LengthScale {
        get { self[LengthScaleKey.self] }
        set { self[LengthScaleKey.self] = newValue }
    }
}
