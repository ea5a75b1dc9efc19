import SwiftSyntax
import Trellis

extension Compiler {
    /// `Name(property: value, …) { content }` for a document struct: its memberwise initializer.
    func compileStructCall(_ definition: StructDefinition, _ arguments: [CallArgument], at call: FunctionCallExprSyntax, in scope: Scope) -> Compiled {
        var parameters: [Parameter] = []
        var slots: [Int] = []
        var defaults: [Int: Compiled] = [:]
        for (index, property) in definition.properties.enumerated() {
            switch property.kind {
            case .stored(let defaultValue):
                if let defaultValue { defaults[parameters.count] = defaultValue }
                parameters.append(Parameter(property.name, .value(property.type), default: defaultValue == nil ? nil : .null))
                slots.append(index)
            case .content:
                parameters.append(Parameter(property.name, .content))
                slots.append(index)
            case .binding:
                parameters.append(Parameter(property.name, .binding(property.type)))
                slots.append(index)
            case .environment, .constant, .state:
                continue
            }
        }
        guard let (_, values) = resolveOverload(definition.name, [Callable(parameters, result: .view) { value, _ in value }],
                                                arguments, at: call.calledExpression, in: scope) else { return .invalid }
        let bound = ArgumentMatcher.match(arguments, to: parameters)
        let given = (try? bound.get())?.map { $0 != nil } ?? []
        let runtime = runtime
        let count = definition.properties.count
        let compiled = Compiled(type: .view) { frame in
            var properties = [Value](repeating: .null, count: count)
            for (position, value) in values.enumerated() {
                if !given[position], let defaultValue = defaults[position] {
                    properties[slots[position]] = try defaultValue.run(runtime.globals)
                } else {
                    properties[slots[position]] = try value.run(frame)
                }
            }
            return .view(AnyView(ScriptStructView(definition: definition, properties: properties, runtime: runtime)))
        }
        guard let contentIndex = parameters.firstIndex(where: { if case .content = $0.kind { true } else { false } }) else { return compiled }
        return recording(definition.name, compiled, contentIndex: contentIndex, values: values, arguments: arguments, at: call, in: scope)
    }

    /// `Name(field: value, …)` for a data struct: a record.
    func compileRecordCall(_ record: RecordDefinition, _ arguments: [CallArgument], at node: some SyntaxProtocol, in scope: Scope) -> Compiled {
        let fields = record.shape.fields ?? []
        let parameters = fields.map { Parameter($0.name, .value($0.type), default: record.defaults[$0.name] == nil ? nil : .null) }
        guard let (_, values) = resolveOverload(record.shape.name, [Callable(parameters, result: .any) { value, _ in value }],
                                                arguments, at: node, in: scope) else { return .invalid }
        let given = ((try? ArgumentMatcher.match(arguments, to: parameters).get()) ?? []).map { $0 != nil }
        let runtime = runtime
        let order = fields.indices.sorted { fields[$0].name < fields[$1].name }
        let layout = RecordLayout(typeName: record.shape.name, names: order.map { fields[$0].name })
        return Compiled(type: .record(record.shape)) { frame in
            .record(Record(layout: layout, values: try order.map { index in
                if !given[index], let defaultValue = record.defaults[fields[index].name] {
                    return try defaultValue.run(runtime.globals)
                }
                return try values[index].run(frame)
            }))
        }
    }

    /// `compiled`, a container call, recording its content for `resolve` when it is written
    /// outside the document's definitions.
    func recording(
        _ name: String, _ compiled: Compiled, contentIndex: Int, values: [Compiled], arguments: [CallArgument],
        at call: FunctionCallExprSyntax, in scope: Scope
    ) -> Compiled {
        guard scope.owner == nil else { return compiled }
        let location = location(of: call)
        let declared = contentClosure(of: arguments).map { declaredViews(in: $0.statements) } ?? []
        let content = values[contentIndex]
        let runtime = runtime
        return Compiled(type: compiled.type) { frame in
            if let recorder = runtime.recorder {
                recorder.record(.init(name: name, location: location, declared: declared, content: try content.run(frame).view))
            }
            return try compiled.run(frame)
        }
    }

    private func contentClosure(of arguments: [CallArgument]) -> ClosureExprSyntax? {
        arguments.first { $0.isUnlabeledTrailingClosure || $0.label == "content" }?.expression.as(ClosureExprSyntax.self)
    }

    /// The declared subviews of a builder block, as written.
    func declaredViews(in statements: CodeBlockItemListSyntax) -> [DeclaredView] {
        statements.compactMap { item -> DeclaredView? in
            let expression: ExprSyntax
            switch item.item {
            case .expr(let value): expression = value
            case .stmt(let statement):
                guard let value = statement.as(ExpressionStmtSyntax.self)?.expression else { return nil }
                expression = value
            case .decl: return nil
            }
            return declaredView(expression)
        }
    }

    private func declaredView(_ expression: ExprSyntax) -> DeclaredView {
        let where_ = location(of: expression).description
        if expression.is(IfExprSyntax.self) {
            return DeclaredView(kind: "if", location: where_, header: nil, content: nil, footer: nil)
        }
        // The base of a modifier chain: `Text("A").bold()` is a declared `Text`.
        var base = expression
        while true {
            if let call = base.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               let inner = member.base {
                base = inner
            } else if let member = base.as(MemberAccessExprSyntax.self), let inner = member.base,
                      !(inner.is(DeclReferenceExprSyntax.self) && SymbolKind.named(inner.trimmedDescription) != nil) {
                base = inner
            } else {
                break
            }
        }
        guard let call = base.as(FunctionCallExprSyntax.self) else {
            return DeclaredView(kind: base.trimmedDescription, location: where_, header: nil, content: nil, footer: nil)
        }
        let kind = call.calledExpression.trimmedDescription
        guard kind == "Section" else {
            return DeclaredView(kind: kind, location: where_, header: nil, content: nil, footer: nil)
        }
        let arguments = CallArgument.of(call)
        func part(_ label: String) -> [DeclaredView] {
            guard let argument = arguments.first(where: { $0.label == label }) else { return [] }
            if let closure = argument.expression.as(ClosureExprSyntax.self) { return declaredViews(in: closure.statements) }
            return [declaredView(argument.expression)]
        }
        let content = contentClosure(of: arguments).map { declaredViews(in: $0.statements) } ?? []
        var header = part("header")
        if header.isEmpty, let title = arguments.first(where: { $0.label == nil && !$0.isUnlabeledTrailingClosure }) {
            header = [DeclaredView(kind: "Text", location: location(of: title.expression).description, header: nil, content: nil, footer: nil)]
        }
        return DeclaredView(kind: kind, location: where_, header: header, content: content, footer: part("footer"))
    }
}
