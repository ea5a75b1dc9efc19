/// Box-drawing characters drawn as lines in pictures, so that borders join without gaps.
///
/// A font draws `│` only as tall as its own ascent and descent, which is less than a line of
/// cells, and `─` only as wide as its advance: in a browser a box drawn with glyphs has gaps
/// between its lines. The light, heavy, double and rounded lines, corners, tees and crosses
/// (and the half lines) are drawn instead as strokes from a cell's centre to its edges, so the
/// strokes of neighbouring cells meet. Others (dashed lines, mixed weights) stay text.
enum BoxDrawing {
    /// How one arm of a cell, from its centre to one edge, is drawn.
    enum Weight: UInt8 {
        case none, light, heavy, double
    }

    /// The arms of a box-drawing cell, and whether its corner is rounded.
    struct Arms: Hashable {
        var up: Weight
        var right: Weight
        var down: Weight
        var left: Weight
        var isRounded = false
    }

    /// The arms of `scalar`, or `nil` when it is drawn as text.
    static func arms(of scalar: Unicode.Scalar) -> Arms? {
        table[scalar.value]
    }

    /// Each drawn character with its arms as four letters, up, right, down, left: `.` none,
    /// `l` light, `h` heavy, `d` double; `r` a rounded light corner.
    private static let table: [UInt32: Arms] = {
        let shapes: [(UInt32, String)] = [
            (0x2500, ".l.l"), (0x2502, "l.l."), (0x250C, ".ll."), (0x2510, "..ll"), (0x2514, "ll.."), (0x2518, "l..l"),
            (0x251C, "lll."), (0x2524, "l.ll"), (0x252C, ".lll"), (0x2534, "ll.l"), (0x253C, "llll"),
            (0x2501, ".h.h"), (0x2503, "h.h."), (0x250F, ".hh."), (0x2513, "..hh"), (0x2517, "hh.."), (0x251B, "h..h"),
            (0x2523, "hhh."), (0x252B, "h.hh"), (0x2533, ".hhh"), (0x253B, "hh.h"), (0x254B, "hhhh"),
            (0x2550, ".d.d"), (0x2551, "d.d."), (0x2554, ".dd."), (0x2557, "..dd"), (0x255A, "dd.."), (0x255D, "d..d"),
            (0x2560, "ddd."), (0x2563, "d.dd"), (0x2566, ".ddd"), (0x2569, "dd.d"), (0x256C, "dddd"),
            (0x256D, ".rr."), (0x256E, "..rr"), (0x256F, "r..r"), (0x2570, "rr.."),
            (0x2574, "...l"), (0x2575, "l..."), (0x2576, ".l.."), (0x2577, "..l."),
            (0x2578, "...h"), (0x2579, "h..."), (0x257A, ".h.."), (0x257B, "..h."),
        ]
        var table: [UInt32: Arms] = [:]
        for (value, shape) in shapes {
            let weights = shape.map { letter -> Weight in
                switch letter {
                case "l", "r": .light
                case "h": .heavy
                case "d": .double
                default: .none
                }
            }
            table[value] = Arms(
                up: weights[0], right: weights[1], down: weights[2], left: weights[3], isRounded: shape.contains("r"))
        }
        return table
    }()

    /// The stroke widths, in tenths of a pixel: light, heavy, and each line of a double one.
    static func strokeWidth(_ weight: Weight) -> Int {
        weight == .heavy ? 25 : 12
    }

    /// Half the distance between the lines of a double arm, in tenths of a pixel.
    static let doubleOffset = 20
    /// The radius of a rounded corner, in tenths of a pixel.
    static let cornerRadius = 40

    /// The path commands (SVG `d` syntax, in tenths of a pixel) of one weight of a cell
    /// whose left top is (`x`, `y`), `width` × `height`, appended to `paths` by weight; a
    /// horizontal centre line that continues the last one is merged into it.
    static func append(
        _ arms: Arms, x: Int, y: Int, width: Int, height: Int, to paths: inout [Weight: PathBuilder]
    ) {
        let cx = x + width / 2, cy = y + height / 2, right = x + width, bottom = y + height
        if arms.isRounded {
            // A quarter circle between the two arms' ends, joined by straight lines to the edges.
            let r = min(cornerRadius, width / 2, height / 2)
            let horizontalEnd = arms.right == .light ? right : x, verticalEnd = arms.down == .light ? bottom : y
            let hx = arms.right == .light ? cx + r : cx - r, vy = arms.down == .light ? cy + r : cy - r
            paths[.light, default: PathBuilder()].add(
                "M\(px(horizontalEnd)) \(px(cy))H\(px(hx))Q\(px(cx)) \(px(cy)) \(px(cx)) \(px(vy))V\(px(verticalEnd))")
            return
        }
        // A double arm is two lines either side of the centre line; each stops short of the
        // centre on a side where another arm leaves, and runs past it on a side where none does.
        let d = doubleOffset
        for (weight, isLeft) in [(arms.left, true), (arms.right, false)] where weight != .none {
            guard weight == .double else {
                paths[weight, default: PathBuilder()].horizontal(from: isLeft ? x : cx, to: isLeft ? cx : right, at: cy)
                continue
            }
            for (lineY, hasArm) in [(cy - d, arms.up != .none), (cy + d, arms.down != .none)] {
                let inner = hasArm ? d : -d
                paths[.double, default: PathBuilder()].horizontal(
                    from: isLeft ? x : cx + inner, to: isLeft ? cx - inner : right, at: lineY)
            }
        }
        for (weight, isUp) in [(arms.up, true), (arms.down, false)] where weight != .none {
            guard weight == .double else {
                paths[weight, default: PathBuilder()].add("M\(px(cx)) \(px(isUp ? y : cy))V\(px(isUp ? cy : bottom))")
                continue
            }
            for (lineX, hasArm) in [(cx - d, arms.left != .none), (cx + d, arms.right != .none)] {
                let inner = hasArm ? d : -d
                paths[.double, default: PathBuilder()].add(
                    "M\(px(lineX)) \(px(isUp ? y : cy + inner))V\(px(isUp ? cy - inner : bottom))")
            }
        }
    }

    private static func px(_ tenths: Int) -> String {
        PictureGeometry.pixels(tenths)
    }

    /// The path data of one stroke weight, merging horizontal lines that continue each other.
    struct PathBuilder {
        private var commands = ""
        /// The last horizontal line, not yet written: it may go on in the next cell.
        private var pending: (from: Int, to: Int, y: Int)?

        /// The path data.
        var data: String {
            guard let pending else { return commands }
            return commands + Self.line(pending)
        }

        /// Adds a horizontal line from `from` to `to` at height `y`.
        mutating func horizontal(from: Int, to: Int, at y: Int) {
            if let last = pending, last.y == y, last.to == from {
                pending = (last.from, to, y)
                return
            }
            flush()
            pending = (from, to, y)
        }

        /// Adds other path commands.
        mutating func add(_ raw: String) {
            flush()
            commands += raw
        }

        private mutating func flush() {
            if let pending { commands += Self.line(pending) }
            pending = nil
        }

        private static func line(_ line: (from: Int, to: Int, y: Int)) -> String {
            "M\(PictureGeometry.pixels(line.from)) \(PictureGeometry.pixels(line.y))H\(PictureGeometry.pixels(line.to))"
        }
    }
}
