extension Canvas {
    /// Copies `source` (its top-left `size` part; all of it by default) with its top-left
    /// corner at `origin`, clipped to this canvas's width and to lines above `lineLimit`.
    /// Source cells where nothing was drawn (empty, in the plain style) keep what is beneath;
    /// an empty cell with a style (a background laid behind a gap) is copied as a blank in
    /// that style; source cells without a background keep the background beneath (as drawing
    /// text does). A wide cluster cut by the clip becomes spaces.
    ///
    /// Runs of drawn cells are copied straight into the arrays; only the cells at a run's ends
    /// can cut a wide cluster already on the canvas, so only those are repaired.
    /// - Complexity: O(*n*) in the cells copied, plus the source's styles and clusters.
    mutating func paste(_ source: Canvas, at origin: CellPoint, size: CellSize? = nil, lineLimit: Int = .max) {
        let sourceWidth = min(source.width, size?.width ?? .max),
            sourceHeight = min(source.height, size?.height ?? .max)
        let top = max(0, origin.y), bottom = min(lineLimit, self.lineLimit, origin.y + sourceHeight)
        let left = max(0, origin.x), right = min(width, origin.x + sourceWidth)
        if left < right, min(lineLimit, origin.y + sourceHeight) > max(self.lineLimit, origin.y) { clippedBelow = true }
        guard top < bottom, left < right else { return }
        ensureHeight(bottom)
        let sourceStyles = source.styles.all
        let styleMap = sourceStyles.map { styleIndex($0) }
        let hasBackground = sourceStyles.map { $0.background != nil }
        let clusterBase = UInt32(clusters.count)
        clusters.append(contentsOf: source.clusters)
        for y in top..<bottom {
            let row = (y - origin.y) * source.width - origin.x
            // Past its drawn end, a source line is empty and plain: nothing to copy.
            let right = min(right, origin.x + source.lineEnds[y - origin.y])
            var x = left
            while x < right {
                guard source.isDrawn(row + x) else {
                    x += 1
                    continue
                }
                var end = x
                while end < right, source.isDrawn(row + end) { end += 1 }
                // A wide cluster whose right half lies past the clip becomes spaces.
                var cut = end
                if end == right, end < origin.x + sourceWidth, source.glyphs[row + end] == Self.continuation {
                    while cut > x, source.glyphs[row + cut - 1] == Self.continuation { cut -= 1 }
                    if cut > x { cut -= 1 }
                }
                copyRun(
                    from: source, row: row, y: y, columns: x..<end, cut: cut, styleMap: styleMap,
                    hasBackground: hasBackground, clusterBase: clusterBase)
                x = end
            }
        }
    }

    /// Whether anything was drawn in cell `index`: a glyph, or a style on an empty cell.
    @inline(__always) private func isDrawn(_ index: Int) -> Bool {
        glyphs[index] != Self.empty || cellStyles[index] != 0
    }

    /// Copies source cells `columns` of line `y` (source index `row + column`); from `cut` on
    /// the cells become spaces.
    private mutating func copyRun(
        from source: Canvas, row: Int, y: Int, columns: Range<Int>, cut: Int, styleMap: [UInt16], hasBackground: [Bool],
        clusterBase: UInt32
    ) {
        let line = y * width
        noteDrawn(line: y, to: columns.upperBound)
        // The run's ends must not leave half a wide cluster of what is beneath.
        if glyphs[line + columns.lowerBound] == Self.continuation {
            setCell(columns.lowerBound, y, glyph: 0x20, style: cellStyles[line + columns.lowerBound])
        }
        if columns.upperBound < width, glyphs[line + columns.upperBound] == Self.continuation {
            var column = columns.upperBound
            while column < width, glyphs[line + column] == Self.continuation {
                glyphs[line + column] = 0x20
                column += 1
            }
        }
        for column in columns {
            let sourceStyle = Int(source.cellStyles[row + column])
            var style = styleMap[sourceStyle]
            if !hasBackground[sourceStyle], cellStyles[line + column] != 0 {
                style = keepingBackground(style, at: line + column)
            }
            var glyph = source.glyphs[row + column]
            if column >= cut || (column == columns.lowerBound && glyph == Self.continuation) {
                glyph = 0x20
            } else if glyph & Self.clusterFlag != 0 && glyph < Self.continuation {
                glyph = Self.clusterFlag | ((glyph & ~Self.clusterFlag) + clusterBase)
            }
            glyphs[line + column] = glyph
            cellStyles[line + column] = style
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
    /// Drops the first `lines` lines, moving the rest up: what a scroll view scrolled past.
    mutating func dropFirstLines(_ lines: Int) {
        let count = min(max(0, lines), height)
        guard count > 0 else { return }
        glyphs.removeFirst(count * width)
        cellStyles.removeFirst(count * width)
        lineEnds.removeFirst(count)
        height -= count
    }

    /// Drops the lines from `lines` on: what was drawn below a fixed-height block.
    mutating func clip(toHeight lines: Int) {
        guard height > lines else { return }
        glyphs.removeSubrange((lines * width)...)
        cellStyles.removeSubrange((lines * width)...)
        lineEnds.removeSubrange(lines...)
        height = lines
    }
}
