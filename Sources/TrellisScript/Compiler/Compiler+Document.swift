import Foundation
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
        var imports: [ImportDeclSyntax] = []
        var extensions: [ExtensionDeclSyntax] = []
        var structDecls: [StructDeclSyntax] = []
        var enumDecls: [EnumDeclSyntax] = []
        var lets: [VariableDeclSyntax] = []
        var expressions: [CodeBlockItemSyntax] = []
        for item in source.statements {
            switch item.item {
            case .decl(let decl):
                if let node = decl.as(ImportDeclSyntax.self) {
                    imports.append(node)
                } else if let node = decl.as(ExtensionDeclSyntax.self) {
                    extensions.append(node)
                } else if let node = decl.as(StructDeclSyntax.self) {
                    structDecls.append(node)
                } else if let node = decl.as(EnumDeclSyntax.self) {
                    enumDecls.append(node)
                } else if let node = decl.as(VariableDeclSyntax.self) {
                    lets.append(node)
                } else if let function = decl.as(FunctionDeclSyntax.self) {
                    unsupportedNames.insert(function.name.text)
                    error(.invalid("top-level functions are not supported in view documents; write it as a method or computed property "
                                   + "of a struct, or as an 'extension View' modifier"), at: function.funcKeyword)
                } else {
                    error(.unsupported("this declaration"), at: decl)
                }
            case .expr:
                expressions.append(item)
            case .stmt(let statement):
                if let expression = statement.as(ExpressionStmtSyntax.self), expression.expression.is(IfExprSyntax.self) {
                    expressions.append(item)
                } else {
                    error(.unsupported("this statement"), at: statement)
                }
            }
        }

        for node in imports { importModule(node) }
        for node in extensions { declareKeys(in: node) }
        for node in enumDecls { declareEnum(node) }
        for node in structDecls { declareType(node) }
        for node in extensions { declareModifiers(in: node) }

        var bindings: [(Int, Compiled)] = []
        var bound: Set<String> = []
        for node in lets {
            for (name, value) in compileTopLevel(node) {
                bound.insert(name)
                bindings.append((globals.declare(name, value.type), value))
            }
        }
        // `--data NAME=FILE` replaces a `let`: a name the document does not bind is a misspelling,
        // not a new binding nothing reads.
        for name in inputs.data.keys.sorted() where !bound.contains(name) {
            let suggestion = Suggestion.closest(to: name, in: bound)
            error(.invalid("--data \(name)=…: the document has no top-level 'let \(name)' to replace"
                           + (suggestion.map { "; did you mean '\($0)'?" } ?? "")), at: source.statements.first.map(Syntax.init) ?? Syntax(source))
        }

        for definition in structs.values.sorted(by: { $0.name < $1.name }) { compileBody(of: definition) }
        for node in extensions { compileModifierBodies(in: node) }
        compileReceiverBodies()

        var view: Compiled?
        if let first = expressions.first {
            view = compileBlock([first], in: globals)
            for extra in expressions.dropFirst() {
                error(.invalid("a document has one top-level view; this is a second one"), at: extra)
            }
        } else {
            error(.invalid("the document has no top-level view expression"), at: source.endOfFileToken)
        }
        let named = containerKeys.values.filter { $0.builtin == nil }.map(\.name).sorted()
        return Program(bindings: bindings, view: view, globalsSize: globals.layout, namedContainerKeys: named)
    }

    /// `let name = value` at the top level, with `--data` overrides applied.
    private func compileTopLevel(_ node: VariableDeclSyntax) -> [(String, Compiled)] {
        var result: [(String, Compiled)] = []
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                error(.unsupported("this pattern"), at: binding.pattern)
                continue
            }
            let annotated = binding.typeAnnotation.map { resolveType($0.type) }
            if let url = inputs.data[name] {
                result.append((name, checked(loadOverride(url, for: name, at: binding), against: annotated, at: binding)))
                continue
            }
            guard let initializer = binding.initializer else {
                error(.invalid("top-level '\(name)' needs a value"), at: binding)
                continue
            }
            let value = compile(initializer.value, expecting: annotated, in: globals)
            result.append((name, checked(value, against: annotated, at: initializer.value)))
        }
        return result
    }

    /// The `--data` file at `url`, or an invalid value (reported here, once) when it cannot be
    /// loaded: the name stays bound, so its uses add no errors of their own.
    ///
    /// The file was named by whoever runs the document, so it may also lie in the current folder.
    /// ``ScriptDocument/standardInputPath`` is standard input, read as `stdin()` reads it.
    private func loadOverride(_ url: URL, for name: String, at node: some SyntaxProtocol) -> Compiled {
        let current = FileManager.default.currentDirectoryPath
        let folders = (paths: [directory.path, current] + inputs.readableFolders, name: "the document's folder and the current folder")
        do {
            let data = url.path == ScriptDocument.standardInputPath
                ? try dataLoader.loadStandardInput(inputs.standardInput, for: "--data \(name)")
                : try dataLoader.load(url.path, named: url.relativePath, inside: folders)
            return .constant(data.value, data.type)
        } catch {
            if !error.isReported { self.error(.data(path: url.relativePath, reason: error.reason), at: node) }
            return .invalid
        }
    }

    /// `import Name`: asks the loader; `Trellis`, `SwiftUI` and `Foundation` are always there.
    private func importModule(_ node: ImportDeclSyntax) {
        let name = node.path.map(\.name.text).joined(separator: ".")
        guard !["Trellis", "SwiftUI", "Foundation"].contains(name) else { return }
        do {
            let module = try inputs.loader.module(named: name)
            for container in module.containers { pluginContainers[container.name] = container }
            for modifier in module.modifiers { pluginModifiers[modifier.name] = modifier }
            for key in module.valueKeys {
                let declaration = KeyDeclaration(
                    name: key.name, type: ValueType(key.type), defaultValue: Value(key.defaultValue), scope: key.scope, builtin: nil)
                switch key.scope {
                case .container: containerKeys[key.name] = declaration
                case .environment: environmentKeys[key.name] = declaration
                }
            }
        } catch {
            let suggestion = Suggestion.closest(to: name, in: inputs.loader.availableModuleNames)
            self.error(.unknownPlugin(name, reason: "\(error)", suggestion: suggestion), at: node.path)
        }
    }
}
