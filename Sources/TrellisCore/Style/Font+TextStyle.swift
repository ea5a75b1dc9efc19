import Foundation

extension Font {
    /// SwiftUI's text styles, which `Font.system(_:design:weight:)` and
    /// `Font.custom(_:size:relativeTo:)` name: each draws as the font of the same name
    /// (`.title` bold, `.caption` dim, see ``Font``).
    public enum TextStyle: CaseIterable, Sendable, Equatable, Hashable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The font of the same name.
        var font: Font {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption
            case .caption2: .caption2
            }
        }
    }

    /// The system font of `style`, with `weight` if given (bold from `.semibold`, dim up to
    /// `.light`); the design is a terminal's own.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(weight: weight ?? style.font.weight, isItalic: style.font.isItalic)
    }

    /// The system font of `style`; the design is a terminal's own.
    @_disfavoredOverload
    public static func system(_ style: TextStyle, design: Design = .default) -> Font {
        style.font
    }

    /// A system font of `weight`: a terminal has one size of type, so `size` is not drawn.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(weight: weight ?? .regular)
    }

    /// A named font: a terminal has one typeface and one size, so it draws as `.body`.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        .body
    }

    /// A named font scaled like `textStyle`: it draws as the font of `textStyle`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        textStyle.font
    }

    /// A named font of a fixed size: it draws as `.body`.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        .body
    }
}
