import SwiftSyntax
import Trellis

extension Compiler {
    /// One step of a builder block: bind a `let`, or produce a child view.
    private enum Step {
        case bind(Int, Compiled)
        case view(Compiled)
    }

    /// Checks the statements of a `@ViewBuilder` block (a closure, a body): `let`s, view
    /// expressions, `if`/`else`. Its children resolve as a builder block's do: one view as
    /// itself, several as a block with their declared positions in the identity.
    func compileBlock(_ items: [CodeBlockItemSyntax], in parent: Scope) -> Compiled {
        let scope = Scope(parent: parent, startsFrame: false)
        var steps: [Step] = []
        for item in items {
            switch item.item {
            case .decl(let decl):
                guard let variable = decl.as(VariableDeclSyntax.self) else {
                    error(.unsupported(.declaration(.viewBuilder)), at: decl)
                    continue
                }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let initializer = binding.initializer else {
                        error(.unsupported(.builderBinding), at: binding)
                        continue
                    }
                    let annotated = binding.typeAnnotation.map { resolveType($0.type) }
                    let value = checked(compile(initializer.value, expecting: annotated, in: scope), against: annotated, at: initializer.value)
                    if name == "_" { continue }
                    steps.append(.bind(scope.declare(name, annotated ?? value.type), value))
                }
            case .expr(let expression):
                steps.append(.view(compileChild(expression, in: scope)))
            case .stmt(let statement):
                if let expression = statement.as(ExpressionStmtSyntax.self) {
                    steps.append(.view(compileChild(expression.expression, in: scope)))
                } else if let returned = statement.as(ReturnStmtSyntax.self), let expression = returned.expression {
                    steps.append(.view(compileChild(expression, in: scope)))
                } else if statement.is(ForStmtSyntax.self) {
                    error(.unsupported(.forInViewBuilder), at: statement)
                } else if statement.is(GuardStmtSyntax.self) {
                    error(.unsupported(.guardInViewBuilder), at: statement)
                } else {
                    error(.unsupported(.statement(.viewBuilder)), at: statement)
                }
            }
        }
        let children = steps.compactMap { step -> Compiled? in
            if case .view(let view) = step { return view }
            return nil
        }
        if steps.count == 1, let only = children.first { return only }
        let type: ValueType = children.count == 1 ? children[0].type : .view
        return Compiled(type: type) { frame in
            var views: [AnyView] = []
            var single: Value?
            for step in steps {
                switch step {
                case .bind(let index, let value): frame.slots[index] = try value.run(frame)
                case .view(let view):
                    let value = try view.run(frame)
                    single = value
                    views.append(value.view)
                }
            }
            if views.count == 1, let single { return single }
            return .view(AnyView(ViewBlock(views)))
        }
    }

    /// A child of a builder block: a view expression or an `if`.
    private func compileChild(_ expression: ExprSyntax, in scope: Scope) -> Compiled {
        if let conditional = expression.as(IfExprSyntax.self) { return compileIf(conditional, in: scope) }
        if let switchExpression = expression.as(SwitchExprSyntax.self) { return compileSwitchView(switchExpression, in: scope) }
        let value = compile(expression, expecting: .view, in: scope)
        guard value.type.converts(to: .view) else {
            error(.typeMismatch(found: value.type.description, expected: "some View"), at: expression)
            return .invalid
        }
        return value
    }

    /// `if condition { … } else { … }` in a builder: the branch taken is part of the identity,
    /// as `ViewBuilder.buildEither` and `buildIf` make it.
    func compileIf(_ node: IfExprSyntax, in scope: Scope) -> Compiled {
        let branchScope = Scope(parent: scope, startsFrame: false)
        let condition = compileConditions(node.conditions, in: branchScope)
        let thenBlock = compileBlock(Array(node.body.statements), in: branchScope)
        switch node.elseBody {
        case nil:
            // As `buildIf` would, but as a conditional with an empty false branch: the same ids
            // (the true branch is branch 0), and `AnyView` does not unwrap it as it unwraps an
            // `Optional<AnyView>`.
            return either(condition, thenBlock, Compiled(type: .view) { _ in .view(AnyView(EmptyView())) })
        case .ifExpr(let elseIf)?:
            return either(condition, thenBlock, compileIf(elseIf, in: scope))
        case .codeBlock(let block)?:
            return either(condition, thenBlock, compileBlock(Array(block.statements), in: scope))
        }
    }

    private func either(_ condition: Compiled, _ first: Compiled, _ second: Compiled) -> Compiled {
        Compiled(type: .view) { frame in
            let content: _ConditionalContent<AnyView, AnyView> = try condition.run(frame).bool
                ? ViewBuilder.buildEither(first: try first.run(frame).view)
                : ViewBuilder.buildEither(second: try second.run(frame).view)
            return .view(AnyView(content))
        }
    }

    /// A closure that computes a value of type `result` from `parameterTypes` (one expression,
    /// or `return` and an expression).
    func compileValueClosure(
        _ closure: ClosureExprSyntax, parameterTypes: [ValueType], result: ValueType, in parent: Scope
    ) -> (Frame, [Value]) throws -> Value {
        let scope = Scope(parent: parent, startsFrame: true)
        declareParameters(of: closure, parameterTypes, in: scope)
        var expression: ExprSyntax?
        if closure.statements.count == 1, let item = closure.statements.first {
            switch item.item {
            case .expr(let value): expression = value
            case .stmt(let statement): expression = statement.as(ReturnStmtSyntax.self)?.expression
            case .decl: break
            }
        }
        guard let expression else {
            error(.unsupported(.multiStatementClosure), at: closure)
            return { _, _ in .null }
        }
        let body = checked(compile(expression, expecting: result, in: scope), against: result, at: expression)
        let layout = scope.layout
        let meter = runtime.meter
        let location = location(of: closure)
        return { captured, arguments in
            try meter.step(at: location)
            let frame = Frame(parent: captured, size: layout.size)
            for (index, argument) in arguments.prefix(frame.slots.count).enumerated() { frame.slots[index] = argument }
            return try body.run(frame)
        }
    }

    /// Declares a closure's parameters (named in its signature, or `$0`, `$1`) in `scope`.
    /// Declares the closure's parameters; a closure that names each element of a tuple it is
    /// given (`{ index, row in … }` over `enumerated()`) destructures it, as Swift's closures do.
    /// - Returns: The tuple's labels, in order, when it destructures one.
    @discardableResult
    private func declareParameters(of closure: ClosureExprSyntax, _ parameterTypes: [ValueType], in scope: Scope) -> [String]? {
        var names: [String] = []
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: names = list.map(\.name.text)
        case .parameterClause(let clause)?: names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: names = parameterTypes.indices.map { "$\($0)" }
        }
        if parameterTypes.count == 1, names.count > 1, let fields = Tuples.fields(of: parameterTypes[0]), fields.count == names.count {
            for (name, field) in zip(names, fields) { scope.declare(name, field.type) }
            return fields.map(\.name)
        }
        if names.count != parameterTypes.count {
            error(.argumentCount(.closureParameters(expected: parameterTypes.count, names: names.count)),
                  at: closure.signature.map(Syntax.init) ?? Syntax(closure))
        }
        // Names past the parameters are still bound (to Any), so their uses add no errors.
        for (index, name) in names.enumerated() { scope.declare(name, index < parameterTypes.count ? parameterTypes[index] : .any) }
        return nil
    }

    /// A closure taking `parameterTypes`, as `ForEach` and `Group(subviews:)` call it: its
    /// parameters are named in its signature or `$0`, `$1`; its body is a builder block.
    /// Failures while it runs are recorded and draw nothing.
    func compileClosure(_ closure: ClosureExprSyntax, parameterTypes: [ValueType], in parent: Scope) -> (Frame, [Value]) -> AnyView {
        let scope = Scope(parent: parent, startsFrame: true)
        let labels = declareParameters(of: closure, parameterTypes, in: scope)
        let body = compileBlock(Array(closure.statements), in: scope)
        let layout = scope.layout
        let runtime = runtime
        let location = location(of: closure)
        return { captured, arguments in
            runtime.guarded {
                try runtime.meter.step(at: location)
                let frame = Frame(parent: captured, size: layout.size)
                if let labels, case .record(let tuple)? = arguments.first {
                    for (index, label) in labels.enumerated() { frame.slots[index] = tuple[label] ?? .null }
                } else {
                    for (index, argument) in arguments.prefix(frame.slots.count).enumerated() { frame.slots[index] = argument }
                }
                return try body.run(frame).view
            }
        }
    }
}
