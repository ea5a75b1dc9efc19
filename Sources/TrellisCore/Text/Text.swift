/// A view that displays one or more lines of text.
///
/// Text wraps at spaces, and between wide characters in CJK text without spaces; a word
/// longer than the line is folded. Styles apply to the whole text or, with `+`, to parts:
///
/// ```swift
/// Text("Total: ").bold() + Text("42").foregroundColor(.green)
/// ```
///
///     Total: 42
///
/// Control characters in the content never reach the terminal: LF, CR and CRLF break lines,
/// a TAB expands to spaces up to the next multiple of 8 columns, other C0 controls and DEL
/// are drawn as their Control Pictures (ESC as `␛`, so an escape sequence in data shows as
/// `␛[31m` instead of recolouring the terminal), and C1 controls as U+FFFD `�`.
public nonisolated struct Text: Equatable, LeafView {
    /// One styled part of a text.
    struct Run: Equatable {
        var string: String
        var style: TextStyleOverride
    }

    /// A text without styles of its own is just its string, small enough to be stored inline
    /// wherever views are type-erased (one resolved subview costs no extra allocation); a
    /// text styled as a whole (`Text(row).strikethrough()`) keeps its one run inline too.
    enum Storage: Equatable {
        case verbatim(String)
        case styled(Run)
        case runs([Run])
    }

    var storage: Storage

    private init(storage: Storage) {
        self.storage = storage
    }

    /// Creates a text that displays `content` unchanged.
    public init(verbatim content: String) {
        storage = .verbatim(content)
    }

    /// Creates a text that displays a string. (Inlinable, as the other `StringProtocol`
    /// initializers, so that a `String` argument is not converted through the generic path.)
    @_disfavoredOverload @inlinable public init<S: StringProtocol>(_ content: S) {
        self.init(verbatim: String(content))
    }

    /// Creates a text from a string literal or interpolation.
    @inlinable public init(_ key: LocalizedStringKey) {
        self.init(verbatim: key.string)
    }

    /// The styled parts, in order.
    var runs: [Run] {
        switch storage {
        case .verbatim(let string): [Run(string: string, style: TextStyleOverride())]
        case .styled(let run): [run]
        case .runs(let runs): runs
        }
    }

    /// The number of styled parts: what a host that builds texts by `+` counts as its work.
    package var runCount: Int {
        if case .runs(let runs) = storage { return runs.count }
        return 1
    }

    /// Applies `change` to the style of every part. (Consuming: a modifier chain such as
    /// `Text(row).strikethrough(done)` restyles the text in place instead of copying it.)
    consuming func restyled(_ change: (inout TextStyleOverride) -> Void) -> Text {
        switch storage {
        case .verbatim(let string):
            var run = Run(string: string, style: TextStyleOverride())
            change(&run.style)
            storage = .styled(run)
        case .styled(var run):
            change(&run.style)
            storage = .styled(run)
        case .runs(var runs):
            storage = .verbatim("")  // the runs uniquely referenced while they change
            for index in runs.indices { change(&runs[index].style) }
            storage = .runs(runs)
        }
        return self
    }

    /// Concatenates two texts, each keeping its own styles.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var text = lhs
        text.storage = .runs(lhs.runs + rhs.runs)
        return text
    }

    static func makeNode(_ view: Self, environment: EnvironmentValues) -> _LayoutNode {
        TextNode(text: view, environment: environment)
    }

    /// A text of one style, the commonest row of a long list, is kept as a value.
    static func makeFlowChild(_ view: Self, environment: EnvironmentValues) -> FlowChild {
        let (prepared, rest) = PreparedText.make(view, environment: environment)
        return rest.isEmpty ? .text(prepared) : .node(TextNode(prepared, rest: rest))
    }
}

/// Style changes a text carries itself; they win over the environment's.
struct TextStyleOverride: Hashable {
    var added: TextStyle.Attributes = []
    var removed: TextStyle.Attributes = []
    var foreground: Color?
    var background: Color?
    var font: Font?

    /// `base` (from the environment) with these changes.
    func applied(to base: TextStyle) -> TextStyle {
        var style = base
        if let font {
            style.attributes.subtract([.bold, .dim, .italic])
            style.attributes.formUnion(font.attributes)
        }
        style.attributes.subtract(removed)
        style.attributes.formUnion(added)
        if let foreground { style.foreground = foreground }
        if let background { style.background = background }
        return style
    }
}
