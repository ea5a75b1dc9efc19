/// A glyph standing for an SF Symbols name, since a terminal has no images.
///
/// Common symbol names map to glyphs (see ``Image/glyphs``); any other name draws `□`, so a
/// layout keeps its shape. Variants (`.fill`, `.circle`) map where the table lists them.
///
/// ```swift
/// Label("Done", systemImage: "checkmark.circle.fill")
/// ```
///
///     ● Done
public struct Image: Hashable, LeafView {
    let glyph: String

    /// The image of a system symbol.
    public init(systemName: String) {
        glyph = Self.glyphs[systemName] ?? Self.unknownGlyph
    }

    /// A named image from an asset catalogue: a terminal has none, so it draws `□`.
    public init(_ name: String) {
        glyph = Self.unknownGlyph
    }

    /// The glyph drawn for a symbol name this table does not know.
    public static let unknownGlyph = "□"

    /// The SF Symbols names Trellis draws, and their glyphs.
    public static let glyphs: [String: String] = [
        "circle": "○", "circle.fill": "●", "checkmark": "✓", "checkmark.circle": "✓", "checkmark.circle.fill": "●",
        "checkmark.square": "☑", "checkmark.square.fill": "☑", "square": "☐", "square.fill": "■",
        "xmark": "✗", "xmark.circle": "⊗", "xmark.circle.fill": "⊗", "plus": "+", "minus": "−",
        "plus.circle": "⊕", "plus.circle.fill": "⊕", "minus.circle": "⊖", "star": "☆", "star.fill": "★",
        "heart": "♡", "heart.fill": "♥", "music.note": "♪", "music.note.list": "♫", "music.mic": "♪",
        "arrow.right": "→", "arrow.left": "←", "arrow.up": "↑", "arrow.down": "↓", "chevron.right": "›",
        "chevron.left": "‹", "chevron.up": "˄", "chevron.down": "˅", "exclamationmark.triangle": "⚠",
        "exclamationmark.triangle.fill": "⚠", "info.circle": "ⓘ", "info.circle.fill": "ⓘ", "questionmark.circle": "?",
        "trash": "⌫", "folder": "▤", "folder.fill": "▤", "doc": "▯", "doc.text": "▤", "calendar": "▦",
        "clock": "◷", "bell": "♪", "flag": "⚑", "flag.fill": "⚑", "bookmark": "▮", "tag": "⌂",
        "person": "☺", "person.fill": "☻", "house": "⌂", "house.fill": "⌂", "gear": "⚙", "gearshape": "⚙",
        "magnifyingglass": "⌕", "pencil": "✎", "lock": "⚿", "lock.fill": "⚿", "sun.max": "☼", "moon": "☾",
        "cloud": "☁", "bolt": "⚡", "envelope": "✉", "phone": "✆", "paperplane": "➤", "link": "⛓",
        "ellipsis": "…", "line.3.horizontal": "≡", "list.bullet": "≔", "circle.slash": "⊘", "nosign": "⊘",
    ]

    static func makeNode(_ view: Self, environment: EnvironmentValues) -> _LayoutNode {
        TextNode(text: Text(verbatim: view.glyph), environment: environment)
    }
}
