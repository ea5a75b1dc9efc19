import Foundation

/// The crossing between the cells layout works in and the points of the geometry surfaces
/// (``GeometryProxy``, the ``Layout`` protocol, alignment guides), which report and take
/// lengths as SwiftUI code writes them.
///
/// Cells become points exactly (a count times the points of a cell). Points become cells by
/// dividing by the points of a cell, then rounding by the surface's rule: a size up (content
/// is never cut), a proposal or a position down (nothing asks for more than it was given).
/// A length within a millionth of a whole cell is taken as on it before rounding, so that
/// arithmetic in points (`width / 3 * 3`, `cos(.pi / 2)`) lands where it means to.
extension LengthScale {
    /// `cells` along `axis`, a fraction of a cell kept, in points.
    func points(_ cells: CGFloat, along axis: Axis) -> CGFloat {
        cells * points(along: axis)
    }

    /// `length` in points along `axis` as a count of cells, a fraction of a cell kept.
    func cellLength(_ length: CGFloat, along axis: Axis) -> CGFloat {
        length / points(along: axis)
    }

    /// `size` in points.
    func points(_ size: CellSize) -> CGSize {
        CGSize(width: points(size.width, along: .horizontal), height: points(size.height, along: .vertical))
    }

    /// `point` in points.
    func points(_ point: CellPoint) -> CGPoint {
        CGPoint(x: points(point.x, along: .horizontal), y: points(point.y, along: .vertical))
    }

    /// `proposal` in points; an infinite extent stays `.infinity`.
    func points(_ proposal: CellProposal) -> ProposedViewSize {
        func length(_ value: Int?, _ axis: Axis) -> CGFloat? {
            value.map { $0 == CellProposal.infinity ? .infinity : points($0, along: axis) }
        }
        return ProposedViewSize(width: length(proposal.width, .horizontal), height: length(proposal.height, .vertical))
    }

    /// A size in points in whole cells, rounded up.
    func cells(_ size: CGSize) -> CellSize {
        CellSize(width: Cells.count(wholeCells(size.width, along: .horizontal), rounding: .up),
                 height: Cells.count(wholeCells(size.height, along: .vertical), rounding: .up))
    }

    /// A proposal in points in whole cells, rounded down; `.infinity` stays infinite.
    func cells(_ proposal: ProposedViewSize) -> CellProposal {
        func count(_ value: CGFloat?, _ axis: Axis) -> Int? {
            guard let value else { return nil }
            return value == .infinity ? CellProposal.infinity : Cells.count(wholeCells(value, along: axis), rounding: .down)
        }
        return CellProposal(width: count(proposal.width, .horizontal), height: count(proposal.height, .vertical))
    }

    /// The cell a position in points falls in along `axis`, counted from the position 0.
    func cell(of position: CGFloat, along axis: Axis) -> Int {
        Cells.offset(wholeCells(position, along: axis), rounding: .down)
    }

    /// `length` in points as cells, on a whole cell when within a millionth of one.
    private func wholeCells(_ length: CGFloat, along axis: Axis) -> Double {
        Cells.snapped(Double(cellLength(length, along: axis)))
    }
}
