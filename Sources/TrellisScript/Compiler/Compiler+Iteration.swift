import SwiftSyntax
import Trellis

/// A data element with the id `ForEach` identifies it by.
private struct IdentifiedValue {
    let id: AnyHashable
    let value: Value
    /// Its position in the data: what a `ForEach($items)` row's binding reaches it by.
    let offset: Int
}

extension Compiler {
    /// The views that take closures with parameters: `ForEach` (over data, `subviews:` and
    /// `sections:`), `Group(subviews:)`, `Group(sections:)` and `List(data)`. `nil` when the
    /// call is another initializer of those names.
    func compileIteration(_ name: String, _ arguments: [CallArgument], at call: FunctionCallExprSyntax, in scope: Scope) -> Compiled? {
        let first = arguments.first.flatMap { $0.isUnlabeledTrailingClosure ? nil : $0 }
        switch (name, first?.label) {
        case ("ForEach", "subviews"?), ("ForEach", "subviewOf"?):
            return compileDecomposition(arguments, at: call, in: scope, parameter: .subview) { view, body in
                AnyView(ForEach(subviews: view) { body(.subview($0)) })
            }
        case ("ForEach", "sections"?), ("ForEach", "sectionOf"?):
            return compileDecomposition(arguments, at: call, in: scope, parameter: .section) { view, body in
                AnyView(ForEach(sections: view) { body(.section($0)) })
            }
        case ("Group", "subviews"?), ("Group", "subviewsOf"?):
            return compileDecomposition(arguments, at: call, in: scope, parameter: .subviews) { view, body in
                AnyView(Group(subviews: view) { body(.subviews($0)) })
            }
        case ("Group", "sections"?), ("Group", "sectionsOf"?):
            return compileDecomposition(arguments, at: call, in: scope, parameter: .sections) { view, body in
                AnyView(Group(sections: view) { body(.sections($0)) })
            }
        case ("ForEach", _):
            return compileForEach(arguments, at: call, in: scope)
        case ("List", nil) where first != nil:
            let rows = compileForEach(arguments, at: call, in: scope)
            let compiled = Compiled(type: .view) { frame in
                let content = try rows.run(frame).view
                return .view(AnyView(List { content }))
            }
            return recording("List", compiled, contentIndex: 0, values: [rows], arguments: [], at: call, in: scope)
        default:
            return nil
        }
    }

    /// `X(label: view) { parameter in … }`: `view` decomposed, the closure given each part.
    private func compileDecomposition(
        _ arguments: [CallArgument], at call: FunctionCallExprSyntax, in scope: Scope, parameter: ValueType,
        make: @escaping (AnyView, @escaping (Value) -> AnyView) -> AnyView
    ) -> Compiled {
        guard arguments.count == 2, let closure = arguments[1].expression.as(ClosureExprSyntax.self), arguments[1].label == nil else {
            error(.usage(.decomposition(
                callee: call.calledExpression.trimmedDescription, label: arguments.first?.label ?? "subviews",
                parameter: parameter == .subview ? "subview" : "value")), at: call)
            return .invalid
        }
        let source = checked(compile(arguments[0].expression, expecting: .view, in: scope), against: .view, at: arguments[0].expression)
        let body = compileClosure(closure, parameterTypes: [parameter], in: scope)
        return Compiled(type: .view) { frame in
            .view(make(try source.run(frame).view) { body(frame, [$0]) })
        }
    }

    /// `ForEach(data, id: \.key) { element in … }` over arrays, ranges and loaded records.
    private func compileForEach(_ arguments: [CallArgument], at call: FunctionCallExprSyntax, in scope: Scope) -> Compiled {
        let idArgument = arguments.first { $0.label == "id" }
        let closures = arguments.filter { $0.expression.is(ClosureExprSyntax.self) }
        guard let dataArgument = arguments.first, dataArgument.label == nil, !dataArgument.isUnlabeledTrailingClosure,
              let closure = closures.last?.expression.as(ClosureExprSyntax.self),
              arguments.count == (idArgument == nil ? 2 : 3) else {
            if let unknown = arguments.first(where: { $0.label != nil && $0.label != "id" && $0.label != "content" }) {
                error(.unknownArgument(label: unknown.label ?? "_", callee: call.calledExpression.trimmedDescription,
                                       suggestion: Suggestion.closest(to: unknown.label ?? "", in: ["id", "subviews", "sections", "content"])),
                      at: unknown.expression.parent ?? Syntax(unknown.expression))
            } else {
                error(.usage(.forEachData(callee: call.calledExpression.trimmedDescription)), at: call)
            }
            return .invalid
        }
        // `ForEach($items) { $item in … }`: rows bound to the elements of a binding's array.
        let bound = dataArgument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text.hasPrefix("$") == true
            || (dataArgument.expression.is(MemberAccessExprSyntax.self) && dataArgument.expression.trimmedDescription.hasPrefix("$"))
        let collection = bound ? compileBinding(dataArgument.expression, of: .any, in: scope) : nil
        let data = collection.map { binding in
            Compiled(type: binding.type) { frame in try binding.run(frame).symbol(ScriptBinding.self)?.get() ?? .null }
        } ?? compile(dataArgument.expression, expecting: nil, in: scope)
        guard data.type != .failed else { return .invalid }
        guard let element = data.type.elementType else {
            error(.typeMismatch(found: data.type.description, expected: "a collection"), at: dataArgument.expression)
            return .invalid
        }
        let identify: (Value) throws -> Value
        if let idArgument {
            guard let keyPath = idArgument.expression.as(KeyPathExprSyntax.self), let accessor = keyPathAccessor(keyPath, on: element)?.read else {
                if !idArgument.expression.is(KeyPathExprSyntax.self) {
                    error(.typeMismatch(found: "value", expected: "KeyPath"), at: idArgument.expression)
                }
                return .invalid
            }
            identify = accessor
        } else {
            switch element {
            case .int, .subview, .section, .any: identify = { $0 }
            case .record(let shape) where shape.type(of: "id") != nil:
                identify = { value in if case .record(let record) = value { record["id"] ?? .null } else { .null } }
            default:
                error(.mismatch(.notIdentifiable(element)), at: dataArgument.expression)
                return .invalid
            }
        }
        let body: (Frame, IdentifiedValue) throws -> AnyView
        if let collection {
            let row = compileBindingRow(closure, element: element, in: scope)
            let runtime = runtime
            let location = location(of: dataArgument.expression)
            body = { frame, item in
                let whole = try collection.run(frame).symbol(ScriptBinding.self) ?? .constant(.null)
                return row(frame, item.value, whole.projected([.index(item.offset)], runtime: runtime, location: location))
            }
        } else {
            let closureBody = compileClosure(closure, parameterTypes: [element], in: scope)
            body = { frame, item in closureBody(frame, [item.value]) }
        }
        let location = location(of: call)
        let maxCount = limits.forEachCount
        let runtime = runtime
        return Compiled(type: .view) { frame in
            let elements = try data.run(frame).elements ?? []
            guard elements.count <= maxCount else {
                throw RuntimeFailure(limit: "ForEach over \(elements.count) elements; the limit is \(maxCount)", location: location)
            }
            try runtime.meter.step(elements.count, at: location)
            let items = try elements.enumerated().map { offset, value in
                let id = try identify(value)
                guard let hashable = id.hashable else {
                    throw RuntimeFailure(message: "'\(id)' cannot be an id", location: location)
                }
                return IdentifiedValue(id: hashable, value: value, offset: offset)
            }
            return .view(AnyView(ForEach(items, id: \.id) { item in runtime.guarded { try body(frame, item) } }))
        }
    }

    /// A read of `\.a.b` on values of `type`, checked, with the type it reads; `nil` after
    /// reporting an unknown member. Used by `ForEach(id:)` and wherever a key path is a
    /// function (`map(\.name)`).
    func keyPathAccessor(_ keyPath: KeyPathExprSyntax, on type: ValueType) -> (type: ValueType, read: (Value) throws -> Value)? {
        let before = reportedCount
        var read = Compiled(type: type) { frame in frame.slots[0] }
        for component in keyPath.components {
            guard case .property(let property) = component.component else {
                error(.unsupported(.keyPathComponent), at: component)
                return nil
            }
            let name = property.declName.baseName.text
            if name == "self" { continue }
            read = member(name, of: read, at: property)
            if reportedCount > before { return nil }
        }
        let access = read
        return (access.type, { value in
            let frame = Frame(parent: nil, size: 1)
            frame.slots[0] = value
            return try access.run(frame)
        })
    }
}

extension Compiler {
    /// The row closure of `ForEach($items) { $item in … }`: `item` reads the element and
    /// `$item` (with paths: `$item.done`) binds it, writing back through the array's binding.
    /// Any other closure form is one diagnostic.
    fileprivate func compileBindingRow(_ closure: ClosureExprSyntax, element: ValueType, in parent: Scope) -> (Frame, Value, ScriptBinding) -> AnyView {
        let scope = Scope(parent: parent, startsFrame: true)
        let projection = scope.reserveSlot()
        var valueSlot: Int?
        if case .simpleInput(let names)? = closure.signature?.parameterClause, names.count == 1,
           let name = names.first?.name.text, name.hasPrefix("$"), name.count > 1 {
            valueSlot = scope.declare(String(name.dropFirst()), element, projection: projection)
        } else {
            error(.usage(.bindingRows), at: closure.signature.map(Syntax.init) ?? Syntax(closure))
            // Declared as failed, so that their uses add no errors of their own.
            _ = declareClosureParameters(closure, [.failed], in: scope)
        }
        let body = compileBlock(Array(closure.statements), in: scope)
        let layout = scope.layout
        let runtime = runtime
        let location = location(of: closure)
        return { captured, value, binding in
            runtime.guarded {
                try runtime.meter.step(at: location)
                let frame = Frame(parent: captured, size: layout.size)
                frame.slots[projection] = .symbol(binding)
                if let valueSlot { frame.slots[valueSlot] = value }
                return try body.run(frame).view
            }
        }
    }
}
