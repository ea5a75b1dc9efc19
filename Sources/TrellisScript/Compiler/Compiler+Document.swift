import SwiftSyntax

/// A checked document, ready to run: its top-level bindings and its view.
struct Program {
    let bindings: [(index: Int, value: Compiled)]
    let view: Compiled?
    let globalsSize: FrameLayout
    /// The container-value keys declared by name (by the document or its modules), sorted.
    let namedContainerKeys: [String]
}

extension Compiler {
    /// Checks the whole document. Declarations are taken in dependency order, not source
    /// order: imports and keys first, then type signatures, top-level `let`s, bodies and the
    /// view, so that a struct can be used above its definition.
    func compileDocument(_ source: SourceFileSyntax) -> Program {
        let outline = DocumentOutline(source)
        for function in outline.functions {
            declared.unsupportedNames.insert(function.name.text)
            error(.declaration(.topLevelFunction), at: function.funcKeyword)
        }
        for decl in outline.otherDeclarations {
            error(.unsupported(.declaration(.topLevel)), at: decl)
        }
        for statement in outline.otherStatements { error(.unsupported(.statement(.topLevel)), at: statement) }
        declare(outline)
        let bindings = compileTopLevel(outline.lets, in: source)
        for definition in declared.structs.values.sorted(by: { $0.name < $1.name }) { compileBody(of: definition) }
        for node in outline.extensions { compileModifierBodies(in: node) }
        compileReceiverBodies()
        let view = compileView(outline.expressions, in: source)
        let named = declared.containerKeys.values.filter { $0.builtin == nil }.map(\.name).sorted()
        return Program(bindings: bindings, view: view, globalsSize: globals.layout, namedContainerKeys: named)
    }

    /// Declares what the document's names mean: imports and keys first, then types and modifiers.
    private func declare(_ outline: DocumentOutline) {
        for node in outline.imports { importModule(node) }
        for node in outline.extensions { declareKeys(in: node) }
        for node in outline.enums { declareEnum(node) }
        for node in outline.classes { registerClass(node) }
        for node in outline.structs { declareType(node) }
        for node in outline.classes { declareClass(node) }
        for node in outline.extensions { declareModifiers(in: node) }
    }

    /// The top-level `let`s as bound globals; a `--data` name the document does not bind is
    /// reported (a misspelling, not a new binding nothing reads).
    private func compileTopLevel(_ lets: [VariableDeclSyntax], in source: SourceFileSyntax) -> [(index: Int, value: Compiled)] {
        var bindings: [(index: Int, value: Compiled)] = []
        var bound: Set<String> = []
        for node in lets {
            for (name, value) in compileTopLevel(node) {
                bound.insert(name)
                bindings.append((globals.declare(name, value.type), value))
            }
        }
        for name in prelude.overrides.keys.sorted() where !bound.contains(name) {
            let suggestion = Suggestion.closest(to: name, in: bound)
            error(.document(.unusedDataOverride(name: name, suggestion: suggestion)), at: source.statements.first.map(Syntax.init) ?? Syntax(source))
        }
        return bindings
    }

    /// The document's one view: the first top-level expression; others are reported.
    private func compileView(_ expressions: [CodeBlockItemSyntax], in source: SourceFileSyntax) -> Compiled? {
        guard let first = expressions.first else {
            error(.document(.noView), at: source.endOfFileToken)
            return nil
        }
        for extra in expressions.dropFirst() {
            error(.document(.secondView), at: extra)
        }
        return compileBlock([first], in: globals)
    }
    /// `let name = value` at the top level, with `--data` overrides applied.
    private func compileTopLevel(_ node: VariableDeclSyntax) -> [(String, Compiled)] {
        var result: [(String, Compiled)] = []
        for binding in node.bindings {
            guard let name = DocumentOutline.name(of: binding) else {
                error(.unsupported(.pattern(.property)), at: binding.pattern)
                continue
            }
            let annotated = binding.typeAnnotation.map { resolveType($0.type) }
            if let path = prelude.overrides[name] {
                result.append((name, checked(read(.override(name), shownAs: path, at: binding), against: annotated, at: binding)))
                continue
            }
            guard let initializer = binding.initializer else {
                error(.declaration(.topLevelValue(name: name)), at: binding)
                continue
            }
            let value = compile(initializer.value, expecting: annotated, in: globals)
            result.append((name, checked(value, against: annotated, at: initializer.value)))
        }
        return result
    }

    /// The data the prelude read for `request`, or an invalid value when it could not be
    /// read, reported here the first time (`path` as the user wrote it): the name stays bound,
    /// so its uses add no errors of their own.
    func read(_ request: DataRequest, shownAs path: String, at node: some SyntaxProtocol) -> Compiled {
        switch prelude.data[request] {
        case .success(let data)?:
            return .constant(data.value, data.type)
        case .failure(let failure)?:
            if !failure.isReported, reportedReads.insert(request).inserted { error(.data(path: path, reason: failure.reason), at: node) }
        case nil:
            if reportedReads.insert(request).inserted { error(.data(path: path, reason: "the document's prelude did not read it"), at: node) }
        }
        return .invalid
    }

    /// `import Name`: the prelude's module; `Trellis`, `SwiftUI` and `Foundation` are always there.
    private func importModule(_ node: ImportDeclSyntax) {
        let name = DocumentOutline.moduleName(of: node)
        guard !DocumentOutline.builtinModules.contains(name) else { return }
        switch prelude.modules[name] {
        case .success(let module)?:
            declare(module)
        case .failure(let failure)?:
            error(.unknownPlugin(name, reason: failure.reason, suggestion: failure.suggestion), at: node.path)
        case nil:
            error(.unknownPlugin(name, reason: "no plugin named '\(name)'", suggestion: nil), at: node.path)
        }
    }

    /// Declares the containers, modifiers and keys of an imported module.
    private func declare(_ module: ScriptModule) {
        for container in module.containers { declared.pluginContainers[container.name] = container }
        for modifier in module.modifiers { declared.pluginModifiers[modifier.name] = modifier }
        for key in module.valueKeys {
            let declaration = KeyDeclaration(
                name: key.name, type: ValueType(key.type), defaultValue: Value(key.defaultValue), scope: key.scope, builtin: nil)
            switch key.scope {
            case .container: declared.containerKeys[key.name] = declaration
            case .environment: declared.environmentKeys[key.name] = declaration
            }
        }
    }
}
