// `import CoreGraphics` on Linux: the geometry types Foundation provides there (`CGFloat`,
// `CGPoint`, `CGSize`, `CGRect`) re-exported, and the ones SwiftUI code uses that it lacks
// (`CGAffineTransform`, `CGVector`, `CGLineCap`, `CGLineJoin`) defined here, so files that
// import Core Graphics directly compile with Trellis. Trellis re-exports this module, so
// `import Trellis` brings the same names. On Apple platforms the system framework is used.
#if os(Linux)
@_exported import Foundation

/// A two-dimensional vector: Core Graphics' `CGVector`.
public struct CGVector: Hashable, Sendable, Codable {
    public var dx: CGFloat
    public var dy: CGFloat

    /// The vector (`dx`, `dy`).
    public init(dx: CGFloat, dy: CGFloat) {
        (self.dx, self.dy) = (dx, dy)
    }

    /// The vector (`dx`, `dy`).
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector (`dx`, `dy`).
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector (0, 0).
    public init() {
        self.init(dx: CGFloat(0), dy: CGFloat(0))
    }

    /// The vector (0, 0).
    public static let zero = CGVector()
}

/// How the ends of a stroked line are drawn: Core Graphics' `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

/// How the corners of a stroked path are drawn: Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}
#endif
