import Foundation

/// A font, as far as a terminal can show one: a weight (bold or dim) and a slant.
///
/// The mapping, since a terminal has one size of type:
///
/// | font | cells |
/// |---|---|
/// | `.largeTitle`, `.title`, `.title2`, `.title3`, `.headline` | bold |
/// | `.body`, `.callout`, `.subheadline` | plain |
/// | `.footnote`, `.caption`, `.caption2` | dim |
/// | `.system(size:weight:)`, `.weight(_:)` | `.semibold` and heavier bold; `.light` and lighter dim |
/// | `.italic()` | italic |
public struct Font: Hashable, Sendable {
    var weight: Weight
    var isItalic = false

    init(weight: Weight, isItalic: Bool = false) {
        self.weight = weight
        self.isItalic = isItalic
    }

    /// A font weight.
    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// A font design; a terminal has only its own, so the design is accepted and ignored.
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    public static let largeTitle = Font(weight: .bold)
    public static let title = Font(weight: .bold)
    public static let title2 = Font(weight: .bold)
    public static let title3 = Font(weight: .semibold)
    public static let headline = Font(weight: .semibold)
    public static let subheadline = Font(weight: .regular)
    public static let body = Font(weight: .regular)
    public static let callout = Font(weight: .regular)
    public static let footnote = Font(weight: .light)
    public static let caption = Font(weight: .light)
    public static let caption2 = Font(weight: .light)

    /// A system font; the size is ignored, the weight maps to bold or dim.
    @_disfavoredOverload
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(weight: weight)
    }

    /// A font like `style` with a weight (what documents' `.system(.title, weight:)` evaluates).
    package static func system(like style: Font, design: Design = .default, weight: Weight? = nil) -> Font {
        Font(weight: weight ?? style.weight, isItalic: style.isItalic)
    }

    /// This font in bold.
    public func bold() -> Font { Font(weight: .bold, isItalic: isItalic) }
    /// This font in italics.
    public func italic() -> Font { Font(weight: weight, isItalic: true) }
    /// This font with `weight`.
    public func weight(_ weight: Weight) -> Font { Font(weight: weight, isItalic: isItalic) }

    /// The cell attributes that show this font.
    var attributes: TrellisCore.TextStyle.Attributes {
        var result: TrellisCore.TextStyle.Attributes = []
        if weight.value >= Weight.semibold.value { result.insert(.bold) }
        if weight.value <= Weight.light.value { result.insert(.dim) }
        if isItalic { result.insert(.italic) }
        return result
    }
}
