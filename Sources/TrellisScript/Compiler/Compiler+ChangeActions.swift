import SwiftSyntax
import Trellis

extension Compiler {
    /// `.onChange(of: value) { old, new in … }`, `.onChange(of: value, initial: true) { … }`:
    /// the action's parameters have the type of `value`, checked here. Under a live runtime it
    /// runs after a frame whose `value` differs from the previous frame's (compared as data),
    /// within that frame's run of the work meter; in a one-shot render only `initial` runs it.
    func compileOnChange(on receiver: Compiled, _ arguments: [CallArgument], at node: some SyntaxProtocol, in scope: Scope) -> Compiled {
        let parameters = [Parameter("of", .any), Parameter("initial", .bool, default: .bool(false)), Parameter(nil, .action)]
        let bound: [CallArgument?]
        switch ArgumentMatcher.match(arguments, to: parameters) {
        case .success(let matched): bound = matched
        case .failure(let mismatch):
            reportMismatch("onChange", [mismatch], [parameters], at: node)
            checkUnbound(arguments, in: scope)
            return .invalid
        }
        guard let watchedArgument = bound[0], let action = bound[2] else { return .invalid }
        let watched = compile(watchedArgument.expression, expecting: nil, in: scope)
        if watched.type == .view || watched.type == .void {
            error(.typeMismatch(found: watched.type.description, expected: "some Equatable"), at: watchedArgument.expression)
        }
        let initial = bound[1].map { checked(compile($0.expression, expecting: .bool, in: scope), against: .bool, at: $0.expression) }
            ?? .constant(.bool(false), .bool)
        let perform = compileAction(action.expression, parameters: [watched.type, watched.type], in: scope)
        let runtime = runtime
        let location = location(of: node)
        return Compiled(type: .view) { frame in
            let view = try receiver.run(frame).view
            let value = WatchedValue(value: try watched.run(frame))
            try runtime.meter.step(at: location)
            guard let action = try perform.run(frame).symbol(ScriptAction.self) else { return .view(view) }
            return .view(AnyView(view.onChange(of: value, initial: try initial.run(frame).bool) { old, new in
                action.performInFrame([old.value, new.value])
            }))
        }
    }
}

/// A document value `onChange` watches: equal when it is the same data (`Value.isSameData`),
/// so a value that is not plain data (a view, a closure) never counts as unchanged.
struct WatchedValue: Equatable {
    let value: Value

    static func == (lhs: WatchedValue, rhs: WatchedValue) -> Bool {
        lhs.value.isSameData(as: rhs.value)
    }
}
