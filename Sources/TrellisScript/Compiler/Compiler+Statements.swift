import SwiftSyntax
import Trellis

/// What runs after a statement.
enum Flow {
    case next
    case returned(Value)
    case broke
    case continued
}

/// A checked list of statements.
struct CompiledStatements {
    let run: (Frame) throws -> Flow
    /// Whether every path through it returns or leaves its loop: nothing after it runs.
    let exits: Bool

    static var empty: CompiledStatements { CompiledStatements(run: { _ in .next }, exits: false) }
}

/// The function, computed property or closure whose statements are being checked.
final class FunctionContext {
    /// The declared result type; `nil` in a closure until its first `return` gives it.
    var result: ValueType?
    /// How many loops enclose the statement being checked, and loops and `switch`es.
    var loops = 0
    var breakable = 0

    init(result: ValueType?) {
        self.result = result
    }
}

extension Compiler {
    /// The body of a function, computed property or closure with Swift's statements: a single
    /// expression is returned; otherwise `let`, `var`, assignments, `if`, `guard`, `switch`,
    /// `for … in` and `return`. `result` is the declared type, or `nil` to take it from the
    /// returns (a closure).
    func compileFunctionBody(_ items: [CodeBlockItemSyntax], result: ValueType?, in scope: Scope, at node: some SyntaxProtocol) -> Compiled {
        let context = FunctionContext(result: result)
        let body = compileStatements(items, in: scope, context: context, tail: true)
        if !body.exits {
            if let type = context.result {
                error(.controlFlow(.missingReturn(type)), at: items.last.map(Syntax.init) ?? Syntax(node))
            } else if !items.isEmpty {
                error(.controlFlow(.missingClosureReturn), at: items.last.map(Syntax.init) ?? Syntax(node))
            }
        }
        return Compiled(type: context.result ?? .any) { frame in
            if case .returned(let value) = try body.run(frame) { return value }
            return .null
        }
    }

    /// Whether a function body needs statements rather than a view builder: it has a
    /// `guard`, `var`, `for`, an assignment or a `return` among other statements.
    static func needsStatements(_ items: [CodeBlockItemSyntax]) -> Bool {
        items.contains { item in
            switch item.item {
            case .decl(let decl):
                return decl.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.var)
            case .stmt(let statement):
                if statement.is(GuardStmtSyntax.self) || statement.is(ForStmtSyntax.self) { return true }
                if statement.is(ReturnStmtSyntax.self) { return items.count > 1 }
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression { return isAssignment(expression) }
                return false
            case .expr(let expression):
                return isAssignment(expression)
            }
        }
    }

    private static func isAssignment(_ expression: ExprSyntax) -> Bool {
        guard let infix = expression.as(InfixOperatorExprSyntax.self) else { return false }
        if infix.operator.is(AssignmentExprSyntax.self) { return true }
        return ["+=", "-=", "*=", "/=", "%="].contains(infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
    }

    /// The expression an item is, if it is one.
    static func expression(of item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case .expr(let expression): expression
        case .stmt(let statement): statement.as(ExpressionStmtSyntax.self)?.expression
        case .decl: nil
        }
    }

    /// Checks `items` in a new block scope. `tail`: the block is the whole body of its
    /// function (or a branch of an `if` or `switch` that is), so a lone expression is returned.
    func compileStatements(_ items: [CodeBlockItemSyntax], in parent: Scope, context: FunctionContext, tail: Bool) -> CompiledStatements {
        let scope = Scope(parent: parent, startsFrame: false)
        var steps: [(Frame) throws -> Flow] = []
        var exits = false
        for item in items {
            let compiled = compileStatement(item, in: scope, context: context, tail: tail && items.count == 1)
            steps.append(compiled.run)
            exits = exits || compiled.exits
        }
        if steps.count == 1 { return CompiledStatements(run: steps[0], exits: exits) }
        return CompiledStatements(run: { frame in
            for step in steps {
                let flow = try step(frame)
                if case .next = flow { continue }
                return flow
            }
            return .next
        }, exits: exits)
    }

    private func compileStatement(_ item: CodeBlockItemSyntax, in scope: Scope, context: FunctionContext, tail: Bool) -> CompiledStatements {
        if case .decl(let decl) = item.item {
            guard let variable = decl.as(VariableDeclSyntax.self) else {
                error(.unsupported(.declaration(.function)), at: decl)
                return .empty
            }
            return compileLocal(variable, in: scope)
        }
        if let expression = Self.expression(of: item) {
            if let conditional = expression.as(IfExprSyntax.self) {
                return compileIfStatement(conditional, in: scope, context: context, tail: tail)
            }
            if let switchExpression = expression.as(SwitchExprSyntax.self) {
                return compileSwitchStatement(switchExpression, in: scope, context: context, tail: tail)
            }
            if let infix = expression.as(InfixOperatorExprSyntax.self), Self.isAssignment(ExprSyntax(infix)) {
                return compileAssignment(infix, in: scope)
            }
            if tail {
                return compileReturn(expression, at: expression, in: scope, context: context)
            }
            if let mutation = compileMutation(expression, in: scope) { return mutation }
            let value = compile(expression, expecting: nil, in: scope)
            return CompiledStatements(run: { frame in _ = try value.run(frame); return .next }, exits: false)
        }
        guard case .stmt(let statement) = item.item else { return .empty }
        if let returned = statement.as(ReturnStmtSyntax.self) {
            return compileReturn(returned.expression, at: returned, in: scope, context: context)
        }
        if let guardStatement = statement.as(GuardStmtSyntax.self) {
            return compileGuard(guardStatement, in: scope, context: context)
        }
        if let loop = statement.as(ForStmtSyntax.self) {
            return compileFor(loop, in: scope, context: context)
        }
        if statement.is(BreakStmtSyntax.self) {
            if context.breakable == 0 { error(.controlFlow(.breakOutside), at: statement) }
            return CompiledStatements(run: { _ in .broke }, exits: true)
        }
        if statement.is(ContinueStmtSyntax.self) {
            if context.loops == 0 { error(.controlFlow(.continueOutside), at: statement) }
            return CompiledStatements(run: { _ in .continued }, exits: true)
        }
        if statement.is(WhileStmtSyntax.self) || statement.is(RepeatStmtSyntax.self) {
            error(.unsupported(.whileLoop), at: statement)
            return .empty
        }
        error(.unsupported(.statement(.function)), at: statement)
        return .empty
    }

    // MARK: - Return

    private func compileReturn(_ expression: ExprSyntax?, at node: some SyntaxProtocol, in scope: Scope, context: FunctionContext) -> CompiledStatements {
        if context.result == .void {
            // `return` leaves a method that returns nothing; a value there is a mismatch.
            if let expression {
                let value = compile(expression, expecting: nil, in: scope)
                if value.type != .failed { error(.typeMismatch(found: value.type.description, expected: "Void"), at: expression) }
            }
            return CompiledStatements(run: { _ in .returned(.null) }, exits: true)
        }
        guard let expression else {
            error(.controlFlow(.returnWithoutValue), at: node)
            return CompiledStatements(run: { _ in .returned(.null) }, exits: true)
        }
        let value: Compiled
        if let expected = context.result {
            value = checked(compile(expression, expecting: expected, in: scope), against: expected, at: expression)
        } else {
            value = compile(expression, expecting: nil, in: scope)
            context.result = value.type
        }
        return CompiledStatements(run: { frame in .returned(try value.run(frame)) }, exits: true)
    }

    // MARK: - Variables

    /// `let name = value`, `var name = value`, `var name: Type = value`.
    private func compileLocal(_ variable: VariableDeclSyntax, in scope: Scope) -> CompiledStatements {
        let mutable = variable.bindingSpecifier.tokenKind == .keyword(.var)
        var steps: [(Int, Compiled)] = []
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? (binding.pattern.is(WildcardPatternSyntax.self) ? "_" : nil) else {
                error(.unsupported(.pattern(.localDeclaration)), at: binding.pattern)
                continue
            }
            if binding.accessorBlock != nil {
                error(.unsupported(.computedLocal), at: binding)
                continue
            }
            let annotated = binding.typeAnnotation.map { resolveType($0.type) }
            guard let initializer = binding.initializer else {
                guard let annotated else {
                    error(.declaration(.localTypeOrValue(name: name)), at: binding)
                    scope.declare(name, .any, mutable: true)
                    continue
                }
                if !mutable { error(.declaration(.letValue(name: name)), at: binding) }
                steps.append((scope.declare(name, annotated, mutable: true), .constant(.null, annotated)))
                continue
            }
            let value = checked(compile(initializer.value, expecting: annotated, in: scope), against: annotated, at: initializer.value)
            if name == "_" {
                steps.append((scope.declare("_", value.type), value))
                continue
            }
            steps.append((scope.declare(name, annotated ?? value.type, mutable: mutable), value))
        }
        return CompiledStatements(run: { frame in
            for (index, value) in steps { frame.slots[index] = try value.run(frame) }
            return .next
        }, exits: false)
    }

    /// `name = value` and `name += value` (`-=`, `*=`, `/=`, `%=`), where `name` is a `var`
    /// or a property of a class instance (`model.count`): an `Int` that overflows is an
    /// error, as in Swift.
    private func compileAssignment(_ infix: InfixOperatorExprSyntax, in scope: Scope) -> CompiledStatements {
        guard let place = place(infix.leftOperand, in: scope) else {
            _ = compile(infix.rightOperand, expecting: nil, in: scope)
            return .empty
        }
        let value: Compiled
        if let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            let current = Compiled(type: place.type, run: place.read)
            let right = compile(infix.rightOperand, expecting: place.type, in: scope)
            if symbol == "+=", place.type == .string, right.type == .string {
                return compileStringAppend(right, to: place, at: infix.operator)
            }
            let combined = arithmetic(String(symbol.dropLast()), current, right, at: infix.operator)
            guard combined.type.converts(to: place.type) || right.type == .any || place.type == .any else {
                error(.mismatch(.operands(symbol: symbol, place.type, right.type)), at: infix.operator)
                return .empty
            }
            value = coerced(combined, to: place.type)
        } else {
            value = checked(compile(infix.rightOperand, expecting: place.type, in: scope), against: place.type, at: infix.rightOperand)
        }
        return CompiledStatements(run: { frame in
            try place.write(frame, try value.run(frame))
            return .next
        }, exits: false)
    }

    /// `text += piece` on a `String` place: the string is taken out of its place while it
    /// grows, so that it is appended to in place, not copied whole at each append.
    private func compileStringAppend(_ piece: Compiled, to place: Place, at node: some SyntaxProtocol) -> CompiledStatements {
        let meter = runtime.meter
        let location = location(of: node)
        return CompiledStatements(run: { frame in
            let added = try piece.run(frame).string
            var text = try place.take(frame).string
            do {
                try meter.append(added, to: &text, at: location)
            } catch {
                place.restore(frame, .string(text))
                throw error
            }
            try place.write(frame, .string(text))
            return .next
        }, exits: false)
    }

    /// `name.append(value)`, `name.append(contentsOf: values)`, `name.insert(value, at: i)`,
    /// `name.remove(at: i)`, `name.removeAll()` on an array place; `name.toggle()` on a `Bool` one.
    private func compileMutation(_ expression: ExprSyntax, in scope: Scope) -> CompiledStatements? {
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base, ["append", "removeAll", "insert", "remove", "toggle"].contains(member.declName.baseName.text)
        else { return nil }
        guard let place = place(base, in: scope) else { return .empty }
        if member.declName.baseName.text == "toggle", place.type == .bool || place.type == .any {
            guard resolveOverload("toggle", [Callable([], result: .any) { value, _ in value }], CallArgument.of(call),
                                  at: member.declName, in: scope) != nil else { return .empty }
            return CompiledStatements(run: { frame in
                try place.write(frame, .bool(!(try place.read(frame)).bool))
                return .next
            }, exits: false)
        }
        guard case .array(let element) = place.type, member.declName.baseName.text != "toggle" else {
            error(.unknownMember(member.declName.baseName.text, type: place.type.description, suggestion: nil), at: member.declName)
            return .empty
        }
        let arguments = CallArgument.of(call)
        let name = member.declName.baseName.text
        let parameters: [Parameter] = switch name {
        case "append" where arguments.first?.label == "contentsOf": [Parameter("contentsOf", .array(element))]
        case "append": [Parameter(nil, element)]
        case "insert": [Parameter(nil, element), Parameter("at", .int)]
        case "remove": [Parameter("at", .int)]
        default: []
        }
        guard let (_, values) = resolveOverload(name, [Callable(parameters, result: .any) { value, _ in value }], arguments, at: member.declName, in: scope) else {
            return .empty
        }
        let change = arrayChange(name, label: parameters.first?.label, at: location(of: member.declName))
        return CompiledStatements(run: { frame in
            let arguments = try values.map { try $0.run(frame) }
            try change(place, frame, arguments)
            return .next
        }, exits: false)
    }

    /// What an array mutation does to its place: each added element and each shift counts
    /// as work; the array is taken out of its place while it changes (no second reference,
    /// so it grows in place), and put back whatever happens.
    private func arrayChange(_ name: String, label: String?, at location: SourceLocation) -> (Place, Frame, [Value]) throws -> Void {
        let meter = runtime.meter
        return { place, frame, arguments in
            var elements = try place.take(frame).elements ?? []
            do {
                switch (name, label) {
                case ("append", "contentsOf"?):
                    let added = arguments[0].elements ?? []
                    try meter.elements(added.count, at: location)
                    elements += added
                case ("append", _):
                    try meter.elements(1, at: location)
                    elements.append(arguments[0])
                case ("insert", _):
                    let position = arguments[1].int
                    guard (0...elements.count).contains(position) else {
                        throw RuntimeFailure(message: "index \(position) is out of range for insert (count \(elements.count))", location: location)
                    }
                    try meter.step(at: location)
                    elements.insert(arguments[0], at: position)
                case ("remove", _):
                    let position = arguments[0].int
                    guard elements.indices.contains(position) else {
                        throw RuntimeFailure(message: "index \(position) is out of range for remove(at:) (count \(elements.count))", location: location)
                    }
                    try meter.step(at: location)
                    elements.remove(at: position)
                default:
                    elements.removeAll()
                }
            } catch {
                place.restore(frame, .array(elements))
                throw error
            }
            place.restore(frame, .array(elements))
            try place.write(frame, .array(elements))
        }
    }

    // MARK: - Conditions

    /// `if`/`else if`/`else` in a function.
    private func compileIfStatement(_ node: IfExprSyntax, in scope: Scope, context: FunctionContext, tail: Bool) -> CompiledStatements {
        let branchScope = Scope(parent: scope, startsFrame: false)
        let condition = compileConditions(node.conditions, in: branchScope)
        let thenBlock = compileStatements(Array(node.body.statements), in: branchScope, context: context, tail: tail)
        let elseBlock: CompiledStatements
        switch node.elseBody {
        case nil: elseBlock = .empty
        case .ifExpr(let elseIf)?: elseBlock = compileIfStatement(elseIf, in: scope, context: context, tail: tail)
        case .codeBlock(let block)?: elseBlock = compileStatements(Array(block.statements), in: scope, context: context, tail: tail)
        }
        return CompiledStatements(run: { frame in
            try condition.run(frame).bool ? try thenBlock.run(frame) : try elseBlock.run(frame)
        }, exits: node.elseBody != nil && thenBlock.exits && elseBlock.exits)
    }

    /// `guard conditions else { …; return }`: the bindings stay visible after it.
    private func compileGuard(_ node: GuardStmtSyntax, in scope: Scope, context: FunctionContext) -> CompiledStatements {
        let condition = compileConditions(node.conditions, in: scope)
        let elseBlock = compileStatements(Array(node.body.statements), in: scope, context: context, tail: false)
        if !elseBlock.exits {
            error(.controlFlow(.guardFallsThrough(inLoop: context.loops > 0)), at: node.elseKeyword)
        }
        return CompiledStatements(run: { frame in
            try condition.run(frame).bool ? .next : try elseBlock.run(frame)
        }, exits: false)
    }

    /// The conditions of an `if` or `guard`, all of which must hold: Boolean expressions,
    /// `let name = optional` (and `let name`), `case pattern = value`. Their bindings are
    /// declared in `scope`.
    func compileConditions(_ conditions: ConditionElementListSyntax, in scope: Scope) -> Compiled {
        var parts: [Compiled] = []
        for element in conditions {
            switch element.condition {
            case .expression(let expression):
                parts.append(checked(compile(expression, expecting: .bool, in: scope), against: .bool, at: expression))
            case .optionalBinding(let binding):
                parts.append(compileOptionalBinding(binding, in: scope))
            case .matchingPattern(let matching):
                let subject = compile(matching.initializer.value, expecting: nil, in: scope)
                let pattern = compilePattern(matching.pattern, subject: subject.type, in: scope)
                parts.append(Compiled(type: .bool) { frame in .bool(try pattern.matches(frame, try subject.run(frame))) })
            default:
                error(.unsupported(.condition), at: element)
            }
        }
        if parts.count == 1 { return parts[0] }
        return Compiled(type: .bool) { frame in
            for part in parts where !(try part.run(frame).bool) { return .bool(false) }
            return .bool(true)
        }
    }

    /// `let name = optional` and `let name`: holds when the optional has a value, bound to `name`.
    private func compileOptionalBinding(_ binding: OptionalBindingConditionSyntax, in scope: Scope) -> Compiled {
        guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
            error(.unsupported(.pattern(.conditionalBinding)), at: binding.pattern)
            return .invalid
        }
        let name = pattern.identifier.text
        let value: Compiled
        if let initializer = binding.initializer {
            value = compile(initializer.value, expecting: nil, in: scope)
        } else {
            guard let (depth, found) = scope.lookup(name) else {
                error(.unknownName(name, suggestion: Suggestion.closest(to: name, in: scope.visibleNames)), at: pattern)
                scope.declare(name, .any)
                return .invalid
            }
            let index = found.index
            value = Compiled(type: found.type) { frame in frame.ancestor(depth).slots[index] }
        }
        let wrapped: ValueType
        switch value.type {
        case .optional(let type): wrapped = type
        case .any: wrapped = .any
        case .failed: wrapped = .failed
        default:
            error(.mismatch(.conditionalBinding(value.type)),
                  at: binding.initializer.map { Syntax($0.value) } ?? Syntax(pattern))
            scope.declare(name, value.type)
            return .invalid
        }
        let index = scope.declare(name, wrapped, mutable: binding.bindingSpecifier.tokenKind == .keyword(.var))
        return Compiled(type: .bool) { frame in
            let result = try value.run(frame)
            if result.isNull { return .bool(false) }
            frame.slots[index] = result
            return .bool(true)
        }
    }

    // MARK: - Loops

    /// `for name in sequence where condition { … }`, `for (a, b) in pairs`, `for _ in range`:
    /// each element counts toward the document's work budget.
    private func compileFor(_ node: ForStmtSyntax, in scope: Scope, context: FunctionContext) -> CompiledStatements {
        if node.caseKeyword != nil || node.tryKeyword != nil || node.awaitKeyword != nil {
            error(.unsupported(.forForm), at: node.forKeyword)
            return .empty
        }
        let sequence = compile(node.sequence, expecting: nil, in: scope)
        let element: ValueType
        if let type = sequence.type.elementType {
            element = type
        } else {
            error(.mismatch(.notSequence(sequence.type)), at: node.sequence)
            element = .any
        }
        let loopScope = Scope(parent: scope, startsFrame: false)
        let bind = declarePattern(node.pattern, element, in: loopScope)
        let condition = node.whereClause.map { clause in
            checked(compile(clause.condition, expecting: .bool, in: loopScope), against: .bool, at: clause.condition)
        }
        context.loops += 1
        context.breakable += 1
        let body = compileStatements(Array(node.body.statements), in: loopScope, context: context, tail: false)
        context.loops -= 1
        context.breakable -= 1
        let runtime = runtime
        let location = location(of: node.forKeyword)
        return CompiledStatements(run: { frame in
            for value in try sequence.run(frame).elements ?? [] {
                try runtime.meter.step(at: location)
                bind(frame, value)
                if let condition, !(try condition.run(frame).bool) { continue }
                switch try body.run(frame) {
                case .next, .continued: continue
                case .broke: return .next
                case .returned(let value): return .returned(value)
                }
            }
            return .next
        }, exits: false)
    }

    /// Declares the names of a `for` pattern: one name, `_`, or a tuple of names that
    /// destructures `(offset, element)` and `(key, value)` tuples.
    private func declarePattern(_ pattern: PatternSyntax, _ type: ValueType, in scope: Scope) -> (Frame, Value) -> Void {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            let index = scope.declare(identifier.identifier.text, type)
            return { frame, value in frame.slots[index] = value }
        }
        if pattern.is(WildcardPatternSyntax.self) { return { _, _ in } }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            let fields = Tuples.fields(of: type)
            if fields == nil, type != .any {
                error(.mismatch(.notTuple(type)), at: pattern)
            } else if let fields, fields.count != tuple.elements.count {
                error(.argumentCount(.tupleElements(type, expected: fields.count, names: tuple.elements.count)), at: pattern)
            }
            var binders: [(Frame, Value) -> Void] = []
            for (position, element) in tuple.elements.enumerated() {
                let field = fields.flatMap { position < $0.count ? $0[position] : nil }
                let bind = declarePattern(element.pattern, field?.type ?? .any, in: scope)
                let name = field?.name
                binders.append { frame, value in
                    guard let name, case .record(let record) = value else { return bind(frame, .null) }
                    bind(frame, record[name] ?? .null)
                }
            }
            return { frame, value in for bind in binders { bind(frame, value) } }
        }
        error(.unsupported(.pattern(.loopVariable)), at: pattern)
        return { _, _ in }
    }
}
