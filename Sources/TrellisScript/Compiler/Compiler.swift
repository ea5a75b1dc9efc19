import SwiftSyntax
import Trellis

/// Checks a parsed document and turns it into evaluable code in one pass: every name, call,
/// argument label, argument type and key is checked against the built-in catalogs, the
/// document's own definitions and the imported modules; problems are collected, not thrown,
/// so that every error is reported together.
///
/// Checking is a pure function of the syntax and the document's `DocumentPrelude` (its
/// modules and data, read before): a compiler reads no file, no standard input and loads no
/// plugin.
final class Compiler {
    let file: String
    private let converter: SourceLocationConverter
    /// Where reported diagnostics go: the document's own first, then one sink for each
    /// ``collecting(speculative:_:)`` under way, innermost last.
    private var sinks = [DiagnosticSink(isSpeculative: false)]

    let views = ViewCatalog.make()
    let modifiers = ModifierCatalog.make()
    let textStyles = ModifierCatalog.textStyles
    let shapeStyles = ModifierCatalog.shapeStyles
    let symbols = SymbolCatalog()

    /// What the document and its modules declare: keys, plugin views and modifiers, structs,
    /// records, modifiers and enums.
    var declared = DocumentSymbols()
    /// The closures checked so far, by syntax node, for reuse (``memoizedClosure``).
    var closureMemos: [SyntaxIdentifier: [ClosureMemo]] = [:]

    let runtime: ScriptRuntime
    let globals = Scope(parent: nil, startsFrame: true)
    /// The modules and data the document reads, read before checking.
    let prelude: DocumentPrelude
    /// The reads whose failure is reported already: one bad file is one error.
    var reportedReads: Set<DataRequest> = []
    let limits: ScriptLimits

    init(file: String, source: SourceFileSyntax, prelude: DocumentPrelude, limits: ScriptLimits, runtime: ScriptRuntime) {
        self.file = file
        self.limits = limits
        self.converter = SourceLocationConverter(fileName: file, tree: source)
        self.prelude = prelude
        self.runtime = runtime
        for key in BuiltinKeys.containerKeys { declared.containerKeys[key.name] = key }
        for key in BuiltinKeys.environmentKeys { declared.environmentKeys[key.name] = key }
    }

    // MARK: - Diagnostics

    func location(of node: some SyntaxProtocol) -> SourceLocation {
        let location = node.startLocation(converter: converter)
        return SourceLocation(file: file, line: location.line, column: location.column)
    }

    func error(_ representation: ScriptDiagnostic.Representation, at node: some SyntaxProtocol) {
        error(ScriptDiagnostic(representation, at: location(of: node)))
    }

    func error(_ representation: ScriptDiagnostic.Representation, at location: SourceLocation) {
        error(ScriptDiagnostic(representation, at: location))
    }

    /// Reports `diagnostic` (again, for a memoized check reused).
    func error(_ diagnostic: ScriptDiagnostic) {
        sinks[sinks.count - 1].diagnostics.append(diagnostic)
    }

    /// The document's diagnostics: every one reported outside ``collecting(speculative:_:)``
    /// or reported again after it.
    var diagnostics: [ScriptDiagnostic] { sinks[0].diagnostics }

    /// How many diagnostics are reported so far where reports go now: compared before and
    /// after a check to tell whether it found problems.
    var reportedCount: Int { sinks[sinks.count - 1].diagnostics.count }

    /// Whether `name` is already reported as an unknown name, view or type: its later uses add
    /// nothing, since one missing declaration or misspelt name is one error. Read from the
    /// diagnostics themselves, and only from those outside any speculation under way, so
    /// that a report speculation may drop never silences another (nor a memo made meanwhile).
    func isReportedUnknown(_ name: String) -> Bool {
        sinks.prefix { !$0.isSpeculative }.contains { sink in sink.diagnostics.contains { $0.unknownName == name } }
    }

    /// Runs `body` with its diagnostics collected apart, and returns its result with them,
    /// unreported: the caller reports them (a memo) or drops them (a speculation that failed).
    /// - Parameter speculative: Whether `body` tries something that may be dropped: its
    ///   reports then silence nothing (``isReportedUnknown(_:)``).
    func collecting<T>(speculative: Bool, _ body: () -> T) -> (result: T, diagnostics: [ScriptDiagnostic]) {
        sinks.append(DiagnosticSink(isSpeculative: speculative))
        let result = body()
        return (result, sinks.removeLast().diagnostics)
    }

    /// The result of `body` when checking it found no problem, else `nil` (used to try
    /// overloads): its diagnostics are never reported.
    func speculate<T>(_ body: () -> T) -> T? {
        let (result, found) = collecting(speculative: true, body)
        return found.isEmpty ? result : nil
    }

    // MARK: - Names

    /// Every name a document can call as a view.
    var viewNames: [String] {
        Array(views.keys) + Array(declared.structs.keys) + Array(declared.records.keys) + Array(declared.pluginContainers.keys)
            + ["ForEach", "Group", "List"]
    }

    /// Every modifier name.
    var modifierNames: [String] {
        Array(modifiers.keys) + Array(declared.pluginModifiers.keys) + Array(declared.customModifiers.keys)
            + ["containerValue", "environment", "id", "tag", "onChange"]
    }
}

/// Diagnostics collected apart while a check runs (`Compiler.collecting(speculative:_:)`).
struct DiagnosticSink {
    let isSpeculative: Bool
    var diagnostics: [ScriptDiagnostic] = []
}
