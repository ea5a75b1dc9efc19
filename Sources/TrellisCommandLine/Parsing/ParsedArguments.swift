/// What the parser read for one command: each parameter's values as given, already checked to
/// convert, read back through the parameter's typed handle.
struct ParsedArguments: Sendable {
    /// The values by ``CommandParameter/key``, in command-line order; a flag's are `on`/`off`.
    var values: [String: [String]] = [:]

    subscript<Value>(option: Option<Value>) -> Value {
        values[option.parameter.key]?.last.flatMap(Value.init(argument:)) ?? option.defaultValue
    }

    subscript<Value>(option: RepeatedOption<Value>) -> [Value] {
        (values[option.parameter.key] ?? []).compactMap(Value.init(argument:))
    }

    subscript(flag: Flag) -> Bool {
        guard let value = values[flag.parameter.key]?.last else {
            if case .invertibleFlag(let isOn) = flag.parameter.kind { return isOn }
            return false
        }
        return value == Self.on
    }

    /// The argument's value; a repeated argument's first.
    subscript(argument: Argument) -> String {
        values[argument.parameter.key]?.first ?? ""
    }

    /// Every value of a repeated argument.
    func all(_ argument: Argument) -> [String] {
        values[argument.parameter.key] ?? []
    }

    /// How a flag that is on, and one that is off, are stored.
    static let on = "on", off = "off"
}
