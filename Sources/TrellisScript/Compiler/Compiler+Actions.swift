import SwiftSyntax
import Trellis

/// A document closure of statements that change the view's `@State`, run by the interpreter,
/// every step metered.
struct ScriptAction {
    let runtime: ScriptRuntime
    /// Runs the statements with the closure's arguments (`onChange`'s old and new values).
    let body: ([Value]) throws -> Void

    /// Runs it as the user's act (a button pressed): a run of the meter of its own.
    func performAsUserAction(_ arguments: [Value] = []) {
        runtime.perform(restartingMeter: true) { try body(arguments) }
    }

    /// Runs it as part of the frame that calls it (`onAppear`, `onChange`): within that
    /// frame's run, so that a one-shot render stays within one run of the limits, and a chain
    /// of change actions within the frames the runtime settles an input in.
    func performInFrame(_ arguments: [Value] = []) {
        runtime.perform(restartingMeter: false) { try body(arguments) }
    }
}

extension Compiler {
    /// `{ statements }` as an action: assignments (`=`, `+=`, …), `toggle()`, `append`,
    /// `insert`, `remove(at:)`, calls of the view's methods, `if`, `guard`, `switch`,
    /// `for … in`, `let` and `var`. It is checked as the document is; when it runs, it is one
    /// run of the document's work meter. `parameters`: the closure's parameter types when it
    /// may name them (`onChange`'s `{ old, new in }`); it may also name none.
    func compileAction(_ expression: ExprSyntax, parameters: [ValueType] = [], in scope: Scope) -> Compiled {
        guard let closure = expression.as(ClosureExprSyntax.self) else {
            error(.typeMismatch(found: "value", expected: "() -> Void"), at: expression)
            return .invalid
        }
        let actionScope = Scope(parent: scope, startsFrame: true)
        let count = closure.signature.map(Self.parameterCount) ?? 0
        var bind: (Frame, [Value]) -> Void = { _, _ in }
        if let signature = closure.signature, count > 0 {
            if count == parameters.count {
                bind = declareClosureParameters(closure, parameters, in: actionScope)
            } else {
                error(.argumentCount(.closureParameters(expected: parameters.count, names: count)), at: signature)
                // Declared as failed, so that their uses add no errors of their own.
                _ = declareClosureParameters(closure, Array(repeating: .failed, count: count), in: actionScope)
            }
        }
        let body = compileStatements(Array(closure.statements), in: actionScope, context: FunctionContext(result: .void), tail: false)
        let layout = actionScope.layout
        let runtime = runtime
        let location = location(of: closure)
        return Compiled(type: .any) { captured in
            .symbol(ScriptAction(runtime: runtime) { arguments in
                try runtime.meter.step(at: location)
                let frame = Frame(parent: captured, size: layout.size)
                bind(frame, arguments)
                _ = try body.run(frame)
            })
        }
    }

    private static func parameterCount(_ signature: ClosureSignatureSyntax) -> Int {
        switch signature.parameterClause {
        case .simpleInput(let list)?: list.count
        case .parameterClause(let clause)?: clause.parameters.count
        case nil: 0
        }
    }
}

extension Arguments {
    /// The action at `index` as the user's act (a button's); one that does nothing where none was given.
    func action(_ index: Int) -> () -> Void {
        guard let action = values[index].symbol(ScriptAction.self) else { return {} }
        return { action.performAsUserAction() }
    }

    /// The action at `index` as part of the frame that runs it (`onAppear`), or `nil`.
    func frameAction(_ index: Int) -> (() -> Void)? {
        values[index].symbol(ScriptAction.self).map { action in { action.performInFrame() } }
    }
}
