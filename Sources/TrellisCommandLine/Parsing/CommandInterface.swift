/// A command as the command line sees it: its name, help, parameters and subcommands, and how
/// to make it from what was parsed. The tree of these is the one source that parsing, help,
/// usage errors and completion scripts read.
struct CommandInterface: Sendable {
    var name: String
    var abstract: String
    var discussion = ""
    /// Whether help and completion leave it out (commands the CLI runs itself).
    var isHidden = false
    var parameters: [CommandParameter] = []
    var subcommands: [CommandInterface] = []
    /// The subcommand run when none is named.
    var defaultSubcommand: String?
    /// Makes and validates the command; `nil` for a command that only groups others.
    var make: (@Sendable (ParsedArguments) throws(ValidationError) -> any RunnableCommand)?

    /// A command that runs.
    init<Command: RunnableCommand>(
        _ command: Command.Type, name: String, abstract: String, discussion: String = "", isHidden: Bool = false,
        parameters: [CommandParameter]
    ) {
        (self.name, self.abstract, self.discussion, self.isHidden, self.parameters) = (
            name, abstract, discussion, isHidden, parameters
        )
        make = { arguments throws(ValidationError) in
            let command = Command(arguments)
            try command.validate()
            return command
        }
    }

    /// A command that groups subcommands.
    init(
        name: String, abstract: String, discussion: String = "", subcommands: [CommandInterface],
        defaultSubcommand: String? = nil
    ) {
        (self.name, self.abstract, self.discussion) = (name, abstract, discussion)
        (self.subcommands, self.defaultSubcommand) = (subcommands, defaultSubcommand)
    }

    /// The subcommand named `name`.
    func subcommand(_ name: String) -> CommandInterface? {
        subcommands.first { $0.name == name }
    }

    /// The subcommands help and completion show.
    var visibleSubcommands: [CommandInterface] { subcommands.filter { !$0.isHidden } }

    /// `--help`, which every command accepts.
    static let helpParameter = Flag("help", short: "h", help: "Show help information.").parameter
}

/// A command of the command line: made from its parsed arguments, checked, then run.
protocol RunnableCommand: Sendable {
    /// What the command accepts.
    static var interface: CommandInterface { get }
    init(_ arguments: ParsedArguments)
    /// Checks what the parser could not: values against each other and the file system.
    func validate() throws(ValidationError)
    func run() throws
}

extension RunnableCommand {
    func validate() throws(ValidationError) {}
}
