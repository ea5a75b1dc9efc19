/// The look of a terminal cell: colours and attributes.
package struct TextStyle: Hashable, Sendable {
    /// Attributes that map to SGR flags.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let bold = Attributes(rawValue: 1 << 0)
        public static let dim = Attributes(rawValue: 1 << 1)
        public static let italic = Attributes(rawValue: 1 << 2)
        public static let underline = Attributes(rawValue: 1 << 3)
        public static let strikethrough = Attributes(rawValue: 1 << 4)
        public static let inverse = Attributes(rawValue: 1 << 5)
    }

    public var attributes: Attributes = []
    public var foreground: Color?
    public var background: Color?

    public init(attributes: Attributes = [], foreground: Color? = nil, background: Color? = nil) {
        self.attributes = attributes
        self.foreground = foreground
        self.background = background
    }

    public static let plain = TextStyle()
}

/// The distinct styles of a canvas, each drawn once as an index.
struct StyleTable {
    private var styles: [TextStyle] = [.plain]
    private var indices: [TextStyle: UInt16] = [.plain: 0]
    /// The index of each style without colours, by its attributes (at most 64 of them: six
    /// flags), ``unassigned`` until it is added: most text is styled by attributes alone
    /// (bold headers, struck rows), and finding those costs no hashing.
    private var colourless = [UInt16](repeating: unassigned, count: 64)
    private static var unassigned: UInt16 { .max }
    /// The index `index(of:)` returned last for a style with colours: runs of one style are
    /// drawn one after another.
    private var lastFound: UInt16 = 0
    /// Whether each style has a background colour (text drawn over it keeps the background).
    private(set) var hasBackground: [Bool] = [false]
    /// Whether any style has a background colour.
    private(set) var anyHasBackground = false
    subscript(index: UInt16) -> TextStyle { styles[Int(index)] }

    init() {
        colourless[0] = 0
    }

    /// Every style, in index order.
    var all: [TextStyle] { styles }

    /// The index of `style`, adding it if new. Past 65,535 styles, new ones fall back to plain.
    /// - Complexity: O(1); a style without colours is found by its attributes, one with
    ///   colours compared to the last found before any hashing.
    mutating func index(of style: TextStyle) -> UInt16 {
        if style.foreground == nil, style.background == nil, style.attributes.rawValue < colourless.count {
            let slot = Int(style.attributes.rawValue)
            if colourless[slot] == Self.unassigned { colourless[slot] = add(style) }
            return colourless[slot]
        }
        if styles[Int(lastFound)] == style { return lastFound }
        lastFound = indices[style] ?? add(style)
        return lastFound
    }

    /// Adds `style`, new to the table; returns its index.
    private mutating func add(_ style: TextStyle) -> UInt16 {
        guard styles.count <= Int(UInt16.max) - 1 else { return 0 }
        let index = UInt16(styles.count)
        styles.append(style)
        indices[style] = index
        hasBackground.append(style.background != nil)
        anyHasBackground = anyHasBackground || style.background != nil
        return index
    }
}
