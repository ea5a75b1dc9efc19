import Trellis

/// What `render` writes: terminal text, or a picture of it.
enum OutputFormat: String, ArgumentValue, CaseIterable, Codable {
    /// Plain or ANSI text, as `--color` says.
    case text
    /// An SVG image of the cells.
    case svg
    /// An HTML page of the cells.
    case html

    /// The library's format: for text, ANSI when `color` is on, else plain.
    func renderFormat(color: Bool) -> RenderFormat {
        switch self {
        case .text: color ? .ansi : .plain
        case .svg: .svg
        case .html: .html
        }
    }
}

extension PictureTheme: ArgumentValue {}
