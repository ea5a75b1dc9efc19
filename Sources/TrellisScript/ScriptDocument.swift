import Foundation
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import Trellis

/// A view document: Swift source with `import` lines, `let` bindings, struct and extension
/// definitions and one top-level view expression, checked and ready to render.
///
/// Creating a document parses it with SwiftParser and checks every name, argument and key
/// against Trellis, its own definitions and its imported modules; it throws every problem
/// found at once. A checked document renders without further errors, except those only data
/// can cause (an index out of range), which rendering reports the same way.
///
/// ```swift
/// let document = try ScriptDocument(contentsOf: "board.swift", loader: NoModuleLoader())
/// print(try document.render(width: 80).plain)
/// ```
public final class ScriptDocument {
    /// The document's path, as given.
    public let path: String
    /// The document's text.
    public let source: String
    private let program: Program
    private let runtime: ScriptRuntime

    /// Reads and checks the document at `path`.
    ///
    /// - Parameters:
    ///   - path: The document; relative `load(…)` paths resolve against its folder.
    ///   - loader: Where `import Name` finds modules.
    ///   - data: Files that replace top-level `let`s of the same names (or add them).
    ///   - standardInput: What `stdin()` reads, read at most once.
    /// - Throws: ``ScriptError`` with every diagnostic; a file that cannot be read is reported
    ///   as one diagnostic at 1:1.
    public convenience init(
        contentsOf path: String, loader: any ScriptModuleLoader, data: [String: URL] = [:],
        standardInput: @escaping () -> Data = { FileHandle.standardInput.readDataToEndOfFile() }
    ) throws(ScriptError) {
        guard let contents = FileManager.default.contents(atPath: path), let source = String(data: contents, encoding: .utf8) else {
            throw ScriptError([ScriptDiagnostic(.data(path: path, reason: "no such file"), at: SourceLocation(file: path, line: 1, column: 1))])
        }
        try self.init(source: source, path: path, loader: loader, data: data, standardInput: standardInput)
    }

    /// Checks `source` as the document at `path`.
    /// - Throws: ``ScriptError`` with every diagnostic.
    public init(
        source: String, path: String, loader: any ScriptModuleLoader, data: [String: URL] = [:],
        standardInput: @escaping () -> Data = { FileHandle.standardInput.readDataToEndOfFile() }
    ) throws(ScriptError) {
        self.path = path
        self.source = source
        let parsed = Parser.parse(source: source)
        let syntaxErrors = ParseDiagnosticsGenerator.diagnostics(for: parsed)
        if !syntaxErrors.isEmpty {
            let converter = SourceLocationConverter(fileName: path, tree: parsed)
            throw ScriptError(syntaxErrors.map { diagnostic in
                let location = diagnostic.location(converter: converter)
                return ScriptDiagnostic(.syntax(diagnostic.message), at: SourceLocation(file: path, line: location.line, column: location.column))
            })
        }
        let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
        var cached: Data?
        let inputs = DocumentInputs(loader: loader, data: data, standardInput: {
            if let cached { return cached }
            cached = standardInput()
            return cached ?? Data()
        })
        runtime = ScriptRuntime()
        let compiler = Compiler(file: path, source: folded, inputs: inputs, runtime: runtime)
        program = compiler.compileDocument(folded)
        if !compiler.diagnostics.isEmpty { throw ScriptError(compiler.diagnostics) }
    }

    /// The document's view.
    /// - Throws: ``ScriptError`` when evaluating the top-level expression fails.
    public func makeView() throws(ScriptError) -> AnyView {
        let globals = Frame(parent: nil, size: program.globalsSize.size)
        runtime.globals = globals
        do {
            for (index, value) in program.bindings { globals.slots[index] = try value.run(globals) }
            return try program.view?.run(globals).view ?? AnyView(EmptyView())
        } catch let failure as RuntimeFailure {
            throw ScriptError([failure.diagnostic])
        } catch {
            throw ScriptError([])
        }
    }

    /// Renders the document's view `width` cells wide.
    /// - Throws: ``ScriptError`` when evaluating the document failed anywhere, even inside a
    ///   struct body or a `ForEach`; nothing is returned then.
    public func render(width: Int) throws(ScriptError) -> RenderedText {
        let view = try makeView()
        let text = ViewRenderer(width: width).render(view)
        try throwFailures()
        return text
    }

    /// The document's containers (its structs with `@ViewBuilder` content, plugin containers
    /// and `List`s, where the document's top-level view uses them) with their declared
    /// content and what it resolves to.
    public func resolve() throws(ScriptError) -> ResolveReport {
        let recorder = ContainerRecorder()
        runtime.recorder = recorder
        defer { runtime.recorder = nil }
        _ = try render(width: 80)
        recorder.isRecording = false
        let keys = runtimeKeys
        let report = ResolveReport(document: path, containers: recorder.records.map { ResolveReport.Container($0, keys: keys) })
        try throwFailures()
        return report
    }

    /// The named keys a report lists: those the document and its modules declare.
    private var runtimeKeys: [String] { program.namedContainerKeys }

    private func throwFailures() throws(ScriptError) {
        if !runtime.failures.isEmpty { throw ScriptError(runtime.failures.map(\.diagnostic)) }
    }
}
