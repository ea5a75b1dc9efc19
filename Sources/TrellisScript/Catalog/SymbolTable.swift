/// The members of one option type: `.member` values, `.function(…)` constructors and
/// methods called on its values (`color.opacity(0.5)`).
struct SymbolTable {
    var members: [String: Value] = [:]
    var functions: [String: [Callable]] = [:]
    var methods: [String: [Callable]] = [:]

    /// Every name a document can write after a dot, for suggestions.
    var names: [String] { Array(members.keys) + Array(functions.keys) }
}
