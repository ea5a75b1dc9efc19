/// An animation prints as the call that makes it, with its changes after it:
/// `easeInOut(duration: 0.35).delay(1).repeatForever(autoreverses: true)`.
extension Animation: CustomStringConvertible {
    public var description: String {
        var text =
            switch curve {
            case .easeInOut: "easeInOut(duration: \(duration))"
            case .easeIn: "easeIn(duration: \(duration))"
            case .easeOut: "easeOut(duration: \(duration))"
            case .linear: "linear(duration: \(duration))"
            case .timingCurve(let c0x, let c0y, let c1x, let c1y):
                "timingCurve(\(c0x), \(c0y), \(c1x), \(c1y), duration: \(duration))"
            case .spring(let bounce): "spring(duration: \(duration), bounce: \(bounce))"
            }
        if delay != 0 { text += ".delay(\(delay))" }
        if speed != 1 { text += ".speed(\(speed))" }
        if let repeatCount, repeatCount != 1 {
            text += ".repeatCount(\(repeatCount), autoreverses: \(autoreverses))"
        } else if repeatCount == nil {
            text += ".repeatForever(autoreverses: \(autoreverses))"
        }
        return text
    }
}
