#if canImport(TrellisCoreGraphics)
/// Paths built with Core Graphics' `CGMutablePath` (Linux's, from `TrellisCoreGraphics`): `Path`
/// replays the operations that built one with its own methods, so `Path(cgPath)` draws what the
/// same calls on a `Path` draw; `cgPath` gives the elements back as a Core Graphics path.
extension Path {
    /// The path `path` draws.
    public init(_ path: CGPath) {
        for operation in path.operations {
            add(operation)
        }
    }

    /// This path as a Core Graphics path.
    public var cgPath: CGPath {
        let path = CGMutablePath()
        for element in elements {
            switch element {
            case .move(let point): path.move(to: point)
            case .line(let point): path.addLine(to: point)
            case .quadCurve(let end, let control): path.addQuadCurve(to: end, control: control)
            case .curve(let end, let control1, let control2): path.addCurve(to: end, control1: control1, control2: control2)
            case .closeSubpath: path.closeSubpath()
            }
        }
        return path
    }

    private mutating func add(_ operation: CGPath.Operation) {
        switch operation {
        case .move(let point, let transform): move(to: point.applying(transform))
        case .line(let point, let transform): addLine(to: point.applying(transform))
        case .quadCurve(let end, let control, let transform):
            addQuadCurve(to: end.applying(transform), control: control.applying(transform))
        case .curve(let end, let control1, let control2, let transform):
            addCurve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
        case .closeSubpath: closeSubpath()
        case .arc(let center, let radius, let start, let end, let clockwise, let transform):
            addArc(center: center, radius: radius, startAngle: .radians(Double(start)), endAngle: .radians(Double(end)),
                   clockwise: clockwise, transform: transform)
        case .tangentArc(let end1, let end2, let radius, let transform):
            addArc(tangent1End: end1, tangent2End: end2, radius: radius, transform: transform)
        case .rect(let rect, let transform): addRect(rect, transform: transform)
        case .ellipse(let rect, let transform): addEllipse(in: rect, transform: transform)
        case .roundedRect(let rect, let width, let height, let transform):
            addRoundedRect(in: rect, cornerSize: CGSize(width: width, height: height), transform: transform)
        }
    }
}
#endif
