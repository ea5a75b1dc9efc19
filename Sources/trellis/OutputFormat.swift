import ArgumentParser
import Trellis

/// What `render` writes: terminal text, or a picture of it.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    /// Plain or ANSI text, as `--color` says.
    case text
    /// An SVG image of the cells.
    case svg
    /// An HTML page of the cells.
    case html

    /// The library's format of a picture; `nil` for text.
    var picture: RenderFormat? {
        switch self {
        case .text: nil
        case .svg: .svg
        case .html: .html
        }
    }
}

extension PictureTheme: ExpressibleByArgument {}
