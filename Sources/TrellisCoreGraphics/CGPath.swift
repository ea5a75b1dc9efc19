// Core Graphics' paths, which Foundation lacks on Linux: `CGPath` and `CGMutablePath`, as
// SwiftUI code builds them (`let p = CGMutablePath(); p.addArc(…); return Path(p)`).
#if os(Linux)
import Foundation

/// An immutable graphics path: Core Graphics' `CGPath`. It records the operations that built
/// it (lines, curves, arcs, rectangles, ellipses, each with its transform); Trellis's `Path`
/// replays them, so an arc drawn through a `CGMutablePath` is the arc `Path.addArc` draws.
open class CGPath {
    /// One operation that built a path, in the order it was added.
    public enum Operation: Equatable, Sendable {
        case move(to: CGPoint, transform: CGAffineTransform)
        case line(to: CGPoint, transform: CGAffineTransform)
        case quadCurve(to: CGPoint, control: CGPoint, transform: CGAffineTransform)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform)
        case closeSubpath
        /// An arc of the circle around `center` from `startAngle` to `endAngle`, in radians.
        case arc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, transform: CGAffineTransform)
        /// An arc tangent to the lines from the current point to `tangent1End` and on to `tangent2End`.
        case tangentArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform)
        case rect(CGRect, transform: CGAffineTransform)
        case ellipse(in: CGRect, transform: CGAffineTransform)
        case roundedRect(CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform)
    }

    /// The operations, in order.
    public internal(set) var operations: [Operation]

    init(operations: [Operation]) {
        self.operations = operations
    }

    /// Whether the path has no operations.
    public var isEmpty: Bool {
        operations.isEmpty
    }

    /// An immutable copy of this path.
    public func copy() -> CGPath? {
        CGPath(operations: operations)
    }

    /// A mutable copy of this path.
    public func mutableCopy() -> CGMutablePath? {
        let copy = CGMutablePath()
        copy.operations = operations
        return copy
    }

    /// A path of the rectangle `rect`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(operations: [.rect(rect, transform: transform?.pointee ?? .identity)])
    }

    /// A path of the ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(operations: [.ellipse(in: rect, transform: transform?.pointee ?? .identity)])
    }

    /// A path of the rectangle `rect` with rounded corners.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?
    ) {
        self.init(operations: [.roundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                                            transform: transform?.pointee ?? .identity)])
    }
}

extension CGPath: Equatable {
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.operations == rhs.operations
    }
}

/// A graphics path that can be added to: Core Graphics' `CGMutablePath`.
public final class CGMutablePath: CGPath {
    /// An empty path.
    public init() {
        super.init(operations: [])
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        operations.append(.move(to: point, transform: transform))
    }

    /// A straight line to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        operations.append(.line(to: point, transform: transform))
    }

    /// Straight lines through `points`, starting a new subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// A quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        operations.append(.quadCurve(to: end, control: control, transform: transform))
    }

    /// A cubic Bézier curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        operations.append(.curve(to: end, control1: control1, control2: control2, transform: transform))
    }

    /// Closes the current subpath.
    public func closeSubpath() {
        operations.append(.closeSubpath)
    }

    /// An arc of the circle around `center`, from `startAngle` to `endAngle` (radians).
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        operations.append(.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                               clockwise: clockwise, transform: transform))
    }

    /// An arc of `delta` radians from `startAngle` around `center`.
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity
    ) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
               clockwise: delta < 0, transform: transform)
    }

    /// An arc of radius `radius` tangent to the lines to `tangent1End` and on to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        operations.append(.tangentArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform))
    }

    /// The rectangle `rect` as a closed subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        operations.append(.rect(rect, transform: transform))
    }

    /// The rectangles `rects`, each a closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// The ellipse inscribed in `rect` as a closed subpath.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        operations.append(.ellipse(in: rect, transform: transform))
    }

    /// The rectangle `rect` with rounded corners as a closed subpath.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        operations.append(.roundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform))
    }

    /// The operations of `path`, appended.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        operations.append(contentsOf: transform == .identity ? path.operations : path.operations.map { $0.applying(transform) })
    }
}

extension CGPath.Operation {
    /// This operation with `transform` applied after its own.
    func applying(_ outer: CGAffineTransform) -> Self {
        switch self {
        case .move(let point, let transform): .move(to: point, transform: transform.concatenating(outer))
        case .line(let point, let transform): .line(to: point, transform: transform.concatenating(outer))
        case .quadCurve(let end, let control, let transform):
            .quadCurve(to: end, control: control, transform: transform.concatenating(outer))
        case .curve(let end, let control1, let control2, let transform):
            .curve(to: end, control1: control1, control2: control2, transform: transform.concatenating(outer))
        case .closeSubpath: .closeSubpath
        case .arc(let center, let radius, let start, let end, let clockwise, let transform):
            .arc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise,
                 transform: transform.concatenating(outer))
        case .tangentArc(let end1, let end2, let radius, let transform):
            .tangentArc(tangent1End: end1, tangent2End: end2, radius: radius, transform: transform.concatenating(outer))
        case .rect(let rect, let transform): .rect(rect, transform: transform.concatenating(outer))
        case .ellipse(let rect, let transform): .ellipse(in: rect, transform: transform.concatenating(outer))
        case .roundedRect(let rect, let width, let height, let transform):
            .roundedRect(rect, cornerWidth: width, cornerHeight: height, transform: transform.concatenating(outer))
        }
    }
}
#endif
