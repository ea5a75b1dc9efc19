import SwiftSyntax
import Trellis

/// A checked pattern of a `case`: whether a value matches (binding names as it does), and
/// which values it surely matches, for exhaustiveness.
struct CompiledPattern {
    enum Coverage {
        /// Every value (`_`, `let name`, `default`).
        case everything
        /// This value (a literal, an enum case).
        case value(Value)
        case unknown
    }

    let matches: (Frame, Value) throws -> Bool
    let coverage: Coverage
}

/// One `case` (or `default`) of a `switch`: its patterns, each with its `where`, and its body.
private struct SwitchCase<Body> {
    let items: [(pattern: CompiledPattern, condition: Compiled?)]
    let body: Body
}

extension Compiler {
    /// A `switch` in a function: the first case whose pattern matches runs; `break` leaves it.
    func compileSwitchStatement(_ node: SwitchExprSyntax, in scope: Scope, context: FunctionContext, tail: Bool) -> CompiledStatements {
        context.breakable += 1
        defer { context.breakable -= 1 }
        guard let (subject, cases) = compileCases(node, in: scope, body: { statements, caseScope in
            compileStatements(statements, in: caseScope, context: context, tail: tail)
        }) else { return .empty }
        return CompiledStatements(run: { frame in
            let value = try subject.run(frame)
            for switchCase in cases where try Self.matches(switchCase, value, frame) {
                let flow = try switchCase.body.run(frame)
                if case .broke = flow { return .next }
                return flow
            }
            return .next
        }, exits: cases.allSatisfy(\.body.exits))
    }

    /// A `switch` in a view builder: the views of the first case that matches; which case
    /// it is is part of the identity, as `ViewBuilder.buildEither` makes it.
    func compileSwitchView(_ node: SwitchExprSyntax, in scope: Scope) -> Compiled {
        guard let (subject, cases) = compileCases(node, in: scope, body: { statements, caseScope in
            compileBlock(statements, in: caseScope)
        }) else { return .invalid }
        return Compiled(type: .view) { frame in
            let value = try subject.run(frame)
            for (index, switchCase) in cases.enumerated() where try Self.matches(switchCase, value, frame) {
                var view = try switchCase.body.run(frame).view
                // Case k of n is the first branch after k second branches.
                if index < cases.count - 1 { view = AnyView(ViewBuilder.buildEither(first: view) as _ConditionalContent<AnyView, AnyView>) }
                for _ in 0..<index { view = AnyView(ViewBuilder.buildEither(second: view) as _ConditionalContent<AnyView, AnyView>) }
                return .view(view)
            }
            return .view(AnyView(EmptyView()))
        }
    }

    private static func matches<Body>(_ switchCase: SwitchCase<Body>, _ value: Value, _ frame: Frame) throws -> Bool {
        for item in switchCase.items where try item.pattern.matches(frame, value) {
            if let condition = item.condition, !(try condition.run(frame).bool) { continue }
            return true
        }
        return false
    }

    /// The subject and cases of a `switch`, checked; `nil` when it cannot run.
    private func compileCases<Body>(
        _ node: SwitchExprSyntax, in scope: Scope, body: ([CodeBlockItemSyntax], Scope) -> Body
    ) -> (Compiled, [SwitchCase<Body>])? {
        let subject = compile(node.subject, expecting: nil, in: scope)
        var cases: [SwitchCase<Body>] = []
        var coverage: [CompiledPattern.Coverage] = []
        var sawDefault = false
        for element in node.cases {
            guard case .switchCase(let switchCase) = element else {
                error(.unsupported(.ifConfigInSwitch), at: element)
                continue
            }
            let caseScope = Scope(parent: scope, startsFrame: false)
            var items: [(pattern: CompiledPattern, condition: Compiled?)] = []
            switch switchCase.label {
            case .default:
                sawDefault = true
                items.append((CompiledPattern(matches: { _, _ in true }, coverage: .everything), nil))
                coverage.append(.everything)
            case .case(let label):
                for item in label.caseItems {
                    let pattern = compilePattern(item.pattern, subject: subject.type, in: caseScope)
                    let condition = item.whereClause.map { clause in
                        checked(compile(clause.condition, expecting: .bool, in: caseScope), against: .bool, at: clause.condition)
                    }
                    if condition == nil { coverage.append(pattern.coverage) }
                    items.append((pattern, condition))
                }
            }
            if switchCase.statements.isEmpty {
                error(.controlFlow(.emptyCase(label: switchCase.label.trimmedDescription)),
                      at: switchCase.label)
            }
            cases.append(SwitchCase(items: items, body: body(Array(switchCase.statements), caseScope)))
        }
        if !sawDefault, let missing = missingCases(subject.type, coverage) {
            error(.controlFlow(.nonExhaustive(missing: missing)), at: node.switchKeyword)
        }
        return (subject, cases)
    }

    /// The `case` patterns a switch over `type` with `coverage` needs to match every value
    /// (none when only `default:` can); `nil` when every value is matched.
    private func missingCases(_ type: ValueType, _ coverage: [CompiledPattern.Coverage]) -> [String]? {
        if coverage.contains(where: { if case .everything = $0 { true } else { false } }) || type == .any { return nil }
        let covered = Set(coverage.compactMap { if case .value(let value) = $0 { value.description } else { nil } })
        switch type {
        case .enumeration(let name):
            guard let definition = declared.enums[name] else { return nil }
            let missing = definition.cases.filter { !covered.contains($0) }
            return missing.isEmpty ? nil : missing.map { ".\($0)" }
        case .bool:
            let missing = ["true", "false"].filter { !covered.contains($0) }
            return missing.first.map { [$0] }
        default:
            return []
        }
    }

    /// A pattern of `case` or `if case`: `_`, `let name`, a value (a literal, `.member`, an
    /// expression) compared with `==`, a range (`0..<10`, `10...`, `...9`) that holds the value.
    func compilePattern(_ pattern: PatternSyntax, subject: ValueType, in scope: Scope) -> CompiledPattern {
        let never = CompiledPattern(matches: { _, _ in false }, coverage: .everything)
        if pattern.is(WildcardPatternSyntax.self) {
            return CompiledPattern(matches: { _, _ in true }, coverage: .everything)
        }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
                error(.unsupported(.pattern(.caseBinding)), at: binding.pattern)
                return never
            }
            let index = scope.declare(identifier.identifier.text, subject)
            return CompiledPattern(matches: { frame, value in frame.slots[index] = value; return true }, coverage: .everything)
        }
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else {
            error(.unsupported(.pattern(.caseItem)), at: pattern)
            return never
        }
        if let range = compileRangePattern(expression, subject: subject, in: scope) { return range }
        if expression.is(DiscardAssignmentExprSyntax.self) {
            return CompiledPattern(matches: { _, _ in true }, coverage: .everything)
        }
        let value = compile(expression, expecting: subject == .any ? nil : subject, in: scope)
        guard value.type.converts(to: subject) || subject.converts(to: value.type) || value.type.isNumeric && subject.isNumeric else {
            error(.mismatch(.patternType(pattern: value.type, subject: subject)), at: expression)
            return never
        }
        return CompiledPattern(matches: { frame, subject in
            ValueOrder.compare(subject, try value.run(frame)) == .same
        }, coverage: value.known.map { .value($0) } ?? .unknown)
    }

    /// `a..<b`, `a...b`, `a...`, `...b`, `..<b` as a pattern over numbers or strings.
    private func compileRangePattern(_ expression: ExprSyntax, subject: ValueType, in scope: Scope) -> CompiledPattern? {
        var lowerExpression: ExprSyntax?
        var upperExpression: ExprSyntax?
        var closed = true
        if let infix = expression.as(InfixOperatorExprSyntax.self),
           let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, symbol == "..<" || symbol == "..." {
            lowerExpression = infix.leftOperand
            upperExpression = infix.rightOperand
            closed = symbol == "..."
        } else if let postfix = expression.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "..." {
            lowerExpression = postfix.expression
        } else if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "..." || prefix.operator.text == "..<" {
            upperExpression = prefix.expression
            closed = prefix.operator.text == "..."
        } else {
            return nil
        }
        let boundType: ValueType = subject == .string ? .string : subject == .int ? .int : .double
        guard subject.isNumeric || subject == .string else {
            error(.mismatch(.rangePattern(subject: subject)), at: expression)
            return CompiledPattern(matches: { _, _ in false }, coverage: .unknown)
        }
        let lower = lowerExpression.map { checked(compile($0, expecting: boundType, in: scope), against: boundType, at: $0) }
        let upper = upperExpression.map { checked(compile($0, expecting: boundType, in: scope), against: boundType, at: $0) }
        return CompiledPattern(matches: { frame, value in
            if let lower, let order = ValueOrder.compare(value, try lower.run(frame)), order == .ascending { return false }
            if let upper, let order = ValueOrder.compare(value, try upper.run(frame)) {
                return order == .ascending || closed && order == .same
            }
            return true
        }, coverage: .unknown)
    }
}
