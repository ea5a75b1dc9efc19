import Foundation

/// The size of a measured view and the offsets of its alignment guides, in points from its
/// top-left corner, at the ``LengthScale`` of the view measuring it.
///
/// A guide a view sets with `.alignmentGuide` (or a custom ``Layout`` answers with
/// `explicitAlignment`) is its explicit value; any other guide has its default: leading and
/// top at 0, centre at half the extent, trailing and bottom at the extent, and a custom
/// alignment where its ``AlignmentID`` puts it.
///
/// ```swift
/// let dimensions = subview.dimensions(in: .unspecified)
/// let centre = dimensions[HorizontalAlignment.center]
/// ```
public struct ViewDimensions: Equatable {
    /// The width, in points.
    public var width: CGFloat { scale.points(size.width, along: .horizontal) }
    /// The height, in points.
    public var height: CGFloat { scale.points(size.height, along: .vertical) }

    let size: CellSize
    /// The node measured, which knows its explicit guides; `nil` for a view that sets none.
    private let node: _LayoutNode?
    /// How the cells of the view become the points these dimensions report.
    let scale: LengthScale

    init(size: CellSize, node: _LayoutNode?, scale: LengthScale) {
        self.size = size
        self.node = node
        self.scale = scale
    }

    /// The offset of a horizontal guide: explicit if the view sets it, else its default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        if let explicit = self[explicit: guide] { return explicit }
        if let custom = guide.custom { return custom.id.defaultValue(in: self) }
        return width * CGFloat(guide.fraction) / 2
    }

    /// The offset of a vertical guide: explicit if the view sets it, else its default.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        if let explicit = self[explicit: guide] { return explicit }
        if let custom = guide.custom { return custom.id.defaultValue(in: self) }
        return height * CGFloat(guide.fraction) / 2
    }

    /// The offset of a horizontal guide the view sets, or `nil`.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        node?.explicitAlignment(.horizontal(guide), in: size).map { scale.points($0, along: .horizontal) }
    }

    /// The offset of a vertical guide the view sets, or `nil`.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        node?.explicitAlignment(.vertical(guide), in: size).map { scale.points($0, along: .vertical) }
    }

    /// The offset of `guide` in cells, a fraction of a cell kept: where stacks line it up.
    func cellOffset(of guide: AlignmentGuide) -> CGFloat {
        switch guide {
        case .horizontal(let alignment): scale.cellLength(self[alignment], along: .horizontal)
        case .vertical(let alignment): scale.cellLength(self[alignment], along: .vertical)
        }
    }

    public static func == (left: ViewDimensions, right: ViewDimensions) -> Bool {
        left.size == right.size && left.node === right.node && left.scale == right.scale
    }
}
