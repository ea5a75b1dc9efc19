import Foundation

/// A glyph standing for an SF Symbols name, since a terminal has no images.
///
/// Common symbol names map to glyphs (see ``Image/glyphs``). A name the table does not list
/// draws the glyph of the name it varies (`house.circle.fill` draws `house`'s `⌂`: variants
/// add components after a dot), else the name itself, so the reader still learns what the
/// symbol was. An image from an asset catalogue draws `□`.
///
/// An image is its glyph's size until `resizable()`: then it takes the frame it is offered
/// and draws its glyph at the frame's centre, so `aspectRatio`, `scaledToFit` and `frame`
/// shape it as they shape the picture in SwiftUI.
///
/// ```swift
/// Label("Done", systemImage: "checkmark.circle.fill")
/// ```
///
///     ● Done
public nonisolated struct Image: Hashable, Sendable, LeafView {
    let glyph: String
    /// Whether the image takes the frame it is offered (`resizable()`).
    let isResizable: Bool

    init(glyph: String, isResizable: Bool = false) {
        self.glyph = glyph
        self.isResizable = isResizable
    }

    /// The image of a system symbol.
    public init(systemName: String) {
        self.init(glyph: Self.glyph(forSymbol: systemName))
    }

    /// A named image from an asset catalogue: a terminal has none, so it draws `□`.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(glyph: Self.unknownGlyph)
    }

    /// A named image with an accessibility label: drawn as `□`.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
    }

    /// A named image that assistive technologies skip: drawn as `□`.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// This image taking the frame it is offered, its glyph at the centre. The insets and
    /// mode say how a picture stretches; a glyph is not stretched, so they change nothing.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        Image(glyph: glyph, isResizable: true)
    }

    /// How a resizable picture fills its frame.
    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    /// Whether an image is drawn in its own colours or as a template of the foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    /// How a scaled picture is interpolated.
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    /// How this image takes its colours: a glyph is always drawn in the foreground style.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

    /// How this image is interpolated when scaled: a glyph is not scaled.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    /// Whether this image is antialiased when scaled: a glyph is not scaled.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// The glyph drawn for a name that neither the table nor any shorter form of it lists.
    public static let unknownGlyph = "□"

    /// The glyph of `name`: the table's, else that of the longest prefix of whole components
    /// it lists (`star.circle.fill` → `star`), else the name.
    static func glyph(forSymbol name: String) -> String {
        var candidate = Substring(name)
        while true {
            if let glyph = glyphs[String(candidate)] { return glyph }
            guard let dot = candidate.lastIndex(of: ".") else { return name }
            candidate = candidate[..<dot]
        }
    }

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
        "airplane": "✈", "square.and.pencil": "✎", "square.and.arrow.up": "⇪", "arrow.clockwise": "↻",
        "arrow.counterclockwise": "↺", "play": "▶", "play.fill": "▶", "pause": "⏸", "stop": "■", "stop.fill": "■",
        "forward": "»", "backward": "«", "sparkles": "✦", "sparkle": "✦", "globe": "◍", "map": "▦",
        "location": "➤", "photo": "▨", "camera": "◘", "film": "▞", "book": "▯", "books.vertical": "▯",
        "cart": "⊻", "creditcard": "▭", "chart.bar": "▁▃▅", "chart.pie": "◔", "bubble.left": "◖", "message": "◖",
        "keyboard": "⌨", "command": "⌘", "printer": "⎙", "hammer": "⚒", "wrench": "⚒", "scissors": "✂",
        "leaf": "❦", "flame": "♨", "drop": "◆", "snowflake": "❄", "umbrella": "☂", "cup.and.saucer": "☕",
        "hand.thumbsup": "☝", "hand.raised": "✋", "eye": "◉", "eye.slash": "◎", "bell.slash": "⊘",
        "person.2": "☺☺", "person.circle": "☺", "person.crop.circle": "☺", "tray": "▭", "archivebox": "▭",
        "shippingbox": "▣", "cube": "▣", "square.grid.2x2": "▦", "rectangle.grid.2x2": "▦", "list.dash": "≔",
        "slider.horizontal.3": "≡", "line.3.horizontal.decrease": "≡", "arrow.up.arrow.down": "⇅",
        "arrow.left.arrow.right": "⇄", "arrow.triangle.2.circlepath": "↻", "wifi": "◠", "battery.100": "▮",
        "speaker": "◁", "speaker.wave.2": "◁", "mic": "♪", "headphones": "♫", "checklist": "☑",
        "exclamationmark.circle": "!", "questionmark": "?", "exclamationmark": "!", "number": "#", "at": "@",
        "dollarsign.circle": "$", "xmark.octagon": "⊗", "checkmark.seal": "✓", "clock.arrow.circlepath": "↺",
        "square.and.arrow.down": "⇩", "doc.on.doc": "▯", "paperclip": "⊂", "pin": "⊥", "mappin": "⊥",
        "sun.min": "☼", "moon.stars": "☾", "cloud.rain": "☂", "thermometer": "↕", "timer": "◷", "stopwatch": "◷",
        "alarm": "◷", "hourglass": "⧗", "crown": "♛", "trophy": "♛", "gift": "▣", "key": "⚿", "shield": "⛉",
        "network": "⋈", "server.rack": "▤", "desktopcomputer": "▭", "laptopcomputer": "▭", "iphone": "▯",
        "swift": "◣",
    ]

    static func makeNode(_ view: Self, environment: EnvironmentValues) -> _LayoutNode {
        let glyph = TextNode(text: Text(verbatim: view.glyph), environment: environment)
        guard view.isResizable else { return glyph }
        return FrameNode(
            child: glyph, alignment: .center, childProposal: { _ in .unspecified },
            size: { proposal, glyph in
                func extent(_ proposed: Int?, _ own: Int) -> Int {
                    guard let proposed, proposed != CellProposal.infinity else { return own }
                    return proposed
                }
                return CellSize(width: extent(proposal.width, glyph.width), height: extent(proposal.height, glyph.height))
            })
    }
}
