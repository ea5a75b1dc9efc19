// Core Graphics' small value types that SwiftUI code uses and Foundation lacks on Linux.
#if os(Linux)
import Foundation

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
