/// A grid of styled terminal cells, as wide as the output and as tall as what is drawn.
///
/// Each cell holds one grapheme cluster (or the right half of a wide one) and a style. A
/// cluster of one scalar is stored inline; longer clusters (ZWJ sequences, combining marks)
/// go to a side table. Drawing never writes past the right edge and never leaves half a wide
/// cluster: a cluster that does not fit, or whose half is overwritten, becomes a space.
struct Canvas {
    /// The width in cells.
    let width: Int
    /// The number of lines drawn into so far.
    var height = 0

    /// One glyph per cell: 0 for an empty cell, a Unicode scalar value, a side-table cluster
    /// (``clusterFlag`` | index) or the right half of a wide cluster (``continuation``).
    var glyphs: [UInt32] = []
    /// One style index per cell into ``styles``.
    var cellStyles: [UInt16] = []
    var clusters: [String] = []
    /// For each stored line, the column where its drawn cells end: the cells from there to the
    /// right edge are empty and plain. Writers and ``removeAllLines()`` stop there, so a line
    /// costs what was drawn on it, not the canvas's width.
    var lineEnds: [Int] = []
    private(set) var styles = StyleTable()
    /// The first line that is not stored: drawing below it is clipped. The renderer draws a
    /// tall view a band of lines at a time, shifting the view up and limiting the lines.
    var lineLimit = Int.max
    /// Whether anything was left out for lying on ``lineLimit`` or below it: drawing that was
    /// clipped there, or children a container skipped for starting there.
    var clippedBelow = false

    static let empty: UInt32 = 0
    static let continuation: UInt32 = 0x40_0000
    static let clusterFlag: UInt32 = 0x20_0000

    init(width: Int) {
        self.width = max(0, width)
    }

    /// An empty canvas with its cells for `lines` lines made at once, emptied as memory is:
    /// drawing a frame of a known height then makes no cell a line at a time.
    init(width: Int, lines: Int) {
        self.init(width: width)
        glyphs = Array(repeating: Self.empty, count: self.width * max(0, lines))
        cellStyles = Array(repeating: 0, count: self.width * max(0, lines))
        lineEnds = Array(repeating: 0, count: max(0, lines))
    }

    /// Whether line `y` (not above the canvas) is stored; if not, notes ``clippedBelow``.
    @inline(__always) mutating func stores(line y: Int) -> Bool {
        if y < lineLimit { return true }
        clippedBelow = true
        return false
    }

    /// Makes sure lines `0..<lines` exist.
    mutating func ensureHeight(_ lines: Int) {
        guard lines > height else { return }
        let added = lines * width - glyphs.count
        if added > 0 {
            glyphs.append(contentsOf: repeatElement(Self.empty, count: added))
            cellStyles.append(contentsOf: repeatElement(0, count: added))
        }
        if lines > lineEnds.count { lineEnds.append(contentsOf: repeatElement(0, count: lines - lineEnds.count)) }
        height = lines
    }

    /// Records that cells of line `y` up to column `end` (exclusive) may have been drawn.
    @inline(__always) mutating func noteDrawn(line y: Int, to end: Int) {
        if lineEnds[y] < end { lineEnds[y] = end }
    }

    /// Writes `cluster` (one grapheme cluster, `cellWidth` cells wide) at column `x` of line
    /// `y` with `style`. Clipped: nothing is written outside the canvas, and a cluster that
    /// would cross the right edge is replaced by spaces.
    mutating func put(cluster: Substring, cellWidth: Int, x: Int, y: Int, style: UInt16) {
        var cluster = cluster
        cluster.withUTF8 { put(cluster: $0, cellWidth: cellWidth, x: x, y: y, style: style) }
    }

    /// Writes `cluster` (the UTF-8 of one grapheme cluster, `cellWidth` cells wide) at column
    /// `x` of line `y` with `style`, clipped as ``put(cluster:cellWidth:x:y:style:)-(Substring,_,_,_,_)``.
    mutating func put(cluster: UnsafeBufferPointer<UInt8>, cellWidth: Int, x: Int, y: Int, style: UInt16) {
        guard y >= 0, x >= 0, x < width, cellWidth > 0, !cluster.isEmpty, stores(line: y) else { return }
        ensureHeight(y + 1)
        if x + cellWidth > width {
            for column in x..<width { setCell(column, y, glyph: 0x20, style: style) }
            return
        }
        let glyph = Self.glyph(of: cluster, joined: &clusters, storedFrom: 0)
        let drawn = keepingBackground(style, at: y * width + x)
        setCell(x, y, glyph: glyph, style: drawn)
        for column in (x + 1)..<(x + cellWidth) { setCell(column, y, glyph: Self.continuation, style: drawn) }
    }

    /// Writes printable ASCII `bytes`, one cell each, from column `x` of line `y` with `style`,
    /// clipped like ``put(cluster:cellWidth:x:y:style:)-(Substring,_,_,_,_)``.
    /// - Complexity: O(*n*) in the bytes written.
    mutating func put(ascii bytes: UnsafeBufferPointer<UInt8>, x: Int, y: Int, style: UInt16) {
        let start = max(0, x), end = min(width, x + bytes.count)
        guard y >= 0, start < end, stores(line: y) else { return }
        ensureHeight(y + 1)
        let row = y * width
        if cutsWideCluster(line: y, columns: start..<end) {
            // Let setCell repair it.
            for column in start..<end {
                setCell(column, y, glyph: UInt32(bytes[column - x]), style: keepingBackground(style, at: row + column))
            }
            return
        }
        noteDrawn(line: y, to: end)
        if styles.anyHasBackground {
            for column in start..<end {
                glyphs[row + column] = UInt32(bytes[column - x])
                cellStyles[row + column] = keepingBackground(style, at: row + column)
            }
            return
        }
        // Through pointers, offsets known in range: the compiler widens the bytes many at a time.
        guard let source = bytes.baseAddress.map({ $0 + (start - x) }) else { return }
        glyphs.withUnsafeMutableBufferPointer { glyphs in
            let target = glyphs.baseAddress! + (row + start)
            for offset in 0..<(end - start) { target[offset] = UInt32(source[offset]) }
        }
        cellStyles.withUnsafeMutableBufferPointer {
            ($0.baseAddress! + (row + start)).update(repeating: style, count: end - start)
        }
    }

    /// Writes the grapheme clusters of `bytes` (one line of text, measured under `policy`)
    /// from column `x` of line `y` with `style`, up to the first cluster that starts at or
    /// after column `end`; clipped like ``put(cluster:cellWidth:x:y:style:)-(UnsafeBufferPointer<UInt8>,_,_,_,_)``.
    /// Returns the column after the last cluster.
    ///
    /// Where the text lands on whole cells of the line (nothing cut at its edges, no
    /// background to keep), the cells are written in one pass, as ``put(ascii:x:y:style:)``
    /// writes ASCII; otherwise cluster by cluster.
    /// - Complexity: O(*n*) in the bytes.
    mutating func put(
        clustersOf bytes: UnsafeBufferPointer<UInt8>, policy: WidthPolicy, x: Int, end: Int, y: Int, style: UInt16
    ) -> Int {
        guard y >= 0, y < lineLimit, x >= 0, x < end, end <= width, !styles.anyHasBackground else {
            return putEach(clustersOf: bytes, policy: policy, x: x, end: end, y: y, style: style)
        }
        ensureHeight(y + 1)
        let row = y * width
        guard !cutsWideCluster(line: y, columns: x..<end) else {
            return putEach(clustersOf: bytes, policy: policy, x: x, end: end, y: y, style: style)
        }
        var column = x
        var joined: [String] = []  // clusters of several scalars, stored after the loop
        let firstJoined = clusters.count
        glyphs.withUnsafeMutableBufferPointer { glyphs in
            cellStyles.withUnsafeMutableBufferPointer { cellStyles in
                for cluster in GraphemeClusterIterator(utf8: bytes, policy: policy) where cluster.width > 0 {
                    guard column < end else { return }
                    glyphs[row + column] = Self.glyph(
                        of: UnsafeBufferPointer(rebasing: bytes[cluster.byteRange]), joined: &joined,
                        storedFrom: firstJoined)
                    cellStyles[row + column] = style
                    for right in (column + 1)..<(column + cluster.width) {
                        glyphs[row + right] = Self.continuation
                        cellStyles[row + right] = style
                    }
                    column += cluster.width
                }
            }
        }
        clusters.append(contentsOf: joined)
        noteDrawn(line: y, to: column)
        return column
    }

    /// The glyph of `cluster`: its scalar when it is one scalar; otherwise ``clusterFlag``
    /// and the index in ``clusters`` of its string, which is appended to `joined`, whose
    /// first string is stored at index `start` of ``clusters``.
    private static func glyph(
        of cluster: UnsafeBufferPointer<UInt8>, joined: inout [String], storedFrom start: Int
    ) -> UInt32 {
        let first = DecodedScalar(cluster, at: 0)
        guard first.length < cluster.count else { return first.value }
        joined.append(String(decoding: cluster, as: UTF8.self))
        return clusterFlag | UInt32(start + joined.count - 1)
    }

    /// Whether writing `columns` of line `y` cuts a wide cluster at an edge: leaves its left
    /// half before the first column or its right half after the last. Then the cells are
    /// written one by one, for ``setCell(_:_:glyph:style:)`` to repair it.
    private func cutsWideCluster(line y: Int, columns: Range<Int>) -> Bool {
        let row = y * width
        return glyphs[row + columns.lowerBound] == Self.continuation
            || (columns.upperBound < width && glyphs[row + columns.upperBound] == Self.continuation)
    }

    /// ``put(clustersOf:policy:x:end:y:style:)`` a cluster at a time, with every check.
    private mutating func putEach(
        clustersOf bytes: UnsafeBufferPointer<UInt8>, policy: WidthPolicy, x: Int, end: Int, y: Int, style: UInt16
    ) -> Int {
        var column = x
        for cluster in GraphemeClusterIterator(utf8: bytes, policy: policy) where cluster.width > 0 {
            guard column < end else { break }
            put(
                cluster: UnsafeBufferPointer(rebasing: bytes[cluster.byteRange]), cellWidth: cluster.width,
                x: column, y: y, style: style)
            column += cluster.width
        }
        return column
    }

    /// Writes the one-cell `scalar` at column `x` of line `y` with `style`, clipped (a
    /// one-cell ``fill(_:scalar:style:)``).
    mutating func put(scalar: Unicode.Scalar, x: Int, y: Int, style: UInt16) {
        guard y >= 0, x >= 0, x < width, stores(line: y) else { return }
        ensureHeight(y + 1)
        setCell(x, y, glyph: scalar.value, style: style)
    }

    /// Whether any of `lines` is stored: drawing there is not entirely clipped. Lines all on
    /// ``lineLimit`` or below note ``clippedBelow``.
    mutating func showsLines(_ lines: Range<Int>) -> Bool {
        lines.upperBound > 0 && !lines.isEmpty && stores(line: lines.lowerBound)
    }

    /// Empties the canvas for drawing the next band of lines, keeping its style table (so
    /// the writers' escape sequences stay valid) and its storage.
    ///
    /// The cells stay allocated, emptied, so the next band's lines cost no allocation; the
    /// cells past ``height`` are always empty. Only the drawn part of each line is emptied.
    mutating func removeAllLines() {
        glyphs.withUnsafeMutableBufferPointer { glyphs in
            cellStyles.withUnsafeMutableBufferPointer { cellStyles in
                for y in 0..<height where lineEnds[y] > 0 {
                    let cells = (y * width)..<(y * width + lineEnds[y])
                    UnsafeMutableBufferPointer(rebasing: glyphs[cells]).update(repeating: Self.empty)
                    UnsafeMutableBufferPointer(rebasing: cellStyles[cells]).update(repeating: 0)
                    lineEnds[y] = 0
                }
            }
        }
        clusters.removeAll(keepingCapacity: true)
        height = 0
        clippedBelow = false
    }

    /// `style`, with the background of the cell at `index` when `style` has none: text drawn
    /// over a coloured background keeps it.
    mutating func keepingBackground(_ style: UInt16, at index: Int) -> UInt16 {
        keepingBackground(style, over: cellStyles[index])
    }

    /// `style`, with the background of style `existing` when `style` has none.
    mutating func keepingBackground(_ style: UInt16, over existing: UInt16) -> UInt16 {
        guard existing != 0, existing != style, styles.hasBackground[Int(existing)],
            let background = styles[existing].background,
            styles[style].background == nil
        else { return style }
        var merged = styles[style]
        merged.background = background
        return styles.index(of: merged)
    }

    /// Fills `rect` (clipped) with `scalar` in `style`.
    mutating func fill(_ rect: CellRect, scalar: Unicode.Scalar, style: UInt16) {
        let (columns, lines) = clip(rect)
        guard !columns.isEmpty, !lines.isEmpty else { return }
        ensureHeight(lines.upperBound)
        // Lines where the fill cuts a wide cluster are written cell by cell first, for setCell
        // to repair the cluster; then every line is filled in one pass (the same cells again).
        for y in lines where cutsWideCluster(line: y, columns: columns) {
            for x in columns { setCell(x, y, glyph: scalar.value, style: style) }
        }
        glyphs.withUnsafeMutableBufferPointer { glyphs in
            cellStyles.withUnsafeMutableBufferPointer { cellStyles in
                for y in lines {
                    let cells = (y * width + columns.lowerBound)..<(y * width + columns.upperBound)
                    UnsafeMutableBufferPointer(rebasing: glyphs[cells]).update(repeating: scalar.value)
                    UnsafeMutableBufferPointer(rebasing: cellStyles[cells]).update(repeating: style)
                    if lineEnds[y] < columns.upperBound { lineEnds[y] = columns.upperBound }
                }
            }
        }
    }

    /// Restyles every cell of `rect` (clipped) with `transform`, keeping the glyphs.
    mutating func restyle(_ rect: CellRect, _ transform: (TextStyle) -> TextStyle) {
        let (columns, lines) = clip(rect)
        guard !columns.isEmpty, !lines.isEmpty else { return }
        ensureHeight(lines.upperBound)
        for y in lines {
            noteDrawn(line: y, to: columns.upperBound)
            for x in columns {
                let index = y * width + x
                cellStyles[index] = styles.index(of: transform(styles[cellStyles[index]]))
            }
        }
    }

    /// The index of `style` in the style table, adding it if new.
    mutating func styleIndex(_ style: TextStyle) -> UInt16 {
        styles.index(of: style)
    }

    /// The columns and lines of `rect` that lie on the canvas (empty ranges when none do);
    /// notes ``clippedBelow`` when lines of it lie on ``lineLimit`` or below.
    private mutating func clip(_ rect: CellRect) -> (Range<Int>, Range<Int>) {
        let (left, right) = (max(0, rect.minX), min(width, rect.maxX))
        let (top, bottom) = (max(0, rect.minY), min(lineLimit, rect.maxY))
        if left < right, rect.maxY > max(lineLimit, rect.minY) { clippedBelow = true }
        return (left < right ? left..<right : 0..<0, top < bottom ? top..<bottom : 0..<0)
    }

    /// Sets one cell, repairing any wide cluster it cuts in half.
    mutating func setCell(_ x: Int, _ y: Int, glyph: UInt32, style: UInt16) {
        let index = y * width + x
        let old = glyphs[index]
        if old == Self.continuation, glyph != Self.continuation, x > 0 {
            // The left half of a wide cluster loses its right half: blank the whole cluster.
            var left = index - 1
            while left >= y * width, glyphs[left] == Self.continuation {
                glyphs[left] = 0x20
                left -= 1
            }
            if left >= y * width { glyphs[left] = 0x20 }
        }
        glyphs[index] = glyph
        cellStyles[index] = style
        noteDrawn(line: y, to: x + 1)
        // A right half left behind by a cluster that was overwritten. (Clusters are written
        // left to right, so after a cluster's own right half the next cell is never its own.)
        var right = index + 1
        while right < (y + 1) * width, glyphs[right] == Self.continuation {
            glyphs[right] = 0x20
            right += 1
        }
    }

}
