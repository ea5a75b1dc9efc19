import Foundation

/// `trellis --generate-completion-script bash|zsh|fish`: a completion script written from the
/// command tree, so that it offers exactly the commands, options and values parsing accepts.
/// bash and zsh share one shape (find the command path, then complete an option's value or
/// the command's words); fish declares each option with `complete`.
enum CompletionScript {
    enum Shell: String, CaseIterable {
        case bash, zsh, fish

        /// The shell `--generate-completion-script[=]SHELL` names, else the login shell's.
        static func requested(_ arguments: [String], path: [CommandInterface]) throws(UsageError) -> Shell {
            let name: String?
            if let equals = arguments[0].firstIndex(of: "=") {
                name = String(arguments[0][arguments[0].index(after: equals)...])
            } else {
                name =
                    arguments.dropFirst().first
                    ?? ProcessInfo.processInfo.environment["SHELL"].map { String($0.split(separator: "/").last ?? "") }
            }
            let extra = arguments.dropFirst(arguments[0].contains("=") ? 1 : 2)
            guard extra.isEmpty else { throw UsageError(message: "Unexpected argument '\(extra.first!)'", path: path) }
            guard let name, let shell = Shell(rawValue: name) else {
                let known = CommandLineParser.quotedList(allCases.map(\.rawValue))
                throw UsageError(
                    message: "Cannot write completions for '\(name ?? "")': the shell must be one of \(known)",
                    path: path)
            }
            return shell
        }
    }

    /// The script for `shell` completing `root`'s tree.
    static func script(for shell: Shell, root: CommandInterface) -> String {
        let commands = visibleCommands(root, path: [])
        switch shell {
        case .bash: return shellFunction(root.name, commands: commands, style: .bash)
        case .zsh: return shellFunction(root.name, commands: commands, style: .zsh)
        case .fish: return fish(root.name, commands: commands)
        }
    }

    /// Every command help shows, with the names leading to it (the root's empty).
    private static func visibleCommands(
        _ command: CommandInterface, path: [String]
    ) -> [(path: [String], command: CommandInterface)] {
        [(path, command)] + command.visibleSubcommands.flatMap { visibleCommands($0, path: path + [$0.name]) }
    }

    /// The options a command offers, with the subcommand it runs when none is named.
    private static func parameters(of command: CommandInterface) -> [CommandParameter] {
        let defaultParameters = command.defaultSubcommand.flatMap(command.subcommand)?.parameters ?? []
        return command.parameters + defaultParameters + [CommandInterface.helpParameter]
    }

    private enum Style { case bash, zsh }

    /// The bash or zsh function: walks the words before the cursor to the command they name, then
    /// completes the value of the option before the cursor, or the command's words and files.
    private static func shellFunction(
        _ tool: String, commands: [(path: [String], command: CommandInterface)], style: Style
    ) -> String {
        let function = "_\(tool)"
        let known = commands.dropFirst().map { "/" + $0.path.joined(separator: "/") }.joined(separator: "|")
        var valueCases: [String] = [], wordCases: [String] = []
        for (path, command) in commands {
            let key = "/" + path.joined(separator: "/")
            for parameter in parameters(of: command) where parameter.takesValue {
                let names = parameter.longNames + (parameter.shortName.map { ["-\($0)"] } ?? [])
                let pattern = names.map { "\(key):\($0)" }.joined(separator: "|")
                valueCases.append(
                    "        \(style == .zsh ? "(" : "")\(pattern)) \(valueCompletion(parameter, style: style)); return ;;"
                )
            }
            let words =
                command.visibleSubcommands.map(\.name)
                + parameters(of: command).flatMap { parameter in
                    parameter.longNames + (parameter.shortName.map { ["-\($0)"] } ?? [])
                }
            let files =
                command.parameters.first { $0.kind == .argument }.map { fileCompletion($0.completion, style: style) }
                ?? ""
            let offer =
                style == .bash
                ? "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))"
                : "compadd -- \(words.joined(separator: " "))"
            wordCases.append(
                "        \(style == .zsh ? "(" : "")\(key)) \(offer)\(files.isEmpty ? "" : "; \(files)") ;;")
        }
        let (header, setup, loop, footer) =
            style == .bash
            ? (
                "#!/bin/bash",
                "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} cmd= i\n    COMPREPLY=()",
                "    for ((i = 1; i < COMP_CWORD; i++)); do\n        case \"$cmd/${COMP_WORDS[i]}\" in \(known)) cmd=\"$cmd/${COMP_WORDS[i]}\" ;; esac\n    done",
                "complete -F \(function) \(tool)"
            )
            : (
                "#compdef \(tool)", "    local prev=${words[CURRENT-1]} cmd= i",
                "    for ((i = 2; i < CURRENT; i++)); do\n        case \"$cmd/${words[i]}\" in (\(known)) cmd=\"$cmd/${words[i]}\" ;; esac\n    done",
                "compdef \(function) \(tool)"
            )
        return """
            \(header)
            # Completions for \(tool), written by `\(tool) --generate-completion-script`.
            \(function)() {
            \(setup)
            \(loop)
                case "${cmd:-/}:$prev" in
            \(valueCases.joined(separator: "\n"))
                esac
                case "${cmd:-/}" in
            \(wordCases.joined(separator: "\n"))
                esac
            }
            \(footer)

            """
    }

    /// What completes an option's value: its allowed values, files, folders or nothing.
    private static func valueCompletion(_ parameter: CommandParameter, style: Style) -> String {
        if let values = parameter.allowedValues {
            return style == .bash
                ? "COMPREPLY=($(compgen -W \"\(values.joined(separator: " "))\" -- \"$cur\"))"
                : "compadd -- \(values.joined(separator: " "))"
        }
        let files = fileCompletion(parameter.completion, style: style)
        return files.isEmpty ? ":" : files
    }

    private static func fileCompletion(_ completion: CommandParameter.Completion, style: Style) -> String {
        switch (completion, style) {
        case (.none, _): ""
        case (.directory, .bash): "COMPREPLY+=($(compgen -d -- \"$cur\"))"
        case (.directory, .zsh): "_files -/"
        case (.file(let extensions), .bash):
            extensions.isEmpty
                ? "COMPREPLY+=($(compgen -f -- \"$cur\"))"
                : "COMPREPLY+=($(compgen -d -- \"$cur\") $(compgen -f -X '!*.@(\(extensions.joined(separator: "|")))' -- \"$cur\"))"
        case (.file(let extensions), .zsh):
            extensions.isEmpty ? "_files" : "_files -g '*.(\(extensions.joined(separator: "|")))'"
        }
    }

    /// The fish script: one `complete` line per subcommand and option, conditioned on the
    /// command path typed so far.
    private static func fish(_ tool: String, commands: [(path: [String], command: CommandInterface)]) -> String {
        var lines = ["# Completions for \(tool), written by `\(tool) --generate-completion-script`."]
        for (path, command) in commands {
            let seen = path.map { "__fish_seen_subcommand_from \($0)" }
            let fresh =
                command.visibleSubcommands.isEmpty
                ? []
                : ["not __fish_seen_subcommand_from " + command.visibleSubcommands.map(\.name).joined(separator: " ")]
            let condition =
                (seen + fresh).isEmpty ? "__fish_use_subcommand" : (seen + fresh).joined(separator: "; and ")
            for subcommand in command.visibleSubcommands {
                lines.append(
                    "complete -c \(tool) -f -n '\(condition)' -a \(subcommand.name) -d \(fishQuoted(subcommand.abstract))"
                )
            }
            for parameter in parameters(of: command) where parameter.kind != .argument {
                var line = "complete -c \(tool) -n '\(condition)' -l \(parameter.name)"
                if let short = parameter.shortName { line += " -s \(short)" }
                if parameter.takesValue {
                    line += " -r"
                    if let values = parameter.allowedValues { line += " -f -a '\(values.joined(separator: " "))'" }
                    if parameter.completion == .directory { line += " -f -a '(__fish_complete_directories)'" }
                    if parameter.completion == .none, parameter.allowedValues == nil { line += " -f" }
                }
                lines.append(line + " -d \(fishQuoted(parameter.help))")
                if case .invertibleFlag = parameter.kind {
                    lines.append(
                        "complete -c \(tool) -n '\(condition)' -l no-\(parameter.name) -d \(fishQuoted(parameter.help))"
                    )
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as one single-quoted fish word.
    private static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
