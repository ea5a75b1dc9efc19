import Foundation
import SwiftSyntax

/// The stage that reads a document's prelude (`DocumentPrelude`): it loads the modules of the
/// `import` lines, and reads the data of the `load("…")` and `stdin()` calls and the `--data`
/// overrides, within the document's data budget. It is the only stage of a document that
/// touches files, standard input or plugins.
///
/// Data is read in the order the checker meets it (top-level `let`s, then structs by name,
/// enums, extensions and the view), so that the budget is spent, and standard input given to
/// its first reader, as checking in one pass did.
struct PreludeReader {
    /// The document's path; relative `load(…)` paths resolve against its folder.
    let file: String
    let loader: any ScriptModuleLoader
    /// Files that replace top-level `let`s by name.
    let overrides: [String: URL]
    /// Folders besides the document's that `load(…)` and `--data` files may read from.
    let readableFolders: [String]
    /// Reads standard input, once, for `stdin()` or a `--data` file at
    /// `ScriptDocument.standardInputPath`.
    let standardInput: () throws -> Data
    let limits: ScriptLimits

    private var directory: URL { URL(fileURLWithPath: file).deletingLastPathComponent() }

    /// The prelude of the document `outline` describes.
    func read(_ outline: DocumentOutline) -> DocumentPrelude {
        var prelude = DocumentPrelude()
        for node in outline.imports {
            let name = DocumentOutline.moduleName(of: node)
            guard !DocumentOutline.builtinModules.contains(name), prelude.modules[name] == nil else { continue }
            prelude.modules[name] = loadModule(name)
        }
        prelude.overrides = overrides.mapValues(\.relativePath)
        let loader = DataLoader(limits: limits)
        for node in outline.lets {
            for binding in node.bindings {
                guard let name = DocumentOutline.name(of: binding) else { continue }
                if let url = overrides[name] {
                    prelude.data[.override(name)] = readOverride(url, for: name, with: loader)
                } else if let initializer = binding.initializer {
                    readCalls(in: initializer.value, with: loader, into: &prelude)
                }
            }
        }
        let declarations: [Syntax] = outline.structs.sorted { $0.name.text < $1.name.text }.map(Syntax.init)
            + outline.enums.map(Syntax.init) + outline.extensions.map(Syntax.init) + outline.expressions.prefix(1).map(Syntax.init)
        for node in declarations { readCalls(in: node, with: loader, into: &prelude) }
        prelude.origins = loader.origins
        prelude.readFiles = loader.readFiles
        return prelude
    }

    /// The module `name`, or why the loader has none.
    private func loadModule(_ name: String) -> Result<ScriptModule, DocumentPrelude.ModuleFailure> {
        do {
            return .success(try loader.module(named: name))
        } catch {
            return .failure(.init(reason: "\(error)", suggestion: Suggestion.closest(to: name, in: loader.availableModuleNames)))
        }
    }

    /// The `--data` file at `url`. It was named by whoever runs the document, so it may also
    /// lie in the current folder; `ScriptDocument.standardInputPath` is standard input.
    private func readOverride(_ url: URL, for name: String, with loader: DataLoader) -> Result<DataLoader.Typed, DataLoader.Failure> {
        let current = FileManager.default.currentDirectoryPath
        let folders = (paths: [directory.path, current] + readableFolders, name: "the document's folder and the current folder")
        return Result { () throws(DataLoader.Failure) in
            url.path == ScriptDocument.standardInputPath
                ? try loader.loadStandardInput(standardInput, for: "--data \(name)")
                : try loader.load(url.path, named: url.relativePath, inside: folders)
        }
    }

    /// Reads what each `load("…")` and `stdin()` call under `node` asks for, in source order.
    private func readCalls(in node: some SyntaxProtocol, with loader: DataLoader, into prelude: inout DocumentPrelude) {
        for request in DataCallFinder.requests(in: Syntax(node)) where prelude.data[request] == nil {
            if case .file(let path) = request {
                let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
                let folders = (paths: [directory.path] + readableFolders, name: "the document's folder")
                prelude.data[request] = Result { () throws(DataLoader.Failure) in try loader.load(url.path, named: path, inside: folders) }
            } else {
                prelude.data[request] = Result { () throws(DataLoader.Failure) in try loader.loadStandardInput(standardInput, for: "stdin()") }
            }
        }
    }
}

/// Finds the `load("…")` (with a literal path) and `stdin()` calls in a syntax tree: only
/// `.file` and `.standardInput` requests.
private final class DataCallFinder: SyntaxVisitor {
    private var requests: [DataRequest] = []

    static func requests(in node: Syntax) -> [DataRequest] {
        let finder = DataCallFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.requests
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let request = Self.request(of: node) { requests.append(request) }
        return .visitChildren
    }

    /// What `call` reads, when it is a data call the checker accepts.
    static func request(of call: FunctionCallExprSyntax) -> DataRequest? {
        let name: String
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        let arguments = call.arguments
        guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty else { return nil }
        switch name {
        case "stdin" where arguments.isEmpty:
            return .standardInput
        case "load" where arguments.count == 1 && arguments.first?.label == nil:
            return arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue.map(DataRequest.file)
        default:
            return nil
        }
    }
}
