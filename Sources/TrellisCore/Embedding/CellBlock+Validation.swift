/// Why cells handed over from outside (a plugin, or a host) were refused.
package struct CellBlockError: Error, CustomStringConvertible, Sendable {
    /// What is wrong, naming the cell.
    public let description: String

    /// An error saying `description`.
    public init(description: String) {
        self.description = description
    }
}

extension CellBlock {
    /// A block made of cells from outside, checked cell by cell: every glyph a printable
    /// Unicode scalar or an index of one grapheme cluster in `clusters`, each wide cluster
    /// followed by its continuation in the same line and no continuation elsewhere, every style
    /// index inside `styleTable`.
    ///
    /// - Parameters:
    ///   - size: The block's size; `glyphs` and `styles` hold `size.width * size.height` cells.
    ///   - glyphs: One glyph per cell, row by row, in the encoding ``CellBlock`` documents.
    ///   - styles: One index into `styleTable` per cell.
    ///   - styleTable: The styles.
    ///   - clusters: The multi-scalar clusters that glyphs index.
    /// - Throws: ``CellBlockError`` naming the first bad cell.
    /// - Complexity: O(*n*) in the cells.
    public init(
        size: CellSize, glyphs: UnsafeBufferPointer<UInt32>, styles: UnsafeBufferPointer<UInt16>,
        styleTable: [TextStyle], clusters: [String]
    ) throws(CellBlockError) {
        self.init(size: size)
        let count = self.size.width * self.size.height
        guard glyphs.count == count, styles.count == count else {
            throw CellBlockError(description: "\(glyphs.count) glyphs and \(styles.count) styles for \(count) cells")
        }
        let clusterWidths = try Self.widths(of: clusters)
        var styleMap: [UInt16] = []
        styleMap.reserveCapacity(styleTable.count)
        for style in styleTable { styleMap.append(canvas.styleIndex(style)) }
        canvas.clusters = clusters
        var widths = ScalarWidthMemo()
        for y in 0..<self.size.height {
            var owed = 0
            for x in 0..<self.size.width {
                let index = y * self.size.width + x
                let glyph = glyphs[index], style = Int(styles[index])
                guard style < styleMap.count else {
                    throw CellBlockError(description: "cell (\(x), \(y)) has style \(style) of \(styleMap.count)")
                }
                if glyph == Self.continuationGlyph {
                    guard owed > 0 else {
                        throw CellBlockError(description: "cell (\(x), \(y)) continues no wide cluster")
                    }
                    owed -= 1
                } else {
                    guard owed == 0 else {
                        throw CellBlockError(description: "cell (\(x), \(y)) cuts a wide cluster in half")
                    }
                    owed = try Self.width(of: glyph, clusterWidths: clusterWidths, memo: &widths, x: x, y: y) - 1
                }
                canvas.glyphs[index] = glyph
                canvas.cellStyles[index] = styleMap[style]
            }
            guard owed == 0 else {
                throw CellBlockError(description: "line \(y) ends inside a wide cluster")
            }
            canvas.noteDrawn(line: y, to: self.size.width)
        }
    }

    /// The cells `glyph` takes (1 for an empty cell).
    private static func width(
        of glyph: UInt32, clusterWidths: [Int], memo: inout ScalarWidthMemo, x: Int, y: Int
    ) throws(CellBlockError) -> Int {
        if glyph >= 0x20 && glyph < 0x7F || glyph == Self.emptyGlyph { return 1 }
        if glyph & Self.clusterFlag != 0 && glyph < Self.continuationGlyph {
            let index = Int(glyph & ~Self.clusterFlag)
            guard index < clusterWidths.count else {
                throw CellBlockError(description: "cell (\(x), \(y)) names cluster \(index) of \(clusterWidths.count)")
            }
            return clusterWidths[index]
        }
        guard let scalar = Unicode.Scalar(glyph), !TerminalSafety.isControl(scalar) else {
            throw CellBlockError(description: "cell (\(x), \(y)) holds U+\(String(glyph, radix: 16, uppercase: true)), not a printable scalar")
        }
        let width = memo.width(of: scalar)
        guard width > 0 else {
            throw CellBlockError(description: "cell (\(x), \(y)) holds zero-width U+\(String(glyph, radix: 16, uppercase: true)) alone")
        }
        return width
    }

    /// The width of each cluster, checking that each is one printable grapheme cluster.
    private static func widths(of clusters: [String]) throws(CellBlockError) -> [Int] {
        var widths: [Int] = []
        widths.reserveCapacity(clusters.count)
        for (index, cluster) in clusters.enumerated() {
            var count = 0, width = 0
            CellWidth.forEachCluster(in: cluster) { count += 1; width = $0.width }
            guard count == 1, width > 0, !cluster.unicodeScalars.contains(where: TerminalSafety.isControl) else {
                throw CellBlockError(description: "cluster \(index) is not one printable grapheme cluster")
            }
            widths.append(width)
        }
        return widths
    }
}

/// The widths of the scalars seen so far: a block repeats a few (box drawing, letters).
private struct ScalarWidthMemo {
    private var widths: [UInt32: Int] = [:]

    mutating func width(of scalar: Unicode.Scalar) -> Int {
        if let width = widths[scalar.value] { return width }
        var utf8: [UInt8] = []
        UTF8.encode(scalar) { utf8.append($0) }
        let width = utf8.withUnsafeBufferPointer { CellWidth.width(of: $0) }
        widths[scalar.value] = width
        return width
    }
}
