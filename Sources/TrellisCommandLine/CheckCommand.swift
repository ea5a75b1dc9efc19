import Foundation
import TrellisPorting
import TrellisScript

/// `trellis check FILE`: every diagnostic, nothing rendered; with `--porting`, the SwiftUI
/// symbols a Swift source file uses that Trellis lacks or ignores.
struct CheckCommand: RunnableCommand {
    static let interface = CommandInterface(
        Self.self, name: "check",
        abstract: "Check a view document and report every diagnostic; render nothing.",
        discussion: """
            Exits with status 0 and prints nothing when the document is fine; otherwise prints \
            every error as file:line:column: error: message, with the source line and a caret, \
            and exits with status 1.

            With --porting, FILE is SwiftUI source code (an app's file, not a view document): \
            prints each use of a symbol that Trellis lacks ("not available") or accepts without \
            effect ("accepted, no effect on text") as file:line:column: symbol: reason, then a \
            summary line, and exits with status 1 when anything is not available (0 otherwise). \
            Where swiftc is on the PATH and trellis runs from its build folder, FILE is also \
            typechecked against Trellis with only `import SwiftUI` changed: the compiler's \
            errors are printed, counted in the summary and make the status 1.

            Examples:
              trellis check board.swift
              trellis check board.swift --plugin-path .build/plugins
              trellis check --porting MyApp/ContentView.swift
            """,
        parameters: DocumentOptions.parameters + [porting.parameter, typecheck.parameter])

    static let porting = Flag(
        "porting", help: "Read FILE as SwiftUI source and list the symbols Trellis lacks or ignores.")
    static let typecheck = Flag(
        "typecheck", inversionDefault: true,
        help:
            "With --porting: also typecheck FILE against Trellis with swiftc, when swiftc is on the PATH and trellis runs from its build folder."
    )

    var document: DocumentOptions
    var porting: Bool
    var typecheck: Bool

    init(_ arguments: ParsedArguments) {
        (document, porting, typecheck) = (
            DocumentOptions(arguments), arguments[Self.porting], arguments[Self.typecheck]
        )
    }

    func validate() throws(ValidationError) { try document.validate() }

    func run() throws {
        guard porting else {
            _ = try document.request.loadOrReport()
            return
        }
        let source: String
        do throws(DocumentSource.Failure) {
            source = try DocumentSource.read(document.file)
        } catch {
            throw DiagnosticRenderer.report("cannot read '\(document.file)': \(error.reason)")
        }
        let report: PortingReport
        do throws(ScriptError) {
            report = try PortingReport(source: source, file: document.file)
        } catch {
            throw DiagnosticRenderer.report(error, source: source)
        }
        let compiler = typecheck ? PortingTypecheck.find().flatMap { $0.run(source: source, file: document.file) } : nil
        if let failure = try DiagnosticRenderer.report(report, compiler: compiler) { throw failure }
    }
}
