import Foundation

/// The size of a measured view and the offsets of its alignment guides, in cells from its
/// top-left corner.
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
    /// The width, in columns.
    public var width: CGFloat { CGFloat(size.width) }
    /// The height, in lines.
    public var height: CGFloat { CGFloat(size.height) }

    let size: CellSize
    /// The node measured, which knows its explicit guides; `nil` for a view that sets none.
    private let node: _LayoutNode?

    init(size: CellSize, node: _LayoutNode?) {
        self.size = size
        self.node = node
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
        node?.explicitAlignment(.horizontal(guide), in: size)
    }

    /// The offset of a vertical guide the view sets, or `nil`.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        node?.explicitAlignment(.vertical(guide), in: size)
    }

    public static func == (left: ViewDimensions, right: ViewDimensions) -> Bool {
        left.size == right.size && left.node === right.node
    }
}
