/// When `render` writes ANSI colours and styles.
enum ColorMode: String, ArgumentValue, CaseIterable {
    /// When writing to a terminal and `NO_COLOR` is not set (to a non-empty value).
    case auto
    /// Always, even with `NO_COLOR` (an explicit request wins, as no-color.org asks).
    case always
    /// Never.
    case never

    /// Whether to write ANSI output, given the environment and where output goes.
    func usesColor(environment: [String: String], toTerminal: Bool) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: toTerminal && (environment["NO_COLOR"] ?? "").isEmpty
        }
    }
}
