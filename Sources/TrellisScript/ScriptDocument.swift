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
/// print(try document.render(width: 80, format: .plain))
/// ```
public final class ScriptDocument {
    /// The document's path, as given.
    public let path: String
    /// The document's text.
    public let source: String
    /// The limits the document was checked against and renders within.
    public let limits: ScriptLimits
    /// The files the document's data was read from (its `load`s and `--data` files, links
    /// resolved; ``standardInputPath`` when it read standard input): inputs that an output file
    /// must not replace, as the document itself must not be.
    public let dataFiles: [String]
    private let program: Program
    let runtime: ScriptRuntime

    /// The locale the document formats numbers and dates in (`Text(x, format: .number)`,
    /// `"\(x, specifier: "%.1f")"`, `.formatted()`): ``defaultLocale`` unless set, so that output
    /// is the same on every machine.
    public var locale: Locale {
        get { runtime.locale }
        set { runtime.locale = newValue }
    }

    /// How the document's lengths, in points as in SwiftUI, become cells when it is rendered:
    /// ``LengthScale/standard`` unless set (`trellis render --length-scale`).
    public var lengthScale = LengthScale.standard

    /// The `data` file that stands for standard input: read through `standardInput`, as
    /// `stdin()` reads it, not opened as a path.
    public static let standardInputPath = "/dev/stdin"

    /// US English: ASCII digits, `.` before decimals, `,` between thousands, `$` for USD.
    public static let defaultLocale = Locale(identifier: "en_US")

    /// Reads and checks the document at `path`.
    ///
    /// - Parameters:
    ///   - path: The document; relative `load(…)` paths resolve against its folder.
    ///   - loader: Where `import Name` finds modules.
    ///   - data: Files that replace top-level `let`s of the same names; a name the document does
    ///     not bind is an error. A file at ``standardInputPath`` is standard input, read
    ///     through `standardInput`; standard input is read for one name or `stdin()`, not two.
    ///   - readableFolders: Folders besides the document's that `load(…)` may read from
    ///     (`--allow-read`); `data` files may also lie in the current folder.
    ///   - limits: The limits to check the document against and render it within.
    ///   - standardInput: What `stdin()` reads, read at most once; by default standard input,
    ///     up to the data limit (see ``readStandardInput(maxBytes:)``). An error it throws is
    ///     reported where `stdin()` is called.
    /// - Throws: ``ScriptError`` with every diagnostic; a file that cannot be read (or is not
    ///   a regular file), or is larger than `limits.documentBytes`, is reported as one
    ///   diagnostic at 1:1.
    public convenience init(
        contentsOf path: String, loader: any ScriptModuleLoader, data: [String: URL] = [:], readableFolders: [String] = [],
        limits: ScriptLimits = .standard, standardInput: (() throws -> Data)? = nil
    ) throws(ScriptError) {
        let start = SourceLocation(file: path, line: 1, column: 1)
        let contents: [UInt8]
        do throws(DataFile.Failure) {
            contents = try DataFile.read(path, maxBytes: limits.documentBytes)
        } catch {
            throw ScriptError([ScriptDiagnostic(.data(path: path, reason: error.reason), at: start)])
        }
        guard contents.count <= limits.documentBytes else {
            throw ScriptError([ScriptDiagnostic(.limit(Self.tooLarge(limits)), at: start)])
        }
        guard let source = String(validating: contents, as: UTF8.self) else {
            throw ScriptError([ScriptDiagnostic(.data(path: path, reason: "the file is not UTF-8 text"), at: start)])
        }
        try self.init(
            source: source, path: path, loader: loader, data: data, readableFolders: readableFolders, limits: limits,
            standardInput: standardInput)
    }

    /// Checks `source` as the document at `path`: reads its prelude (modules and data) with
    /// `loader` and the other inputs, then checks it against that prelude.
    /// - Throws: ``ScriptError`` with every diagnostic.
    public convenience init(
        source: String, path: String, loader: any ScriptModuleLoader, data: [String: URL] = [:], readableFolders: [String] = [],
        limits: ScriptLimits = .standard, standardInput: (() throws -> Data)? = nil
    ) throws(ScriptError) {
        let tree = try Self.parse(source, path: path, limits: limits)
        var cached: Data?
        let readStandardInput = standardInput ?? { try Self.readStandardInput(maxBytes: limits.dataBytes) }
        let reader = PreludeReader(
            file: path, loader: loader, overrides: data, readableFolders: readableFolders,
            standardInput: {
                if let cached { return cached }
                cached = try readStandardInput()
                return cached ?? Data()
            },
            limits: limits)
        try self.init(source: source, path: path, tree: tree, prelude: reader.read(DocumentOutline(tree)), limits: limits)
    }

    /// Checks `source` as the document at `path` against `prelude`, reading nothing.
    /// - Throws: ``ScriptError`` with every diagnostic.
    convenience init(source: String, path: String, prelude: DocumentPrelude, limits: ScriptLimits = .standard) throws(ScriptError) {
        try self.init(source: source, path: path, tree: Self.parse(source, path: path, limits: limits), prelude: prelude, limits: limits)
    }

    /// Checks the parsed document `tree` against `prelude`. A diagnostic about loaded data is
    /// then located in its file (see `ScriptDiagnostic.locatingData`).
    private init(source: String, path: String, tree: SourceFileSyntax, prelude: DocumentPrelude, limits: ScriptLimits) throws(ScriptError) {
        self.path = path
        self.source = source
        self.limits = limits
        dataFiles = prelude.readFiles
        runtime = ScriptRuntime(maxDepth: limits.nesting, limits: limits)
        let compiler = Compiler(file: path, source: tree, prelude: prelude, limits: limits, runtime: runtime)
        program = compiler.compileDocument(tree)
        if !compiler.diagnostics.isEmpty { throw ScriptError(compiler.diagnostics.map(\.locatingData)) }
    }

    /// `source` parsed, checked for syntax errors and limits, its operators folded.
    /// - Throws: ``ScriptError`` with the syntax errors, or the one limit exceeded.
    static func parse(_ source: String, path: String, limits: ScriptLimits) throws(ScriptError) -> SourceFileSyntax {
        let parsed = try parseWithinLimits(source, path: path, limits: limits)
        if let (message, offset) = BidiControlCheck.problem(in: source) {
            throw ScriptError([ScriptDiagnostic(.syntax(message), at: Self.location(ofUTF8Offset: offset, in: source, file: path))])
        }
        if let token = Self.unfixableEqual(in: parsed) {
            let offset = token.positionAfterSkippingLeadingTrivia.utf8Offset
            throw ScriptError([ScriptDiagnostic(.syntax("'=' must have consistent whitespace on both sides"),
                                                at: Self.location(ofUTF8Offset: offset, in: source, file: path))])
        }
        let syntaxErrors = ParseDiagnosticsGenerator.diagnostics(for: parsed)
        if !syntaxErrors.isEmpty {
            let converter = SourceLocationConverter(fileName: path, tree: parsed)
            throw ScriptError(syntaxErrors.map { diagnostic in
                let location = diagnostic.location(converter: converter)
                return ScriptDiagnostic(.syntax(diagnostic.message), at: SourceLocation(file: path, line: location.line, column: location.column))
            })
        }
        return OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
    }

    /// `source` parsed within the limits documents have (its size, the cost of parsing it, its
    /// nesting), syntax errors left in the tree: what any Swift text the package reads passes
    /// before it is walked (documents, and `check --porting`'s SwiftUI files).
    /// - Throws: ``ScriptError`` with the one limit exceeded, at its line and column.
    package static func parseWithinLimits(_ source: String, path: String, limits: ScriptLimits) throws(ScriptError) -> SourceFileSyntax {
        guard source.utf8.count <= limits.documentBytes else {
            throw ScriptError([ScriptDiagnostic(.limit(Self.tooLarge(limits)), at: SourceLocation(file: path, line: 1, column: 1))])
        }
        if let (message, offset) = ParseCostCheck.problem(in: source, maxInterpolationDepth: limits.nesting) {
            throw ScriptError([ScriptDiagnostic(.limit(message), at: Self.location(ofUTF8Offset: offset, in: source, file: path))])
        }
        var text = source
        let parsed = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: limits.nesting) }
        if let (message, node) = NestingCheck.problem(in: parsed, limits: limits) {
            // Not SourceLocationConverter(tree:), which walks the tree recursively.
            let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
            throw ScriptError([ScriptDiagnostic(.limit(message), at: Self.location(ofUTF8Offset: offset, in: source, file: path))])
        }
        return parsed
    }

    /// The document's view.
    /// - Throws: ``ScriptError`` when evaluating the top-level expression fails.
    public func makeView() throws(ScriptError) -> AnyView {
        let globals = Frame(parent: nil, size: program.globalsSize.size)
        runtime.globals = globals
        runtime.meter.restart()
        do {
            for (index, value) in program.bindings { globals.slots[index] = try value.run(globals) }
            return try program.view?.run(globals).view ?? AnyView(EmptyView())
        } catch let failure as RuntimeFailure {
            throw ScriptError([failure.diagnostic])
        } catch {
            throw ScriptError([])
        }
    }

    /// Renders the document's view `width` cells wide, its lengths at ``lengthScale``, in both
    /// text formats.
    /// - Throws: ``ScriptError`` when evaluating the document failed anywhere, even inside a
    ///   struct body or a `ForEach`, or when the output would be larger than
    ///   `limits.outputCells`; nothing is returned then.
    @MainActor public func render(width: Int) throws(ScriptError) -> RenderedText {
        let renderer = renderer(width: width)
        return try render { view throws(RenderSizeLimitExceeded) in try renderer.render(view, maxCells: limits.outputCells) }
    }

    /// Renders the document's view `width` cells wide in `format` only, a picture in `style`.
    /// - Throws: ``ScriptError`` as ``render(width:)`` does; nothing is returned then.
    @MainActor public func render(width: Int, format: RenderFormat, style: PictureStyle = PictureStyle()) throws(ScriptError) -> String {
        var renderer = renderer(width: width)
        renderer.pictureStyle = style
        return try render { view throws(RenderSizeLimitExceeded) in
            try renderer.render(view, format: format, maxCells: limits.outputCells)
        }
    }

    /// A renderer `width` cells wide at ``lengthScale`` that stops once the document's run is
    /// over (a limit crossed): what it would still draw is thrown away.
    private func renderer(width: Int) -> ViewRenderer {
        var renderer = ViewRenderer(width: width, lengthScale: lengthScale)
        renderer.cancellation = runtime.meter.cancellation
        return renderer
    }

    /// Makes the document's view and draws it with `draw`, reporting every failure of the
    /// document before a failure to fit the output limit.
    private func render<Output>(_ draw: (AnyView) throws(RenderSizeLimitExceeded) -> Output) throws(ScriptError) -> Output {
        let view = try makeView()
        let output: Output
        do throws(RenderSizeLimitExceeded) {
            output = try draw(view)
        } catch {
            try throwFailures()
            throw outputTooLarge(error)
        }
        try throwFailures()
        return output
    }

    /// The error for output larger than `limits.outputCells`.
    func outputTooLarge(_ error: RenderSizeLimitExceeded) -> ScriptError {
        let message = error.maxPictureBytes.map { "the picture would be larger than \($0 >> 20) MiB, the limit for SVG and HTML output" }
            ?? "the output would be \(error.lines) lines of \(error.width) columns, more than the limit of \(error.maxCells) cells"
        return ScriptError([ScriptDiagnostic(.limit(message), at: SourceLocation(file: path, line: 1, column: 1))])
    }

    /// An '=' that swift-syntax's diagnostics generator would trap on: lexed as spaced on one
    /// side only (its neighbour is a control character, `a  \u{1}= b`) while spaces lie on both
    /// sides, so the Fix-It it makes has no change, which `FixIt` traps on (swift-syntax 603).
    /// Found by DocumentFuzzer; the document is rejected with the generator's message instead.
    static func unfixableEqual(in tree: SourceFileSyntax) -> TokenSyntax? {
        func spaced(_ trivia: Trivia?) -> Bool {
            trivia?.contains { piece in
                switch piece {
                case .spaces, .tabs: true
                default: false
                }
            } ?? false
        }
        return tree.tokens(viewMode: .sourceAccurate).first { token in
            token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides
                && spaced(token.previousToken(viewMode: .all)?.trailingTrivia) && spaced(token.trailingTrivia)
        }
    }

    /// The line and column (in UTF-8 bytes, as swiftc counts) of `offset` in `source`.
    static func location(ofUTF8Offset offset: Int, in source: String, file: String) -> SourceLocation {
        let before = source.utf8.prefix(offset)
        let line = before.count { $0 == UInt8(ascii: "\n") } + 1
        let column = before.count - (before.lastIndex(of: UInt8(ascii: "\n")).map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
        return SourceLocation(file: file, line: line, column: column)
    }

    static func tooLarge(_ limits: ScriptLimits) -> String {
        "the document is larger than \(limits.documentBytes / 1024) KiB (\(limits.documentBytes) bytes), the limit for documents; put data in a JSON or CSV file and load(…) it"
    }

    /// The document's containers (its structs with `@ViewBuilder` content, plugin containers
    /// and `List`s, where the document's top-level view uses them) with their declared
    /// content and what it resolves to.
    @MainActor public func resolve() throws(ScriptError) -> ResolveReport {
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

    func throwFailures() throws(ScriptError) {
        if !runtime.failures.isEmpty { throw ScriptError(runtime.failures.map(\.diagnostic)) }
    }
}
