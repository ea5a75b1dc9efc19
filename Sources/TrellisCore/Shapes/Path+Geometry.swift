import Foundation

/// A path's geometry: its segments as Bézier curves, their lengths, bounds and inside.
extension Path {
    /// One drawn piece of a path: a line (2 points), a quadratic (3) or a cubic (4) Bézier
    /// curve, from its first point to its last.
    struct Segment: Equatable {
        var points: [CGPoint]

        var start: CGPoint { points[0] }
        var end: CGPoint { points[points.count - 1] }

        /// The point at parameter `t` in 0...1 (de Casteljau).
        func point(at t: CGFloat) -> CGPoint {
            var level = points
            while level.count > 1 {
                level = zip(level, level.dropFirst()).map { a, b in CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
            }
            return level[0]
        }

        /// The two halves of this curve split at `t` (de Casteljau's construction gives the
        /// control points of both).
        func split(at t: CGFloat) -> (Segment, Segment) {
            var first = [points[0]]
            var second = [points[points.count - 1]]
            var level = points
            while level.count > 1 {
                level = zip(level, level.dropFirst()).map { a, b in CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
                first.append(level[0])
                second.append(level[level.count - 1])
            }
            return (Segment(points: first), Segment(points: Array(second.reversed())))
        }

        /// The length of the control polygon: at least the curve's length, and the measure
        /// of how finely to flatten it.
        var hullLength: CGFloat {
            zip(points, points.dropFirst()).reduce(0) { $0 + Path.distance($1.0, $1.1) }
        }

        /// Points along the curve at `pieces + 1` evenly spaced parameters, both ends included.
        func polyline(pieces: Int) -> [CGPoint] {
            if points.count == 2 { return points }
            return (0...pieces).map { point(at: CGFloat($0) / CGFloat(pieces)) }
        }

        /// The cumulative lengths along ``polyline(pieces:)`` at ``lengthPieces`` pieces.
        var lengthTable: [CGFloat] {
            let line = polyline(pieces: Self.lengthPieces)
            var lengths: [CGFloat] = [0]
            for (a, b) in zip(line, line.dropFirst()) { lengths.append(lengths[lengths.count - 1] + Path.distance(a, b)) }
            return lengths
        }

        static let lengthPieces = 32

        /// The parameter at which the curve has run `length` along it, read from `table`.
        func parameter(atLength length: CGFloat, table: [CGFloat]) -> CGFloat {
            let pieces = table.count - 1
            guard let total = table.last, total > 0 else { return 0 }
            if length <= 0 { return 0 }
            if length >= total { return 1 }
            var index = 1
            while index < pieces && table[index] < length { index += 1 }
            let (before, after) = (table[index - 1], table[index])
            let fraction = after > before ? (length - before) / (after - before) : 0
            return (CGFloat(index - 1) + fraction) / CGFloat(pieces)
        }

        /// The parameters in 0...1 at which the curve turns along `axis` (where the derivative
        /// of that coordinate is zero): where its extent can lie between its ends.
        func extremeParameters(_ coordinate: (CGPoint) -> CGFloat) -> [CGFloat] {
            let values = points.map(coordinate)
            var roots: [CGFloat] = []
            switch values.count {
            case 3:
                let denominator = values[0] - 2 * values[1] + values[2]
                if denominator != 0 { roots = [(values[0] - values[1]) / denominator] }
            case 4:
                // The derivative's coefficients: a t² + b t + c.
                let a = -values[0] + 3 * values[1] - 3 * values[2] + values[3]
                let b = 2 * (values[0] - 2 * values[1] + values[2])
                let c = values[1] - values[0]
                if abs(a) < 1e-12 {
                    if b != 0 { roots = [-c / b] }
                } else {
                    let discriminant = b * b - 4 * a * c
                    if discriminant >= 0 {
                        let root = discriminant.squareRoot()
                        roots = [(-b + root) / (2 * a), (-b - root) / (2 * a)]
                    }
                }
            default:
                break
            }
            return roots.filter { $0 > 0 && $0 < 1 }
        }
    }

    /// The distance between two points.
    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }

    /// A connected run of segments from a move; closed when it ended with `closeSubpath`, its
    /// closing line then the last segment.
    struct Subpath {
        var start: CGPoint
        var segments: [Segment] = []
        var isClosed = false
    }

    /// The path as subpaths of segments.
    var subpaths: [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        var point = CGPoint.zero
        func finish() {
            if let subpath = current { result.append(subpath) }
            current = nil
        }
        for element in elements {
            switch element {
            case .move(let to):
                finish()
                current = Subpath(start: to)
                point = to
            case .line(let to):
                if current == nil { current = Subpath(start: point) }
                current?.segments.append(Segment(points: [point, to]))
                point = to
            case .quadCurve(let to, let control):
                if current == nil { current = Subpath(start: point) }
                current?.segments.append(Segment(points: [point, control, to]))
                point = to
            case .curve(let to, let control1, let control2):
                if current == nil { current = Subpath(start: point) }
                current?.segments.append(Segment(points: [point, control1, control2, to]))
                point = to
            case .closeSubpath:
                guard var subpath = current else { continue }
                if point != subpath.start { subpath.segments.append(Segment(points: [point, subpath.start])) }
                subpath.isClosed = true
                result.append(subpath)
                point = subpath.start
                current = nil
            }
        }
        finish()
        return result
    }

    /// The smallest rectangle holding every point of the path (its curves' extremes, not
    /// their control points); `CGRect.null` for an empty path.
    public var boundingRect: CGRect {
        var minimum = CGPoint(x: CGFloat.infinity, y: CGFloat.infinity)
        var maximum = CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity)
        func include(_ point: CGPoint) {
            minimum = CGPoint(x: min(minimum.x, point.x), y: min(minimum.y, point.y))
            maximum = CGPoint(x: max(maximum.x, point.x), y: max(maximum.y, point.y))
        }
        for subpath in subpaths {
            include(subpath.start)
            for segment in subpath.segments {
                include(segment.end)
                for t in segment.extremeParameters(\.x) + segment.extremeParameters(\.y) { include(segment.point(at: t)) }
            }
        }
        guard minimum.x <= maximum.x else { return .null }
        return CGRect(x: minimum.x, y: minimum.y, width: maximum.x - minimum.x, height: maximum.y - minimum.y)
    }

    /// Whether `point` is inside the path, each subpath closed: by the non-zero winding
    /// rule, or the even-odd rule when `eoFill`.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        for polygon in polygons(tolerance: 0.01) {
            for (a, b) in zip(polygon, polygon.dropFirst() + polygon.prefix(1)) {
                guard (a.y <= point.y) != (b.y <= point.y) else { continue }
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if x > point.x { winding += b.y > a.y ? 1 : -1 }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// Each subpath as a polygon, curves flattened into pieces no longer than about
    /// `tolerance` along their control polygon (at most 1024 per curve).
    func polygons(tolerance: CGFloat) -> [[CGPoint]] {
        subpaths.map { subpath in
            var polygon = [subpath.start]
            for segment in subpath.segments {
                let pieces = Int(min(1024, max(1, (segment.hullLength / tolerance).rounded(.up))))
                polygon.append(contentsOf: segment.polyline(pieces: pieces).dropFirst())
            }
            return polygon
        }
    }

    /// The part of the path between the fractions `from` and `to` of its length (each
    /// clamped to 0...1; empty when `from` is not below `to`), its curves cut where the
    /// fractions fall: what a trimmed shape draws.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let (from, to) = (max(0, min(1, from)), max(0, min(1, to)))
        guard from < to else { return Path() }
        if from == 0 && to == 1 { return self }
        let pieces = subpaths.map { subpath in subpath.segments.map { ($0, $0.lengthTable) } }
        let total = pieces.joined().reduce(0) { $0 + ($1.1.last ?? 0) }
        guard total > 0 else { return Path() }
        let (startLength, endLength) = (from * total, to * total)
        var trimmed = Path()
        var travelled: CGFloat = 0
        for subpath in pieces {
            var started = false
            for (segment, table) in subpath {
                let length = table.last ?? 0
                defer { travelled += length }
                let (segmentStart, segmentEnd) = (travelled, travelled + length)
                guard segmentEnd > startLength, segmentStart < endLength else { continue }
                var piece = segment
                let t0 = segmentStart < startLength ? segment.parameter(atLength: startLength - segmentStart, table: table) : 0
                let t1 = segmentEnd > endLength ? segment.parameter(atLength: endLength - segmentStart, table: table) : 1
                if t1 < 1 { piece = piece.split(at: t1).0 }
                if t0 > 0 { piece = piece.split(at: t1 < 1 ? t0 / t1 : t0).1 }
                if !started {
                    trimmed.move(to: piece.start)
                    started = true
                }
                trimmed.elements.append(piece.element)
            }
        }
        return trimmed
    }
}

extension Path.Segment {
    /// The path element that draws this segment from its start.
    var element: Path.Element {
        switch points.count {
        case 2: .line(to: points[1])
        case 3: .quadCurve(to: points[2], control: points[1])
        default: .curve(to: points[3], control1: points[1], control2: points[2])
        }
    }
}

extension Path: CustomStringConvertible {
    /// The path's elements in the notation of Core Graphics' path descriptions: `x y m`
    /// (move), `x y l` (line), `cx cy x y q` (quadratic), `c1x c1y c2x c2y x y c` (cubic),
    /// `h` (close).
    public var description: String {
        func text(_ points: CGPoint...) -> String {
            points.map { "\(Self.number($0.x)) \(Self.number($0.y))" }.joined(separator: " ")
        }
        return elements.map { element in
            switch element {
            case .move(let p): "\(text(p)) m"
            case .line(let p): "\(text(p)) l"
            case .quadCurve(let p, let c): "\(text(c, p)) q"
            case .curve(let p, let c1, let c2): "\(text(c1, c2, p)) c"
            case .closeSubpath: "h"
            }
        }.joined(separator: " ")
    }

    private static func number(_ value: CGFloat) -> String {
        let rounded = (value * 1000).rounded() / 1000
        guard rounded.isFinite, abs(rounded) < 1e15, rounded == rounded.rounded() else { return String(Double(rounded)) }
        return String(Int(rounded))
    }
}
