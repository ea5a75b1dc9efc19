/// `--help` and the usage line, laid out from a command's ``CommandInterface``: the overview,
/// the usage, then the arguments, options and subcommands with their help in a column from
/// cell 26, wrapped to the terminal's width (80 when not writing to one).
enum HelpText {
    /// Where help texts start.
    static let labelWidth = 26

    /// The help of the last command of `path`, which names the commands from the root.
    static func help(of path: [CommandInterface], width: Int) -> String {
        guard let command = path.last else { return "" }
        var overview = command.abstract
        if !command.discussion.isEmpty { overview += (overview.isEmpty ? "" : "\n") + "\n" + command.discussion }
        let argumentRows = command.parameters.filter { $0.kind == .argument }.map { row($0, width: width) }
        let optionRows = (command.parameters.filter { $0.kind != .argument } + [CommandInterface.helpParameter]).map {
            row($0, width: width)
        }
        let subcommands = command.visibleSubcommands
        let subcommandRows = subcommands.map { subcommand in
            let label = subcommand.name + (subcommand.name == command.defaultSubcommand ? " (default)" : "")
            return row(label: label, text: subcommand.abstract, width: width)
        }
        let sections = [("ARGUMENTS", argumentRows), ("OPTIONS", optionRows), ("SUBCOMMANDS", subcommandRows)]
            .filter { !$0.1.isEmpty }.map { "\($0.0):\n" + $0.1.joined() }
        var text = overview.isEmpty ? "" : wrap("OVERVIEW: \(overview)", width: width) + "\n\n"
        text += "USAGE: \(usage(of: path))\n\n" + sections.joined(separator: "\n")
        if !subcommands.isEmpty {
            var names = path.map(\.name)
            names.insert("help", at: 1)
            text += "\n  See '\(names.joined(separator: " ")) <subcommand>' for detailed help."
        }
        return text
    }

    /// `trellis render [<options>] <file>`: every parameter, or past twelve spellings (an
    /// invertible flag has two) only the required ones.
    static func usage(of path: [CommandInterface]) -> String {
        guard let command = path.last else { return "" }
        let tool = path.map(\.name).joined(separator: " ")
        let parameters = command.parameters
        var usage: String
        if parameters.isEmpty {
            usage = tool
        } else if parameters.map({ max($0.longNames.count, 1) }).reduce(0, +) > 12 {
            let required = parameters.filter { $0.kind == .argument }.map(synopsis)
            usage = required.isEmpty ? "\(tool) <options>" : "\(tool) [<options>] " + required.joined(separator: " ")
        } else {
            usage = ([tool] + parameters.map(synopsis)).joined(separator: " ")
        }
        if !command.subcommands.isEmpty { usage += " <subcommand>" }
        return usage
    }

    /// How a parameter reads in the usage line: `<file>`, `[--width <width>]`, `[--data <name=file> ...]`.
    private static func synopsis(_ parameter: CommandParameter) -> String {
        let repeats = parameter.isRepeatable ? " ..." : ""
        switch parameter.kind {
        case .argument: return "<\(parameter.name)>\(repeats)"
        case .option: return "[--\(parameter.name) <\(parameter.valueName)>\(repeats)]"
        case .flag, .invertibleFlag: return "[\(parameter.longNames.joined(separator: "|"))]"
        }
    }

    /// A parameter's row: its names, its help, then its values and default.
    private static func row(_ parameter: CommandParameter, width: Int) -> String {
        var names = parameter.longNames.joined(separator: "/")
        if let short = parameter.shortName { names = "-\(short), " + names }
        let label =
            switch parameter.kind {
            case .argument: "<\(parameter.name)>"
            case .option: "\(names) <\(parameter.valueName)>"
            case .flag, .invertibleFlag: names
            }
        let values = parameter.allowedValues.map { "values: " + $0.joined(separator: ", ") }
        let defaultValue = parameter.defaultDescription.map { "default: " + $0 }
        let facts = [values, defaultValue].compactMap(\.self).joined(separator: "; ")
        return row(label: label, text: parameter.help + (facts.isEmpty ? "" : " (\(facts))"), width: width)
    }

    /// `label` indented by two, then `text` from ``labelWidth`` (on the next line when the
    /// label reaches that far).
    private static func row(label: String, text: String, width: Int) -> String {
        let label = "  " + label
        guard !text.isEmpty else { return label + "\n" }
        let wrapped = wrap(text, width: width, indent: labelWidth)
        return label.count < labelWidth ? label + wrapped.dropFirst(label.count) + "\n" : label + "\n" + wrapped + "\n"
    }

    /// `text` broken into lines of fewer than `width - indent` characters at spaces, each but
    /// the empty ones indented by `indent`. Line breaks in `text` are kept; a word longer than
    /// a line stands alone on its line.
    static func wrap(_ text: String, width: Int, indent: Int = 0) -> String {
        let columns = max(width - indent, 1), characters = Array(text)
        var lines: [ArraySlice<Character>] = [], start = 0
        while true {
            let chunk = characters[start..<min(start + columns, characters.count)]
            if let lineBreak = chunk.lastIndex(of: "\n") {
                lines += characters[start..<lineBreak].split(separator: "\n", omittingEmptySubsequences: false)
                start = lineBreak + 1
            } else if chunk.endIndex == characters.count {
                lines.append(chunk)
                break
            } else if let space = chunk.lastIndex(of: " ") ?? characters[start...].firstIndex(of: " ") {
                lines.append(characters[start..<space])
                start = space + 1
            } else {
                lines.append(characters[start...])
                break
            }
        }
        let margin = String(repeating: " ", count: indent)
        return lines.map { $0.isEmpty ? "" : margin + String($0) }.joined(separator: "\n")
    }
}
