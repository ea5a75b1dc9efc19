import Foundation

// SwiftUI's other ways of making and styling a `Text`: from an image, an attributed string,
// a localization table, a `Formatter` or a timer interval, and the argument-less `bold()`
// and `italic()` and colour-only `underline`/`strikethrough` of SwiftUI's Text.

extension Text {
    /// The glyph an ``Image`` draws, as text that can be concatenated (`Text(Image(systemName:
    /// "star.fill")) + Text(" 4.5")`).
    public init(_ image: Image) {
        self.init(verbatim: image.glyph)
    }

    /// The characters of `attributedContent`; its attributes are not drawn.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        self.init(verbatim: String(attributedContent.characters))
    }

    /// The key's text: Trellis has no localization tables, so the table, bundle and comment
    /// are not used.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(key)
    }

    /// `subject` as `formatter` writes it (empty when the formatter cannot).
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// `subject` as `formatter` writes it (empty when the formatter cannot). SwiftUI takes
    /// `ReferenceConvertible` values (`Date`, `Decimal`, …), which on Linux are not
    /// `ReferenceConvertible`, so any value is taken here: `Text(date, formatter: formatter)`
    /// compiles as it does with SwiftUI.
    @_disfavoredOverload
    public init<Subject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// A timer over `timerInterval`: the time left until its end when counting down, else the
    /// time since its start, at `pauseTime` when given, else now; `H:MM:SS` or `M:SS`.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let now = min(max(pauseTime ?? Date(), timerInterval.lowerBound), timerInterval.upperBound)
        let elapsed = countsDown ? timerInterval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(timerInterval.lowerBound)
        self.init(verbatim: Self.timerText(seconds: Int(elapsed.rounded(.down)), showsHours: showsHours))
    }

    /// `seconds` as `H:MM:SS` (hours shown when there are some, or always with `showsHours`
    /// false folding them into minutes: `75:00`).
    static func timerText(seconds: Int, showsHours: Bool) -> String {
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        if showsHours && hours > 0 {
            return "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))"
        }
        return "\(showsHours ? minutes : seconds / 60):\(twoDigits(rest))"
    }

    /// This text in bold.
    public consuming func bold() -> Text { bold(true) }

    /// This text in italics.
    public consuming func italic() -> Text { italic(true) }

    /// This text underlined (the colour is not drawn: a terminal underlines in the text's
    /// colour).
    public consuming func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        underline(isActive, pattern: .solid, color: color)
    }

    /// This text struck through (in the text's colour).
    public consuming func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        strikethrough(isActive, pattern: .solid, color: color)
    }
}

extension Text {
    /// A size of text relative to its font (SwiftUI's `Text.Scale`): a terminal has one text
    /// size, so a scale has no effect on text.
    public struct Scale: Sendable, Hashable {
        private let name: String

        /// The font's own size.
        public static let `default` = Scale(name: "default")
        /// A smaller size, for secondary text.
        public static let secondary = Scale(name: "secondary")
    }

    /// This text at `scale`: no effect on text (a terminal has one text size).
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }
}

nonisolated extension View {
    /// Text in this view at `scale`: no effect on text (a terminal has one text size).
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { self }
}
