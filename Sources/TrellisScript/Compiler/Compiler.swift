import Foundation
import SwiftSyntax
import Trellis

/// Checks a parsed document and turns it into evaluable code in one pass: every name, call,
/// argument label, argument type and key is checked against the built-in catalogs, the
/// document's own definitions and the imported modules; problems are collected, not thrown,
/// so that every error is reported together.
final class Compiler {
    let file: String
    let directory: URL
    private let converter: SourceLocationConverter
    private(set) var diagnostics: [ScriptDiagnostic] = []

    let views = ViewCatalog.make()
    let modifiers = ModifierCatalog.make()
    let textStyles = ModifierCatalog.textStyles
    let symbols = SymbolCatalog()

    var containerKeys: [String: KeyDeclaration] = [:]
    var environmentKeys: [String: KeyDeclaration] = [:]
    var pluginContainers: [String: ScriptContainerDeclaration] = [:]
    var pluginModifiers: [String: ScriptModifierDeclaration] = [:]
    var structs: [String: StructDefinition] = [:]
    var records: [String: RecordDefinition] = [:]
    var customModifiers: [String: Method] = [:]
    var enums: [String: EnumDefinition] = [:]
    /// Names declared by declarations already reported as unsupported (a top-level `func`):
    /// their uses are not reported again.
    var unsupportedNames: Set<String> = []
    /// Where the diagnostics of the outermost ``speculate(_:)`` under way begin.
    private var speculationStart: Int?
    /// The closures checked so far, by syntax node, for reuse (``memoizedClosure``).
    var closureMemos: [SyntaxIdentifier: [ClosureMemo]] = [:]

    let runtime: ScriptRuntime
    let globals = Scope(parent: nil, startsFrame: true)
    let inputs: DocumentInputs
    let limits: ScriptLimits
    /// Loads the document's data files and standard input, within one budget.
    let dataLoader: DataLoader

    init(file: String, source: SourceFileSyntax, inputs: DocumentInputs, limits: ScriptLimits, runtime: ScriptRuntime) {
        self.file = file
        self.limits = limits
        self.directory = URL(fileURLWithPath: file).deletingLastPathComponent()
        self.converter = SourceLocationConverter(fileName: file, tree: source)
        self.inputs = inputs
        self.dataLoader = DataLoader(limits: limits)
        self.runtime = runtime
        for key in BuiltinKeys.containerKeys { containerKeys[key.name] = key }
        for key in BuiltinKeys.environmentKeys { environmentKeys[key.name] = key }
    }

    // MARK: - Diagnostics

    func location(of node: some SyntaxProtocol) -> SourceLocation {
        let location = node.startLocation(converter: converter)
        return SourceLocation(file: file, line: location.line, column: location.column)
    }

    func error(_ representation: ScriptDiagnostic.Representation, at node: some SyntaxProtocol) {
        diagnostics.append(ScriptDiagnostic(representation, at: location(of: node)))
    }

    func error(_ representation: ScriptDiagnostic.Representation, at location: SourceLocation) {
        diagnostics.append(ScriptDiagnostic(representation, at: location))
    }

    /// Reports `diagnostic` again (a memoized check reused).
    func error(_ diagnostic: ScriptDiagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Whether `name` is already reported as an unknown name, view or type: its later uses add
    /// nothing, since one missing declaration or misspelt name is one error. Read from the
    /// diagnostics themselves, and only from those before any ``speculate(_:)`` under way, so
    /// that a report speculation may drop never silences another (nor a memo made meanwhile).
    func isReportedUnknown(_ name: String) -> Bool {
        diagnostics[..<(speculationStart ?? diagnostics.count)].contains { $0.unknownName == name }
    }

    /// Runs `body` and reports whether it added no diagnostics; when it added some, they are
    /// dropped (used to try overloads).
    func speculate<T>(_ body: () -> T) -> T? {
        let count = diagnostics.count
        let outermost = speculationStart == nil
        if outermost { speculationStart = count }
        defer { if outermost { speculationStart = nil } }
        let result = body()
        if diagnostics.count > count {
            diagnostics.removeSubrange(count...)
            return nil
        }
        return result
    }

    // MARK: - Names

    /// Every name a document can call as a view.
    var viewNames: [String] {
        Array(views.keys) + Array(structs.keys) + Array(records.keys) + Array(pluginContainers.keys)
            + ["ForEach", "Group", "List"]
    }

    /// Every modifier name.
    var modifierNames: [String] {
        Array(modifiers.keys) + Array(pluginModifiers.keys) + Array(customModifiers.keys) + ["containerValue", "environment", "id", "tag"]
    }
}

/// What a document reads besides its source: modules, standard input and `--data` overrides.
struct DocumentInputs {
    let loader: any ScriptModuleLoader
    /// Files that replace top-level `let` bindings by name.
    let data: [String: URL]
    /// Folders besides the document's that `load(…)` and `data` files may read from.
    let readableFolders: [String]
    /// Reads standard input, once, for `stdin()`.
    let standardInput: () throws -> Data
}
