import SwiftSyntax
import Trellis

/// A document closure of statements that change the view's `@State`, run by the interpreter,
/// every step metered.
struct ScriptAction {
    let runtime: ScriptRuntime
    let body: () throws -> Void

    /// Runs it as the user's act (a button pressed): a run of the meter of its own.
    func performAsUserAction() {
        runtime.perform(restartingMeter: true, body)
    }

    /// Runs it as part of the frame that calls it (`onAppear`): within that frame's run, so
    /// that a one-shot render stays within one run of the limits.
    func performInFrame() {
        runtime.perform(restartingMeter: false, body)
    }
}

extension Compiler {
    /// `{ statements }` as an action: assignments (`=`, `+=`, …), `toggle()`, `append`,
    /// `insert`, `remove(at:)`, `if`, `guard`, `switch`, `for … in`, `let` and `var`. It is
    /// checked as the document is; when it runs, it is one run of the document's work meter.
    func compileAction(_ expression: ExprSyntax, in scope: Scope) -> Compiled {
        guard let closure = expression.as(ClosureExprSyntax.self) else {
            error(.typeMismatch(found: "value", expected: "() -> Void"), at: expression)
            return .invalid
        }
        let actionScope = Scope(parent: scope, startsFrame: true)
        if let signature = closure.signature, Self.parameterCount(signature) > 0 {
            error(.argumentCount(.closureParameters(expected: 0, names: Self.parameterCount(signature))), at: signature)
            // Declared as failed, so that their uses add no errors of their own.
            _ = declareClosureParameters(closure, Array(repeating: .failed, count: Self.parameterCount(signature)), in: actionScope)
        }
        let body = compileStatements(Array(closure.statements), in: actionScope, context: FunctionContext(result: nil), tail: false)
        let layout = actionScope.layout
        let runtime = runtime
        let location = location(of: closure)
        return Compiled(type: .any) { captured in
            .symbol(ScriptAction(runtime: runtime) {
                try runtime.meter.step(at: location)
                _ = try body.run(Frame(parent: captured, size: layout.size))
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
        values[index].symbol(ScriptAction.self)?.performAsUserAction ?? {}
    }

    /// The action at `index` as part of the frame that runs it (`onAppear`), or `nil`.
    func frameAction(_ index: Int) -> (() -> Void)? {
        values[index].symbol(ScriptAction.self)?.performInFrame
    }
}
