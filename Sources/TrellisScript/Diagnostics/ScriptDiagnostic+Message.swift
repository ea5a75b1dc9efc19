extension ScriptDiagnostic {
    /// The text of this diagnostic: the one place diagnostics are worded (each group of cases
    /// by its own `message`).
    public var message: String {
        switch representation {
        case .syntax(let text):
            return text
        case .unknownView(let name, let suggestion):
            return "cannot find view '\(name)' in scope" + Self.didYouMean(suggestion)
        case .unknownModifier(let name, let suggestion):
            return "value of type 'View' has no modifier '\(name)'" + Self.didYouMean(suggestion)
        case .unknownArgument(let label, let callee, let suggestion):
            return "extra argument '\(label)' in call to '\(callee)'" + Self.didYouMean(suggestion)
        case .missingArgument(let label, let callee):
            return "missing argument '\(label)' in call to '\(callee)'"
        case .extraArgument(let callee):
            return "extra argument in call to '\(callee)'"
        case .typeMismatch(let found, let expected):
            return "cannot convert value of type '\(found)' to expected argument type '\(expected)'"
        case .noOverload(let callee, let candidates):
            let list = candidates.map { "'\(callee)(\($0))'" }.joined(separator: ", ")
            return "no '\(callee)' takes these arguments; candidates: \(list)"
        case .unknownKey(let name, let scope, let suggestion):
            return "unknown \(scope) key '\(name)'" + Self.didYouMean(suggestion)
        case .unknownPlugin(let name, let reason, let suggestion):
            _ = name
            return reason + Self.didYouMean(suggestion)
        case .unknownName(let name, let suggestion):
            return "cannot find '\(name)' in scope" + Self.didYouMean(suggestion)
        case .unknownMember(let name, let type, let suggestion):
            return "value of type '\(type)' has no member '\(name)'" + Self.didYouMean(suggestion)
        case .unsupported(let problem):
            return problem.message
        case .mismatch(let problem):
            return problem.message
        case .argumentCount(let problem):
            return problem.message
        case .usage(let problem):
            return problem.message
        case .declaration(let problem):
            return problem.message
        case .controlFlow(let problem):
            return problem.message
        case .document(let problem):
            return problem.message
        case .checkedArgument(let reason):
            return reason
        case .misfit(let reason, .unplaced):
            return reason
        case .misfit(let reason, .character(let character, _, _)):
            return "\(reason) (at character \(character))"
        case .misfit(let reason, .located(let place)):
            return "\(reason) (\(place))"
        case .data(let path, let reason):
            return "cannot load '\(path)': \(reason)"
        case .runtime(let text):
            return text
        case .limit(let text):
            return text
        }
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
}
