/// One thing a command accepts on its command line (an option, a flag or a positional
/// argument), described once: parsing, `--help`, usage errors and shell completion all read
/// this description, so a name or help text is never written twice.
struct CommandParameter: Sendable {
    /// How the parameter appears on the command line.
    enum Kind: Sendable, Equatable {
        /// `--name VALUE` or `--name=VALUE`.
        case option
        /// `--name`, with no value.
        case flag
        /// `--name` or `--no-name`, a Boolean with a default of its own.
        case invertibleFlag(default: Bool)
        /// A value given by its position.
        case argument
    }

    /// What a shell completes the value with.
    enum Completion: Sendable, Equatable {
        case none
        case file(extensions: [String])
        case directory
    }

    var kind: Kind
    /// The long name without its dashes, or the argument's value name.
    var name: String
    /// The one-letter name, as in `-o`.
    var shortName: Character?
    var help: String
    /// What the help shows for the value: `--output <file>`.
    var valueName: String
    /// The default as help shows it (`(default: 80)`), if any.
    var defaultDescription: String?
    /// The values an enumeration accepts, in the order help lists them.
    var allowedValues: [String]?
    var isRepeatable: Bool
    var completion: Completion
    /// Whether a value converts to the parameter's type.
    var accepts: @Sendable (String) -> Bool

    /// The key the parsed values are stored under: options and arguments never clash.
    var key: String { kind == .argument ? "<\(name)>" : "--\(name)" }

    /// Whether the parameter takes a value after its name.
    var takesValue: Bool { kind == .option }

    /// The long spellings that set it: `--typecheck` and `--no-typecheck` for an invertible flag.
    var longNames: [String] {
        switch kind {
        case .argument: []
        case .invertibleFlag: ["--\(name)", "--no-\(name)"]
        case .option, .flag: ["--\(name)"]
        }
    }
}
