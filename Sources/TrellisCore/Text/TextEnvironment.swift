/// How text lays out and looks, set by the text modifiers and read by every `Text` below.

/// The alignment of the lines of a multiline text.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

extension Text {
    /// Where a text that does not fit is cut and marked with "…".
    public enum TruncationMode: Hashable, Sendable {
        case head, middle, tail
    }

    /// A letter case transformation.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }
}

private enum FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private enum LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private enum TextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private enum TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private enum TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
private enum WidthPolicyKey: EnvironmentKey { static let defaultValue = WidthPolicy.standard }
private enum CellStyleKey: EnvironmentKey { static let defaultValue = TextStyle.plain }

extension EnvironmentValues {
    /// The font of text (a weight and slant in a terminal; see ``Font``).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The most lines a text shows; `nil` for no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// The alignment of the lines of multiline text.
    public var multilineTextAlignment: TextAlignment {
        get { self[TextAlignmentKey.self] }
        set { self[TextAlignmentKey.self] = newValue }
    }

    /// Where text that does not fit is cut.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// The letter case text is shown in; `nil` leaves it unchanged.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    /// How many cells ambiguous-width characters and emoji take (see ``WidthPolicy``).
    public var widthPolicy: WidthPolicy {
        get { self[WidthPolicyKey.self] }
        set { self[WidthPolicyKey.self] = newValue }
    }

    /// Colours and attributes set on views (not on texts themselves) that text draws with.
    var cellStyle: TextStyle {
        get { self[CellStyleKey.self] }
        set { self[CellStyleKey.self] = newValue }
    }
}

/// What every text drawn in one environment reads from it, read once per environment: the
/// texts of a `ForEach` share one environment, so a row costs no environment lookups.
final class TextSettings: Sendable {
    /// The colours and attributes set on views around the text.
    let style: TextStyle
    let textCase: Text.Case?
    let font: Font?
    /// What laying out and drawing read.
    let layout: Layout
    var policy: WidthPolicy { layout.policy }

    /// The settings a text's layout node keeps: 8 bytes, held by value.
    struct Layout {
        let policy: WidthPolicy
        let alignment: TextAlignment
        let truncation: Text.TruncationMode
        /// The line limit; `Int32.min` for none.
        private let storedLineLimit: Int32

        var lineLimit: Int? { storedLineLimit == .min ? nil : Int(storedLineLimit) }

        init(_ environment: EnvironmentValues) {
            policy = environment.widthPolicy
            alignment = environment.multilineTextAlignment
            truncation = environment.truncationMode
            storedLineLimit = environment.lineLimit.map { Int32(clamping: max($0, Int(Int32.min) + 1)) } ?? .min
        }
    }

    private init(_ environment: EnvironmentValues) {
        style = environment.cellStyle
        textCase = environment.textCase
        font = environment.font
        layout = Layout(environment)
    }

    /// The settings of an environment where nothing was set.
    private static let defaults = TextSettings(EnvironmentValues())

    /// The settings of `environment`, made once for its values.
    static func of(_ environment: EnvironmentValues) -> TextSettings {
        environment.storage.memoized { TextSettings(environment) } ?? defaults
    }
}
