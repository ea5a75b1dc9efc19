extension Canvas {
    /// Copies `source` with its top-left corner at `origin`, clipped to this canvas's width and
    /// to lines above `lineLimit`. Empty source cells keep what is beneath; source cells
    /// without a background keep the background beneath (as drawing text does). A wide cluster
    /// cut by the clip becomes spaces.
    /// - Complexity: O(*n*) in the cells copied, plus the source's styles and clusters.
    mutating func paste(_ source: Canvas, at origin: CellPoint, lineLimit: Int = .max) {
        let top = max(0, origin.y), bottom = min(lineLimit, self.lineLimit, origin.y + source.height)
        let left = max(0, origin.x), right = min(width, origin.x + source.width)
        guard top < bottom, left < right else { return }
        ensureHeight(bottom)
        let styleMap = source.styles.all.map { styleIndex($0) }
        let clusterBase = UInt32(clusters.count)
        clusters.append(contentsOf: source.clusters)
        for y in top..<bottom {
            let row = (y - origin.y) * source.width
            var x = left
            while x < right {
                let sourceX = x - origin.x
                let glyph = source.glyphs[row + sourceX]
                guard glyph != Self.empty else {
                    x += 1
                    continue
                }
                let style = keepingBackground(styleMap[Int(source.cellStyles[row + sourceX])], at: y * width + x)
                if glyph == Self.continuation {
                    // The left half lies outside the clip.
                    setCell(x, y, glyph: 0x20, style: style)
                    x += 1
                    continue
                }
                var cellWidth = 1
                while sourceX + cellWidth < source.width, source.glyphs[row + sourceX + cellWidth] == Self.continuation {
                    cellWidth += 1
                }
                if x + cellWidth > right {
                    for column in x..<right { setCell(column, y, glyph: 0x20, style: style) }
                    break
                }
                let isCluster = glyph & Self.clusterFlag != 0
                setCell(x, y, glyph: isCluster ? Self.clusterFlag | ((glyph & ~Self.clusterFlag) + clusterBase) : glyph,
                        style: style)
                for column in (x + 1)..<(x + cellWidth) { setCell(column, y, glyph: Self.continuation, style: style) }
                x += cellWidth
            }
        }
    }

    /// Empties the cells of `rect` (which must lie on the canvas): nothing drawn, plain style.
    mutating func erase(_ rect: CellRect) {
        guard rect.size.width > 0, rect.size.height > 0 else { return }
        ensureHeight(rect.maxY)
        for y in rect.minY..<rect.maxY {
            for x in rect.minX..<rect.maxX { setCell(x, y, glyph: Self.empty, style: 0) }
        }
    }
}

extension Canvas {
    /// Drops the lines from `lines` on: what was drawn below a fixed-height block.
    mutating func clip(toHeight lines: Int) {
        guard height > lines else { return }
        glyphs.removeSubrange((lines * width)...)
        cellStyles.removeSubrange((lines * width)...)
        height = lines
    }
}
