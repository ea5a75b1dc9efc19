/// The typed handles a command declares its parameters with, each once, as static properties:
/// the handle holds the ``CommandParameter`` (for parsing, help and completion) and reads its
/// value back from ``ParsedArguments`` as the declared type.

/// An option with one value, `--width 80` or `--width=80`; given twice, the last counts.
struct Option<Value: ArgumentValue>: Sendable {
    let parameter: CommandParameter
    let defaultValue: Value

    init(
        _ name: String, short: Character? = nil, valueName: String? = nil, default defaultValue: Value, help: String,
        completion: CommandParameter.Completion = .none
    ) {
        let description = defaultValue.defaultValueDescription
        parameter = CommandParameter(
            kind: .option, name: name, shortName: short, help: help, valueName: valueName ?? name,
            defaultDescription: description.isEmpty ? nil : description, allowedValues: Value.allowedValues,
            isRepeatable: false,
            completion: completion, accepts: { Value(argument: $0) != nil })
        self.defaultValue = defaultValue
    }
}

extension Option where Value: ExpressibleByNilLiteral {
    /// An option that is `nil` unless given.
    init(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String,
        completion: CommandParameter.Completion = .none
    ) {
        self.init(name, short: short, valueName: valueName, default: nil, help: help, completion: completion)
    }
}

/// An option that may be given any number of times, each value kept in order.
struct RepeatedOption<Value: ArgumentValue>: Sendable {
    let parameter: CommandParameter

    init(_ name: String, valueName: String? = nil, help: String, completion: CommandParameter.Completion = .none) {
        parameter = CommandParameter(
            kind: .option, name: name, help: help, valueName: valueName ?? name, allowedValues: Value.allowedValues,
            isRepeatable: true, completion: completion, accepts: { Value(argument: $0) != nil })
    }
}

/// A flag: `--watch` is on, else off; or, with an inversion, `--typecheck`/`--no-typecheck`
/// around a default.
struct Flag: Sendable {
    let parameter: CommandParameter

    init(_ name: String, short: Character? = nil, help: String) {
        parameter = CommandParameter(
            kind: .flag, name: name, shortName: short, help: help, valueName: name, isRepeatable: false,
            completion: .none, accepts: { _ in true })
    }

    init(_ name: String, inversionDefault: Bool, help: String) {
        parameter = CommandParameter(
            kind: .invertibleFlag(default: inversionDefault), name: name, help: help, valueName: name,
            defaultDescription: inversionDefault ? "--\(name)" : "--no-\(name)", isRepeatable: false, completion: .none,
            accepts: { _ in true })
    }
}

/// A positional argument (text); a repeated one takes every positional value left, at least one.
struct Argument: Sendable {
    let parameter: CommandParameter

    init(_ name: String, repeated: Bool = false, help: String, completion: CommandParameter.Completion = .none) {
        parameter = CommandParameter(
            kind: .argument, name: name, help: help, valueName: name, isRepeatable: repeated, completion: completion,
            accepts: { _ in true })
    }
}
