/// The command line's parser: finds the command the arguments name in a ``CommandInterface``
/// tree, then reads its parameters. It is ours rather than a general library's because it is
/// fast: it reads static descriptions, with no reflection over property wrappers and no dynamic
/// casts, which are most of a short render's start-up time (README, Performance).
///
/// `--name value`, `--name=value`, `-o value`, `--` ending the options, repeated options and
/// `-h`/`--help` anywhere before `--`; `help [command…]` asks for help too. An option that takes
/// one value takes the last one given, as getopt's tools do, so a script can append an option
/// to override an earlier one.
enum CommandLineParser {
    /// What the arguments ask for.
    enum Invocation {
        case run(any RunnableCommand, path: [CommandInterface])
        case help(path: [CommandInterface])
        case completionScript(CompletionScript.Shell)
    }

    static func parse(_ arguments: [String], root: CommandInterface) throws(UsageError) -> Invocation {
        var path = [root], rest = arguments[...]
        if rest.first == "help" { return .help(path: helpPath(rest.dropFirst(), root: root)) }
        if let first = rest.first,
            first == "--generate-completion-script" || first.hasPrefix("--generate-completion-script=")
        {
            return .completionScript(try CompletionScript.Shell.requested(Array(rest), path: path))
        }
        while let command = path.last, !command.subcommands.isEmpty {
            if let name = rest.first, let subcommand = command.subcommand(name) {
                path.append(subcommand)
                rest = rest.dropFirst()
            } else if let name = command.defaultSubcommand, let subcommand = command.subcommand(name),
                !asksForHelp(rest)
            {
                path.append(subcommand)
            } else if rest.isEmpty || asksForHelp(rest) {
                return .help(path: path)
            } else if let option = rest.first, option.hasPrefix("-") {
                throw UsageError(message: unknownOptionMessage(split(option).name, among: []), path: path)
            } else {
                throw unexpected(rest.first!, in: path)
            }
        }
        if asksForHelp(rest) { return .help(path: path) }
        let parsed = try parameters(Array(rest), of: path)
        guard let make = path.last?.make else { return .help(path: path) }
        do throws(ValidationError) {
            return .run(try make(parsed), path: path)
        } catch {
            throw UsageError(message: error.message, path: path)
        }
    }

    /// The commands `help a b…` names, as far as they exist.
    private static func helpPath(_ names: ArraySlice<String>, root: CommandInterface) -> [CommandInterface] {
        var path = [root]
        for name in names {
            guard let subcommand = path.last?.subcommand(name) else { break }
            path.append(subcommand)
        }
        return path
    }

    /// Whether `-h` or `--help` comes before any `--`.
    private static func asksForHelp(_ arguments: ArraySlice<String>) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "-h" || argument == "--help" { return true }
        }
        return false
    }

    /// The values of the parameters of the last command of `path` in `arguments`.
    static func parameters(_ arguments: [String], of path: [CommandInterface]) throws(UsageError) -> ParsedArguments {
        let parameters = path.last?.parameters ?? []
        var parsed = ParsedArguments(), positionals: [String] = [], index = 0, optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (name, attached) = split(argument)
            guard
                let parameter = parameters.first(where: {
                    $0.longNames.contains(name) || $0.shortName.map { "-\($0)" } == name
                })
            else {
                throw UsageError(message: unknownOptionMessage(name, among: parameters), path: path)
            }
            guard parameter.takesValue else {
                if let attached {
                    throw UsageError(
                        message: "The option '\(name)' does not take any value, but '\(attached)' was specified.",
                        path: path)
                }
                parsed.values[parameter.key] = [name.hasPrefix("--no-") ? ParsedArguments.off : ParsedArguments.on]
                continue
            }
            let label = "\(name) <\(parameter.valueName)>"
            let value: String
            if let attached {
                value = attached
            } else if index < arguments.count, !arguments[index].hasPrefix("-") || arguments[index] == "-" {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError(
                    message: "Missing value for '\(label)'", parameterHelp: "\(label)  \(parameter.help)", path: path)
            }
            guard parameter.accepts(value) else {
                let allowed = parameter.allowedValues.map { ". Please provide one of \(quotedList($0))." } ?? ""
                throw UsageError(
                    message: "The value '\(value)' is invalid for '\(label)'\(allowed)",
                    parameterHelp: "\(label)  \(parameter.help)", path: path)
            }
            parsed.values[parameter.key, default: []].append(value)
        }
        try assign(positionals, to: parameters.filter { $0.kind == .argument }, in: &parsed, path: path)
        return parsed
    }

    /// Gives each positional value to its argument, in order; a repeated argument takes the rest.
    private static func assign(
        _ values: [String], to arguments: [CommandParameter], in parsed: inout ParsedArguments, path: [CommandInterface]
    ) throws(UsageError) {
        var rest = values[...]
        for argument in arguments {
            guard !rest.isEmpty else {
                let synopsis = "<\(argument.name)>" + (argument.isRepeatable ? " ..." : "")
                throw UsageError(
                    message: "Missing expected argument '\(synopsis)'",
                    parameterHelp: "<\(argument.name)>  \(argument.help)", path: path)
            }
            let taken = argument.isRepeatable ? rest.count : 1
            parsed.values[argument.key] = Array(rest.prefix(taken))
            rest = rest.dropFirst(taken)
        }
        guard rest.isEmpty else { throw unexpected(rest, in: path) }
    }

    private static func unexpected(_ values: some Collection<String>, in path: [CommandInterface]) -> UsageError {
        let message =
            values.count == 1
            ? "Unexpected argument '\(values.first!)'"
            : "\(values.count) unexpected arguments: '\(values.joined(separator: "', '"))'"
        return UsageError(message: message, path: path)
    }

    private static func unexpected(_ value: String, in path: [CommandInterface]) -> UsageError {
        unexpected([value], in: path)
    }

    /// `--name=value` as the name and the value; `-o` and `--name` with no value.
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// `Unknown option`, with the closest long name when one is within three edits.
    private static func unknownOptionMessage(_ name: String, among parameters: [CommandParameter]) -> String {
        let message = "Unknown option '\(name)'"
        guard name.hasPrefix("--") else { return message }
        let candidates = (parameters + [CommandInterface.helpParameter]).flatMap(\.longNames).map {
            ($0, editDistance($0, name))
        }
        guard let closest = candidates.filter({ $0.1 < 4 }).min(by: { $0.1 < $1.1 }) else { return message }
        return message + ". Did you mean '\(closest.0)'?"
    }

    /// The Levenshtein distance between `a` and `b`, in characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var current = [i + 1]
            for (j, right) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// `'a' and 'b'`, or `'a', 'b' or 'c'`.
    static func quotedList(_ values: [String]) -> String {
        let quoted = values.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.joined() }
        return quoted.dropLast().joined(separator: ", ") + (quoted.count == 2 ? " and " : " or ") + quoted.last!
    }
}
