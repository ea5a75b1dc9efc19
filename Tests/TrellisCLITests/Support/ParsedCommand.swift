@testable import TrellisCommandLine

extension TrellisCommand {
    /// The command `arguments` run, made and validated as `main` makes it.
    static func command(_ arguments: [String]) throws -> any RunnableCommand {
        guard case .run(let command, _) = try parse(arguments) else { throw NotACommand() }
        return command
    }

    /// The arguments asked for help or a completion script instead of naming a command to run.
    struct NotACommand: Error {}
}
