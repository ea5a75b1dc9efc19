import Foundation

/// A path rasterized onto the cells of a frame.
///
/// Stroked, its segments are walked on a grid of braille dots, 2 across and 4 down per cell:
/// the finest grid a terminal font has, and one where a slope or an arc stays a thin line
/// (`⠉⠒⠤⣀`) instead of a staircase of blocks. Filled, the centres of 2 × 2 quadrants per cell
/// are tested against the path (non-zero winding, or even-odd) and each cell drawn as the
/// quadrant block of its inside quadrants (`▘▝▀▖▌▞▛▗▚▐▜▄▙▟█`), which reads as a solid area.
/// Nothing is drawn outside the frame.
struct PathRaster {
    /// The frame's size in cells.
    let frame: CellSize
    /// The frame's cells to draw, from its top-left corner: the ones on the canvas. Only these
    /// are rasterized, so a tall frame costs what is drawn of it.
    let columns: Range<Int>
    let lines: Range<Int>

    /// Braille dots per cell and the bit of each (Unicode's braille pattern numbering).
    private static let dotsAcross = 2, dotsDown = 4
    private static let dotBits: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]
    /// The quadrant blocks, indexed by top-left 1, top-right 2, bottom-left 4, bottom-right 8.
    private static let quadrants: [Unicode.Scalar] = [" ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█"]

    /// The braille glyph of each cell the stroked path touches, with its cell in the frame.
    func stroke(_ path: Path, pointsPerColumn: CGFloat, pointsPerLine: CGFloat) -> [(x: Int, y: Int, glyph: Unicode.Scalar)] {
        let (width, height) = (frame.width * Self.dotsAcross, frame.height * Self.dotsDown)
        guard !columns.isEmpty, !lines.isEmpty else { return [] }
        // The window of dots drawn, widened by one so that a segment clipped to it still
        // reaches the window's edge.
        let window = (minX: CGFloat(columns.lowerBound * Self.dotsAcross - 1), maxX: CGFloat(columns.upperBound * Self.dotsAcross + 1),
                      minY: CGFloat(lines.lowerBound * Self.dotsDown - 1), maxY: CGFloat(lines.upperBound * Self.dotsDown + 1))
        let scale = CGAffineTransform(scaleX: CGFloat(Self.dotsAcross) / pointsPerColumn, y: CGFloat(Self.dotsDown) / pointsPerLine)
        var cells = [UInt8](repeating: 0, count: columns.count * lines.count)
        func plot(_ point: CGPoint) {
            // A point on the frame's far edge belongs to the last dot, as one on its near
            // edge belongs to the first.
            guard point.x >= -0.5, point.y >= -0.5, point.x <= CGFloat(width) + 0.5, point.y <= CGFloat(height) + 0.5 else { return }
            let x = max(0, min(width - 1, Int(point.x.rounded(.down))))
            let y = max(0, min(height - 1, Int(point.y.rounded(.down))))
            let (column, line) = (x / Self.dotsAcross, y / Self.dotsDown)
            guard columns.contains(column), lines.contains(line) else { return }
            let index = (line - lines.lowerBound) * columns.count + column - columns.lowerBound
            cells[index] |= Self.dotBits[y % Self.dotsDown][x % Self.dotsAcross]
        }
        for polyline in path.transformed(by: scale).strokePolylines() {
            for (from, to) in zip(polyline, polyline.dropFirst()) {
                guard let (a, b) = Self.clip(from, to, to: window) else { continue }
                plot(a)
                let steps = Int(max(abs(b.x - a.x), abs(b.y - a.y)).rounded(.up))
                guard steps > 0 else { continue }
                for step in 1...steps {
                    let t = CGFloat(step) / CGFloat(steps)
                    plot(CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
                }
            }
        }
        return cells.indices.compactMap { index in
            guard cells[index] != 0, let glyph = Unicode.Scalar(0x2800 + UInt32(cells[index])) else { return nil }
            return (columns.lowerBound + index % columns.count, lines.lowerBound + index / columns.count, glyph)
        }
    }

    /// The part of the segment from `a` to `b` inside `box` (Liang–Barsky), `nil` when none
    /// is or a point is not finite.
    private static func clip(
        _ a: CGPoint, _ b: CGPoint, to box: (minX: CGFloat, maxX: CGFloat, minY: CGFloat, maxY: CGFloat)
    ) -> (CGPoint, CGPoint)? {
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return nil }
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        var (enter, leave): (CGFloat, CGFloat) = (0, 1)
        for (p, q) in [(-dx, a.x - box.minX), (dx, box.maxX - a.x), (-dy, a.y - box.minY), (dy, box.maxY - a.y)] {
            if p == 0 {
                if q < 0 { return nil }
            } else {
                let t = q / p
                if p < 0 { enter = max(enter, t) } else { leave = min(leave, t) }
            }
        }
        guard enter <= leave else { return nil }
        return (CGPoint(x: a.x + dx * enter, y: a.y + dy * enter), CGPoint(x: a.x + dx * leave, y: a.y + dy * leave))
    }

    /// The quadrants of each cell whose centres are inside the filled path (bits as in
    /// ``quadrants``), with its cell in the frame.
    func fill(_ path: Path, eoFill: Bool, pointsPerColumn: CGFloat, pointsPerLine: CGFloat) -> [(x: Int, y: Int, quadrants: Int)] {
        guard !columns.isEmpty, !lines.isEmpty else { return [] }
        let scale = CGAffineTransform(scaleX: 2 / pointsPerColumn, y: 2 / pointsPerLine)
        let edges = path.transformed(by: scale).polygons(tolerance: 0.5).flatMap { polygon in
            zip(polygon, polygon.dropFirst() + polygon.prefix(1)).filter { a, b in
                a.y != b.y && a.x.isFinite && a.y.isFinite && b.x.isFinite && b.y.isFinite
            }
        }
        let (firstColumn, lastColumn) = (CGFloat(columns.lowerBound * 2), CGFloat(columns.upperBound * 2 - 1))
        var cells = [Int](repeating: 0, count: columns.count * lines.count)
        for row in (lines.lowerBound * 2)..<(lines.upperBound * 2) {
            // Scanline through the quadrants' centres: where each edge crosses it, and
            // which way (for the winding number).
            let y = CGFloat(row) + 0.5
            var crossings: [(x: CGFloat, direction: Int)] = []
            for (a, b) in edges where (a.y <= y) != (b.y <= y) {
                crossings.append((a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x), b.y > a.y ? 1 : -1))
            }
            crossings.sort { $0.x < $1.x }
            var winding = 0
            for (crossing, next) in zip(crossings, crossings.dropFirst()) {
                winding += crossing.direction
                guard eoFill ? winding % 2 != 0 : winding != 0 else { continue }
                // The quadrants whose centres lie between the two crossings, on the canvas.
                let first = max(firstColumn, (crossing.x - 0.5).rounded(.up))
                let last = min(lastColumn, (next.x - 0.5).rounded(.down))
                guard first <= last else { continue }
                let line = row / 2 - lines.lowerBound
                for column in Int(first)...Int(last) {
                    let bit = (row % 2 == 0 ? 1 : 4) << (column % 2)
                    cells[line * columns.count + column / 2 - columns.lowerBound] |= bit
                }
            }
        }
        return cells.indices.compactMap { index in
            cells[index] == 0 ? nil : (columns.lowerBound + index % columns.count, lines.lowerBound + index / columns.count, cells[index])
        }
    }

    /// The quadrant block of `quadrants`.
    static func block(_ quadrants: Int) -> Unicode.Scalar { Self.quadrants[quadrants & 15] }
}

extension Path {
    /// Each subpath as the polyline a stroke follows (closed ones back to their start),
    /// curves flattened to pieces of about one unit along their control polygon.
    fileprivate func strokePolylines() -> [[CGPoint]] {
        polygons(tolerance: 1)
    }
}

/// A shape drawn from its path, filling the frame it is offered: ``PathRaster`` in the
/// shape's colour.
final class PathNode: CachingNode {
    enum Paint {
        case fill(eoFill: Bool)
        case stroke
    }

    /// The shape's path in a rectangle of points.
    let path: (CGRect) -> Path
    let paint: Paint
    let color: Color?
    let scale: LengthScale

    init(path: @escaping (CGRect) -> Path, paint: Paint, color: Color?, scale: LengthScale) {
        (self.path, self.paint, self.color, self.scale) = (path, paint, color, scale)
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        CellSize(width: proposal.width.map { min($0, Cells.maxLength) } ?? 1, height: proposal.height.map { min($0, Cells.maxLength) } ?? 1)
    }

    override func overflow(in size: CellSize) -> LineOverflow? { .inside }

    override func draw(in rect: CellRect, canvas: inout Canvas) {
        guard rect.size.width > 0, rect.size.height > 0, color?.isClear != true else { return }
        let (perColumn, perLine) = (scale.pointsPerColumn, scale.pointsPerLine)
        let bounds = CGRect(x: 0, y: 0, width: CGFloat(rect.size.width) * perColumn, height: CGFloat(rect.size.height) * perLine)
        // Only the frame's cells on the canvas are rasterized; lines below the band are noted
        // as clipped, as drawing them would.
        let (left, right) = (max(0, rect.minX), min(canvas.width, rect.maxX))
        let (top, bottom) = (max(0, rect.minY), min(canvas.lineLimit, rect.maxY))
        let visibleColumns = (left - rect.minX)..<(max(left, right) - rect.minX)
        let visibleLines = (top - rect.minY)..<(max(top, bottom) - rect.minY)
        if bottom < rect.maxY { _ = canvas.stores(line: rect.maxY - 1) }
        guard !visibleColumns.isEmpty, !visibleLines.isEmpty else { return }
        let shape = path(bounds)
        let raster = PathRaster(frame: rect.size, columns: visibleColumns, lines: visibleLines)
        let style = canvas.styleIndex(TextStyle(foreground: color.map { Color($0.kind) }))
        switch paint {
        case .stroke:
            for cell in raster.stroke(shape, pointsPerColumn: perColumn, pointsPerLine: perLine) {
                canvas.put(scalar: cell.glyph, x: rect.minX + cell.x, y: rect.minY + cell.y, style: style)
            }
        case .fill(let eoFill):
            // A translucent colour is drawn as ColorNode draws it, in shade blocks, in the
            // cells at least half inside.
            let alpha = color?.alpha ?? 1
            let shade: Unicode.Scalar? = switch alpha {
            case 0.75...: nil
            case 0.5..<0.75: "▓"
            case 0.25..<0.5: "▒"
            default: "░"
            }
            for cell in raster.fill(shape, eoFill: eoFill, pointsPerColumn: perColumn, pointsPerLine: perLine) {
                let glyph: Unicode.Scalar
                if let shade {
                    guard cell.quadrants.nonzeroBitCount >= 2 else { continue }
                    glyph = shade
                } else {
                    glyph = PathRaster.block(cell.quadrants)
                }
                canvas.put(scalar: glyph, x: rect.minX + cell.x, y: rect.minY + cell.y, style: style)
            }
        }
    }
}
