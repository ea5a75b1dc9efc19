import Foundation

/// The outline of a 2-D shape: lines and curves in points, as SwiftUI's `Path`.
///
/// A custom ``Shape`` returns one from `path(in:)`; a path is itself a shape, so it can be
/// drawn directly (`Path { $0.addLines(points) }.stroke()`). In text a path is drawn by
/// rasterizing it to the cells of its frame: stroked, its lines and curves become braille
/// dots (2 × 4 per cell, the finest grid a terminal font offers, so slopes and arcs read as
/// lines); filled, its inside becomes quadrant blocks (2 × 2 per cell, solid enough to read as
/// an area). Arcs, ellipses and rounded corners are stored as cubic Bézier curves, as Core
/// Graphics stores them.
///
/// ```swift
/// Path { path in
///     path.move(to: CGPoint(x: 0, y: 3))
///     path.addLine(to: CGPoint(x: 6, y: 0))
/// }
/// .stroke()
/// .frame(width: 6, height: 3)
/// ```
///
///           ⢀⠤⠒
///       ⢀⡠⠔⠉
///     ⡠⠒⠁
public struct Path: Equatable, Sendable {
    /// One drawing command of a path.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve to a point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve to a point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A line back to the start of the current subpath, closing it.
        case closeSubpath
    }

    /// The commands, in order.
    var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A path of a rectangle.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// A path of a rectangle with rounded corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A path of a rectangle with rounded corners of `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A path of a rectangle whose corners each have their own radius.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// A path of the ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// A path built by `callback` from an empty one.
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point the next element starts from: the end of the last element, `nil` for an
    /// empty path.
    public var currentPoint: CGPoint? {
        var current: CGPoint?
        var start: CGPoint?
        for element in elements {
            switch element {
            case .move(let point):
                current = point
                start = point
            case .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
                current = point
            case .closeSubpath:
                current = start
            }
        }
        return current
    }

    /// Calls `body` with each element, in order.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    // MARK: Building

    /// Starts a new subpath at `end`.
    public mutating func move(to end: CGPoint) {
        elements.append(.move(to: end))
    }

    /// Adds a straight line from the current point to `end` (from `end` itself when there is
    /// no current point, as Core Graphics does: the path then starts there).
    public mutating func addLine(to end: CGPoint) {
        startIfNeeded(at: end)
        elements.append(.line(to: end))
    }

    /// Adds a quadratic Bézier curve to `end` with one control point.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        startIfNeeded(at: control)
        elements.append(.quadCurve(to: end, control: control))
    }

    /// Adds a cubic Bézier curve to `end` with two control points.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        startIfNeeded(at: control1)
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() {
        guard !elements.isEmpty else { return }
        elements.append(.closeSubpath)
    }

    /// Adds straight lines through `points`: a move to the first, lines to the others.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds a closed rectangle, corners clockwise from its origin.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addPolygon([CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                    CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)], transform: transform)
    }

    /// Adds a closed rectangle for each of `rects`.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds a closed rectangle with rounded corners of `cornerSize` (circular arcs, whatever
    /// `style`: the continuous curve differs by less than a braille dot in a cell).
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity
    ) {
        let radius = CGSize(width: cornerSize.width, height: cornerSize.height)
        addRoundedRect(in: rect, radii: (radius, radius, radius, radius), transform: transform)
    }

    /// Adds a closed rectangle whose corners each have their own radius.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        func size(_ radius: CGFloat) -> CGSize { CGSize(width: radius, height: radius) }
        addRoundedRect(in: rect, radii: (size(cornerRadii.topLeading), size(cornerRadii.topTrailing),
                                         size(cornerRadii.bottomTrailing), size(cornerRadii.bottomLeading)),
                       transform: transform)
    }

    /// Adds the ellipse inscribed in `rect`: four quarter curves clockwise from its right end.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let center = CGPoint(x: r.midX, y: r.midY)
        var quarters = Path()
        quarters.move(to: CGPoint(x: r.maxX, y: r.midY))
        for quarter in 0..<4 {
            let start = Double(quarter) * .pi / 2
            quarters.appendArc(center: center, radii: CGSize(width: r.width / 2, height: r.height / 2),
                               from: start, sweep: .pi / 2)
        }
        quarters.closeSubpath()
        addPath(quarters, transform: transform)
    }

    /// Adds an arc of a circle from `startAngle` to `endAngle`, after a line from the current
    /// point to its start. Angles grow from the positive x axis towards the positive y axis
    /// (clockwise on a screen, whose y axis points down); `clockwise` is Core Graphics' sense,
    /// in its y-up coordinates, so `clockwise: false` sweeps towards growing angles.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        var sweep = endAngle.radians - startAngle.radians
        let fullTurn = 2 * Double.pi
        if clockwise {
            if sweep > 0 { sweep -= fullTurn * (sweep / fullTurn).rounded(.up) }
        } else if sweep < 0 {
            sweep += fullTurn * (-sweep / fullTurn).rounded(.up)
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: Angle(radians: sweep), transform: transform)
    }

    /// Adds an arc of a circle from `startAngle` turning by `delta`, after a line from the
    /// current point to its start.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        let radii = CGSize(width: radius, height: radius)
        var arc = Path()
        arc.move(to: Self.point(on: center, radii: radii, angle: startAngle.radians))
        arc.appendArc(center: center, radii: radii, from: startAngle.radians, sweep: delta.radians)
        let placed = arc.transformed(by: transform).elements
        // As Core Graphics: a path with a current point gets a line to the arc's start.
        if case .move(let start) = placed[0], !elements.isEmpty {
            elements.append(.line(to: start))
        } else {
            elements.append(placed[0])
        }
        elements.append(contentsOf: placed.dropFirst())
    }

    /// Adds an arc of radius `radius` tangent to the line from the current point to
    /// `tangent1End` and to the line from there to `tangent2End`, after a line to its start.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard let current = currentPoint else {
            move(to: tangent1End.applying(transform))
            return
        }
        let p0 = current
        let (p1, p2) = (tangent1End.applying(transform), tangent2End.applying(transform))
        let (v1, v2) = (CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), CGPoint(x: p2.x - p1.x, y: p2.y - p1.y))
        let (l1, l2) = ((v1.x * v1.x + v1.y * v1.y).squareRoot(), (v2.x * v2.x + v2.y * v2.y).squareRoot())
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, abs(cross) > 1e-9 * l1 * l2, radius > 0 else {
            addLine(to: p1)
            return
        }
        let angle = acos(max(-1, min(1, Double((v1.x * v2.x + v1.y * v2.y) / (l1 * l2)))))
        let distance = radius / CGFloat(tan(angle / 2))
        let (u1, u2) = (CGPoint(x: v1.x / l1, y: v1.y / l1), CGPoint(x: v2.x / l2, y: v2.y / l2))
        let start = CGPoint(x: p1.x + u1.x * distance, y: p1.y + u1.y * distance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bisectorLength = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let centerDistance = radius / CGFloat(sin(angle / 2))
        let center = CGPoint(x: p1.x + bisector.x / bisectorLength * centerDistance, y: p1.y + bisector.y / bisectorLength * centerDistance)
        let startAngle = atan2(Double(start.y - center.y), Double(start.x - center.x))
        let sweep = (Double.pi - angle) * (cross > 0 ? -1 : 1)
        elements.append(.line(to: start))
        appendArc(center: center, radii: CGSize(width: radius, height: radius), from: startAngle, sweep: sweep)
    }

    /// Adds the elements of `path`, transformed.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements.append(contentsOf: path.transformed(by: transform).elements)
    }

    // MARK: Transforming

    /// This path with every point transformed.
    public func applying(_ transform: CGAffineTransform) -> Path {
        transformed(by: transform)
    }

    /// This path moved by `dx` and `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        transformed(by: CGAffineTransform(translationX: dx, y: dy))
    }

    func transformed(by transform: CGAffineTransform) -> Path {
        if transform == .identity { return self }
        var path = Path()
        path.elements = elements.map { element in
            switch element {
            case .move(let p): .move(to: p.applying(transform))
            case .line(let p): .line(to: p.applying(transform))
            case .quadCurve(let p, let c): .quadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2):
                .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: .closeSubpath
            }
        }
        return path
    }

    // MARK: Helpers

    private mutating func startIfNeeded(at point: CGPoint) {
        if elements.isEmpty { move(to: point) }
    }

    private mutating func addPolygon(_ corners: [CGPoint], transform: CGAffineTransform) {
        let points = corners.map { $0.applying(transform) }
        addLines(points)
        closeSubpath()
    }

    /// Corner radii in the order top-leading, top-trailing, bottom-trailing, bottom-leading,
    /// each clamped to half the rectangle's side.
    private mutating func addRoundedRect(in rect: CGRect, radii: (CGSize, CGSize, CGSize, CGSize), transform: CGAffineTransform) {
        let r = rect.standardized
        func clamped(_ size: CGSize) -> CGSize {
            CGSize(width: max(0, min(size.width, r.width / 2)), height: max(0, min(size.height, r.height / 2)))
        }
        let (tl, tr, br, bl) = (clamped(radii.0), clamped(radii.1), clamped(radii.2), clamped(radii.3))
        var corners = Path()
        corners.move(to: CGPoint(x: r.minX + tl.width, y: r.minY))
        corners.elements.append(.line(to: CGPoint(x: r.maxX - tr.width, y: r.minY)))
        corners.appendArc(center: CGPoint(x: r.maxX - tr.width, y: r.minY + tr.height), radii: tr, from: -.pi / 2, sweep: .pi / 2)
        corners.elements.append(.line(to: CGPoint(x: r.maxX, y: r.maxY - br.height)))
        corners.appendArc(center: CGPoint(x: r.maxX - br.width, y: r.maxY - br.height), radii: br, from: 0, sweep: .pi / 2)
        corners.elements.append(.line(to: CGPoint(x: r.minX + bl.width, y: r.maxY)))
        corners.appendArc(center: CGPoint(x: r.minX + bl.width, y: r.maxY - bl.height), radii: bl, from: .pi / 2, sweep: .pi / 2)
        corners.elements.append(.line(to: CGPoint(x: r.minX, y: r.minY + tl.height)))
        corners.appendArc(center: CGPoint(x: r.minX + tl.width, y: r.minY + tl.height), radii: tl, from: .pi, sweep: .pi / 2)
        corners.closeSubpath()
        addPath(corners, transform: transform)
    }

    static func point(on center: CGPoint, radii: CGSize, angle: Double) -> CGPoint {
        CGPoint(x: center.x + radii.width * CGFloat(cos(angle)), y: center.y + radii.height * CGFloat(sin(angle)))
    }

    /// Appends an elliptical arc from the current point (which is its start) as cubic curves
    /// of at most a quarter turn each; a zero radius or sweep adds nothing.
    private mutating func appendArc(center: CGPoint, radii: CGSize, from start: Double, sweep: Double) {
        guard radii.width > 0, radii.height > 0, sweep != 0, sweep.isFinite, start.isFinite else { return }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(min(pieces, 64))
        // The control-point distance that makes a cubic closest to a circular arc of `step`.
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = start
        for _ in 0..<min(pieces, 64) {
            let next = angle + step
            let (p0, p3) = (Self.point(on: center, radii: radii, angle: angle), Self.point(on: center, radii: radii, angle: next))
            let c1 = CGPoint(x: p0.x - CGFloat(k * sin(angle)) * radii.width, y: p0.y + CGFloat(k * cos(angle)) * radii.height)
            let c2 = CGPoint(x: p3.x + CGFloat(k * sin(next)) * radii.width, y: p3.y - CGFloat(k * cos(next)) * radii.height)
            elements.append(.curve(to: p3, control1: c1, control2: c2))
            angle = next
        }
    }
}
