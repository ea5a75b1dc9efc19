import Foundation

/// One alignment guide of a view, horizontal or vertical: what `.alignmentGuide` sets and a
/// custom ``Layout``'s `explicitAlignment` answers for.
enum AlignmentGuide: Hashable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)

    /// Whether children aligned by this guide must be lined up by their guides' offsets
    /// rather than by a fraction of the space: the alignment is custom, or one of them may
    /// set it explicitly.
    /// - Complexity: O(*n*) in the number of children.
    func needsOffsets(of children: [_LayoutNode]) -> Bool {
        switch self {
        case .horizontal(let alignment) where alignment.custom != nil: true
        case .vertical(let alignment) where alignment.custom != nil: true
        default: children.contains { $0.mayAlignExplicitly }
        }
    }

    /// Where each child starts across the guide's axis when their guides line up, as SwiftUI
    /// aligns a stack: the child whose guide lies furthest in starts at 0, the others where
    /// their guides meet its (rounded down to whole cells). The guides' values are in points
    /// at `scale`, the container's. `extent` is how far the children reach; within `container`
    /// cells, they are placed by `fraction` (as ``Alignment/offset(_:in:fraction:)``) when it
    /// is larger.
    /// - Complexity: O(*n*) in the number of children, plus their guides' computations.
    func lineUp(_ children: [_LayoutNode], sizes: [CellSize], scale: LengthScale,
                in container: Int? = nil) -> (starts: [Int], extent: Int) {
        let offsets = zip(children, sizes).map { child, size in
            offset(in: ViewDimensions(size: size, node: child, scale: scale))
        }
        let line = offsets.max() ?? 0
        var starts = offsets.map { Cells.offset(Cells.snapped(line - $0), rounding: .down) }
        var extent = 0
        for (start, size) in zip(starts, sizes) {
            extent = max(extent, Cells.outset(start, by: size[axis]))
        }
        if let container {
            let shift = Alignment.offset(extent, in: container, fraction: fraction)
            starts = starts.map { $0 + shift }
        }
        return (starts, extent)
    }

    /// The axis across which the guide lies: horizontal guides are offsets along the width.
    var axis: Axis {
        if case .horizontal = self { .horizontal } else { .vertical }
    }

    private var fraction: Int {
        switch self {
        case .horizontal(let alignment): alignment.fraction
        case .vertical(let alignment): alignment.fraction
        }
    }

    /// The guide's offset in cells in a view of `dimensions`, within ±``Cells/maxLength``
    /// (NaN is 0).
    private func offset(in dimensions: ViewDimensions) -> Double {
        let value = dimensions.cellOffset(of: self)
        return value.isNaN ? 0 : min(max(Double(value), -Double(Cells.maxLength)), Double(Cells.maxLength))
    }
}
