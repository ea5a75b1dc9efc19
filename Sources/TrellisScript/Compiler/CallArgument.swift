import SwiftSyntax

/// One argument of a call as written: in the parentheses, or a trailing closure.
struct CallArgument: Sendable {
    let label: String?
    let expression: ExprSyntax
    /// The first trailing closure, which has no label and binds to the next closure parameter.
    let isUnlabeledTrailingClosure: Bool

    /// The arguments of `call`, parenthesized ones first, then its trailing closures.
    static func of(_ call: FunctionCallExprSyntax) -> [CallArgument] {
        var arguments = call.arguments.map { CallArgument(label: $0.label?.text, expression: $0.expression, isUnlabeledTrailingClosure: false) }
        if let closure = call.trailingClosure {
            arguments.append(CallArgument(label: nil, expression: ExprSyntax(closure), isUnlabeledTrailingClosure: true))
        }
        for extra in call.additionalTrailingClosures {
            arguments.append(CallArgument(label: extra.label.text, expression: ExprSyntax(extra.closure), isUnlabeledTrailingClosure: false))
        }
        return arguments
    }
}

/// How a call's arguments failed to match a parameter list.
enum ArgumentMismatch: Error {
    case unknownLabel(CallArgument)
    case missing(String)
    case extra(CallArgument)
}

/// Binds arguments to parameters the way Swift does: in order, each argument to the next
/// parameter with its label, skipping parameters that have defaults; an unlabeled trailing
/// closure binds to the next closure parameter.
enum ArgumentMatcher {
    static func match(_ arguments: [CallArgument], to parameters: [Parameter]) -> Result<[CallArgument?], ArgumentMismatch> {
        var bound = [CallArgument?](repeating: nil, count: parameters.count)
        var next = 0
        for argument in arguments {
            var candidate = next
            while candidate < parameters.count {
                let parameter = parameters[candidate]
                let fits = argument.isUnlabeledTrailingClosure
                    ? parameter.isClosure
                    : parameter.label == argument.label
                if fits { break }
                candidate += 1
            }
            guard candidate < parameters.count else {
                return .failure(argument.label == nil ? .extra(argument) : .unknownLabel(argument))
            }
            bound[candidate] = argument
            next = candidate + 1
        }
        for (index, parameter) in parameters.enumerated() where bound[index] == nil && parameter.defaultValue == nil {
            return .failure(.missing(parameter.label ?? "_"))
        }
        return .success(bound)
    }
}
