/// The look of a terminal cell: colours and attributes.
struct TextStyle: Hashable {
    /// Attributes that map to SGR flags.
    struct Attributes: OptionSet, Hashable {
        let rawValue: UInt8
        static let bold = Attributes(rawValue: 1 << 0)
        static let dim = Attributes(rawValue: 1 << 1)
        static let italic = Attributes(rawValue: 1 << 2)
        static let underline = Attributes(rawValue: 1 << 3)
        static let strikethrough = Attributes(rawValue: 1 << 4)
        static let inverse = Attributes(rawValue: 1 << 5)
    }

    var attributes: Attributes = []
    var foreground: Color?
    var background: Color?

    static let plain = TextStyle()
}

/// The distinct styles of a canvas, each drawn once as an index.
struct StyleTable {
    private var styles: [TextStyle] = [.plain]
    private var indices: [TextStyle: UInt16] = [.plain: 0]

    subscript(index: UInt16) -> TextStyle { styles[Int(index)] }

    /// The index of `style`, adding it if new. Past 65,535 styles, new ones fall back to plain.
    mutating func index(of style: TextStyle) -> UInt16 {
        if let index = indices[style] { return index }
        guard styles.count <= Int(UInt16.max) else { return 0 }
        let index = UInt16(styles.count)
        styles.append(style)
        indices[style] = index
        return index
    }
}
