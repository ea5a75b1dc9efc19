import SwiftSyntax

/// A closure checked once, kept for reuse: what keeps checking linear where the checker tries
/// a closure more than once (a `reduce`'s initial value as `Int`, then as `Double`; each
/// overload of a call). Without it, closures nested in such closures are checked a number of
/// times exponential in their nesting.
struct ClosureMemo {
    let parameters: [ValueType]
    let result: ValueType?
    /// What checking it depended on outside itself: each name it looked up past its own scope,
    /// where that name was found (`nil`: nowhere); and the names visible there, when it listed
    /// them for a suggestion.
    let lookups: [(name: String, resolution: Scope.Resolution?)]
    let visibleNames: Set<String>?
    let function: CompiledFunction
    /// The diagnostics checking it reported, reported again at each reuse.
    let diagnostics: [ScriptDiagnostic]
}

extension Compiler {
    /// The closure `closure` checked in `parent` with `parameters` and `result`: checked by
    /// `check` (given the closure's own scope) the first time, and taken from the memo, its
    /// diagnostics reported again, each later time the closure is checked with the same types
    /// and every name it used outside itself means what it meant then.
    func memoizedClosure(
        _ closure: ClosureExprSyntax, parameters: [ValueType], result: ValueType?, in parent: Scope, check: (Scope) -> CompiledFunction
    ) -> CompiledFunction {
        for memo in closureMemos[closure.id] ?? [] where memo.parameters == parameters && memo.result == result {
            guard memo.lookups.allSatisfy({ parent.resolve($0.name) == $0.resolution }),
                  memo.visibleNames.map({ Set(parent.visibleNames) == $0 }) ?? true else { continue }
            for diagnostic in memo.diagnostics where !(diagnostic.unknownName.map(isReportedUnknown) ?? false) { error(diagnostic) }
            return memo.function
        }
        let scope = Scope(parent: parent, startsFrame: true)
        scope.externalLookups = []
        let (function, found) = collecting(speculative: false) { check(scope) }
        for diagnostic in found { error(diagnostic) }
        var seen: Set<String> = []
        let names = (scope.externalLookups ?? []).filter { seen.insert($0).inserted }
        scope.externalLookups = nil
        let memo = ClosureMemo(
            parameters: parameters, result: result, lookups: names.map { ($0, parent.resolve($0)) },
            visibleNames: scope.listedVisibleNames ? Set(parent.visibleNames) : nil, function: function,
            diagnostics: found)
        closureMemos[closure.id, default: []].append(memo)
        return function
    }
}
