extension Canvas {
    /// Copies `source` (its top-left `size` part; all of it by default) with its top-left
    /// corner at `origin`, clipped to this canvas's width and to `lines`. Source cells where
    /// nothing was drawn (empty, in the plain style) keep what is beneath; an empty cell with
    /// a style (a background laid behind a gap) is copied as a blank in that style; source
    /// cells without a background keep the background beneath (as drawing text does). A wide
    /// cluster cut by the clip becomes spaces.
    ///
    /// Runs of drawn cells are copied straight into the arrays; only the cells at a run's ends
    /// can cut a wide cluster already on the canvas, so only those are repaired.
    /// - Complexity: O(*n*) in the cells copied, plus the source's styles and clusters.
    mutating func paste(
        _ source: Canvas, at origin: CellPoint, size: CellSize? = nil, lines: Range<Int> = 0..<Int.max
    ) {
        let sourceWidth = min(source.width, size?.width ?? .max),
            sourceHeight = min(source.height, size?.height ?? .max)
        let top = max(lines.lowerBound, origin.y),
            bottom = min(lines.upperBound, self.lineLimit, origin.y + sourceHeight)
        let left = max(0, origin.x), right = min(width, origin.x + sourceWidth)
        if left < right, min(lines.upperBound, origin.y + sourceHeight) > max(self.lineLimit, origin.y) {
            clippedBelow = true
        }
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
                let run = source.drawnRun(in: (row + x)..<(row + right))
                guard !run.isEmpty else { break }
                x = run.lowerBound - row
                let end = run.upperBound - row
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

    /// The indices of the first run of drawn cells (a glyph, or a style on an empty cell)
    /// among `indices`; empty when none is drawn.
    private func drawnRun(in indices: Range<Int>) -> Range<Int> {
        glyphs.withUnsafeBufferPointer { glyphs in
            cellStyles.withUnsafeBufferPointer { styles in
                var start = indices.lowerBound
                while start < indices.upperBound, glyphs[start] == Self.empty, styles[start] == 0 { start += 1 }
                var end = start
                while end < indices.upperBound, glyphs[end] != Self.empty || styles[end] != 0 { end += 1 }
                return start..<end
            }
        }
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
        // Cells over a styled cell whose own style has no background take its background
        // after the copy (a style may have to be added to the table then).
        var overStyled: [(index: Int, style: UInt16, beneath: UInt16)] = []
        glyphs.withUnsafeMutableBufferPointer { glyphs in
            cellStyles.withUnsafeMutableBufferPointer { cellStyles in
                source.glyphs.withUnsafeBufferPointer { sourceGlyphs in
                    source.cellStyles.withUnsafeBufferPointer { sourceStyles in
                        for column in columns {
                            let sourceStyle = Int(sourceStyles[row + column])
                            let style = styleMap[sourceStyle], beneath = cellStyles[line + column]
                            if beneath != 0, !hasBackground[sourceStyle] {
                                overStyled.append((line + column, style, beneath))
                            }
                            var glyph = sourceGlyphs[row + column]
                            if column >= cut || (column == columns.lowerBound && glyph == Self.continuation) {
                                glyph = 0x20
                            } else if glyph & Self.clusterFlag != 0 && glyph < Self.continuation {
                                glyph = Self.clusterFlag | ((glyph & ~Self.clusterFlag) + clusterBase)
                            }
                            glyphs[line + column] = glyph
                            cellStyles[line + column] = style
                        }
                    }
                }
            }
        }
        for cell in overStyled { cellStyles[cell.index] = keepingBackground(cell.style, over: cell.beneath) }
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
        lineEnds.removeSubrange(lines...)
        height = lines
    }
}

extension Canvas {
    /// Some lines of a canvas as they were, to put back with ``restore(_:)``: copies, so that
    /// drawing meanwhile does not copy the canvas.
    struct SavedLines {
        let lines: Range<Int>
        /// The lines of `lines` that were stored, from its first one.
        let stored: Int
        let glyphs: [UInt32]
        let cellStyles: [UInt16]
        let lineEnds: [Int]
    }

    /// `lines` as they are now (those not stored yet are empty).
    func savedLines(_ lines: Range<Int>) -> SavedLines {
        let stored = lines.clamped(to: 0..<height)
        let cells = (stored.lowerBound * width)..<(stored.upperBound * width)
        return SavedLines(
            lines: lines, stored: stored.count, glyphs: Array(glyphs[cells]), cellStyles: Array(cellStyles[cells]),
            lineEnds: Array(lineEnds[stored]))
    }

    /// Puts back the lines `saved` holds, as they were when it was taken: drawing since
    /// then (into those lines) is undone.
    mutating func restore(_ saved: SavedLines) {
        for y in saved.lines.clamped(to: 0..<height) {
            let line = y - saved.lines.lowerBound, cells = (y * width)..<((y + 1) * width)
            if line < saved.stored {
                let savedCells = (line * width)..<((line + 1) * width)
                glyphs.replaceSubrange(cells, with: saved.glyphs[savedCells])
                cellStyles.replaceSubrange(cells, with: saved.cellStyles[savedCells])
                lineEnds[y] = saved.lineEnds[line]
            } else {
                glyphs.replaceSubrange(cells, with: repeatElement(Self.empty, count: width))
                cellStyles.replaceSubrange(cells, with: repeatElement(0, count: width))
                lineEnds[y] = 0
            }
        }
    }
}
