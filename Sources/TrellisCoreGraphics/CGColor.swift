// Core Graphics' colour, which SwiftUI code hands to `Color(cgColor:)`. It also has to exist
// because the package's `CoreGraphics` module makes `canImport(CoreGraphics)` true for every
// package built beside Trellis, and such code (swift-property-based's colour generator among it)
// builds colours with `CGColor(red:green:blue:alpha:)`.
#if os(Linux)
import Foundation

/// A colour as Core Graphics holds one: components in a device RGB or grey space, and alpha.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour components followed by alpha: red, green, blue, alpha for an RGB colour,
    /// white, alpha for a grey one.
    public let components: [CGFloat]?

    /// An RGB colour; each component between 0 and 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// A grey from 0 (black) to 1 (white).
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha]
    }

    /// How many values `components` holds, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The colour's opacity, between 0 and 1.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Black with no opacity.
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    public var description: String {
        "CGColor(" + (components ?? []).map { "\($0)" }.joined(separator: ", ") + ")"
    }
}
#endif
