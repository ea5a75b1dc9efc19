/// A rectangle of styled terminal cells drawn by code outside the view tree, such as a
/// container plugin, and composed into the output by ``EmbeddedContainer``.
///
/// A cell holds a glyph and a style. Glyphs use the encoding of the plugin ABI:
/// ``emptyGlyph`` (blank; in the plain style nothing was drawn and composing keeps what is
/// beneath, in another style a blank in that style), a Unicode scalar value (a
/// cluster of one scalar), ``clusterFlag`` | *i* (the multi-scalar cluster ``clusters``[*i*]),
/// or ``continuationGlyph`` (the right half of the wide cluster to the left). Drawing is
/// clipped to the block and never leaves half a wide cluster.
package struct CellBlock {
    var canvas: Canvas

    /// The block's size in cells.
    public let size: CellSize

    /// A cell where nothing was drawn.
    public static let emptyGlyph = Canvas.empty
    /// The right half of a wide cluster.
    public static let continuationGlyph = Canvas.continuation
    /// Marks a glyph that indexes ``clusters``.
    public static let clusterFlag = Canvas.clusterFlag

    /// An empty block of `size`.
    public init(size: CellSize) {
        self.size = CellSize(width: max(0, size.width), height: max(0, size.height))
        canvas = Canvas(width: self.size.width)
        canvas.ensureHeight(self.size.height)
    }

    // MARK: Reading

    /// Calls `body` with the glyphs and style indices of every cell, row by row.
    public func withCells<R>(
        _ body: (_ glyphs: UnsafeBufferPointer<UInt32>, _ styles: UnsafeBufferPointer<UInt16>) throws -> R
    ) rethrows -> R {
        try canvas.glyphs.withUnsafeBufferPointer { glyphs in
            try canvas.cellStyles.withUnsafeBufferPointer { styles in try body(glyphs, styles) }
        }
    }

    /// The styles that cells index, in index order (index 0 is the plain style).
    public var styleTable: [TextStyle] { canvas.styles.all }

    /// The multi-scalar grapheme clusters that glyphs index.
    public var clusters: [String] { canvas.clusters }

    // MARK: Drawing

    /// Writes one line of `text` from column `x` of line `y`, one grapheme cluster per cell (two
    /// for wide ones), clipped at the right edge. Control characters are replaced visibly
    /// (``TerminalSafety/drawable(_:)``).
    public mutating func put(text: String, x: Int, y: Int, style: TextStyle) {
        guard y >= 0, y < size.height else { return }
        let index = canvas.styleIndex(style)
        var column = x
        var text = TerminalSafety.drawable(text)
        text.withUTF8 { bytes in
            for cluster in GraphemeClusterIterator(utf8: bytes, policy: .standard) {
                defer { column += cluster.width }
                guard cluster.width > 0, column >= 0, column < size.width else { continue }
                let utf8 = UnsafeBufferPointer(rebasing: bytes[cluster.byteRange])
                let string = String(decoding: utf8, as: UTF8.self)
                canvas.put(cluster: Substring(string), cellWidth: cluster.width, x: column, y: y, style: index)
            }
        }
    }

    /// Fills `rect` (clipped) with `scalar`, one cell wide, in `style`; `nil` empties the cells.
    public mutating func fill(_ rect: CellRect, scalar: Unicode.Scalar?, style: TextStyle) {
        let clipped = rect.intersection(CellRect(origin: CellPoint(x: 0, y: 0), size: size))
        guard let scalar else {
            canvas.erase(clipped)
            return
        }
        canvas.fill(clipped, scalar: scalar, style: canvas.styleIndex(style))
    }

    /// Copies `other` with its top-left corner at `origin`, clipped; its empty cells keep what
    /// is beneath, and text without a background keeps the background beneath it.
    public mutating func paste(_ other: CellBlock, at origin: CellPoint) {
        canvas.paste(other.canvas, at: origin, lines: 0..<size.height)
    }
}

extension CellRect {
    /// The part of this rectangle inside `other` (empty when they do not meet).
    func intersection(_ other: CellRect) -> CellRect {
        let left = max(minX, other.minX), top = max(minY, other.minY)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        return CellRect(origin: CellPoint(x: left, y: top),
                        size: CellSize(width: max(0, right - left), height: max(0, bottom - top)))
    }
}
