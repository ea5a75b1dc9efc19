import ArgumentParser
import Foundation
import Trellis
import TrellisScript

/// `trellis render FILE`: the document's view as text.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a view document as plain or ANSI text.",
        discussion: """
            Lines are at most --width cells wide (default: the terminal's width, else 80). With \
            -o the output replaces FILE atomically; when the document has errors nothing is \
            written and FILE keeps its old contents.

            Examples:
              trellis render Examples/Documents/karaoke-board.swift
              trellis render board.swift --width 60 --color never
              trellis render board.swift --data songs=new-songs.json -o board.txt
              cat rows.csv | trellis render table.swift
            """
    )

    @OptionGroup var document: DocumentOptions

    @Option(help: "The output width in terminal cells (default: the terminal's width, else 80).")
    var width: Int?

    @Option(help: "When to write ANSI colours and styles: auto (a terminal, without NO_COLOR), always or never.")
    var color: ColorMode = .auto

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the output to this file, atomically.", valueName: "file"), completion: .file())
    var output: String?

    func validate() throws {
        if let width, width < 1 { throw ValidationError("--width must be at least 1") }
    }

    func run() throws {
        let loaded = try document.loadOrReport()
        let text: RenderedText
        do throws(ScriptError) {
            text = try loaded.render(width: width ?? Terminal.outputWidth ?? 80)
        } catch {
            throw DiagnosticRenderer.report(error, source: loaded.source)
        }
        // A plugin that failed while laying out drew nothing: report it and write nothing.
        let failures = PluginModuleLoader.renderFailures()
        if let last = failures.last {
            for failure in failures.dropLast() { _ = DiagnosticRenderer.report(failure) }
            throw DiagnosticRenderer.report(last)
        }
        let toTerminal = output == nil && Terminal.outputIsTerminal
        let ansi = color.usesColor(environment: ProcessInfo.processInfo.environment, toTerminal: toTerminal)
        let rendered = ansi ? text.ansi : text.plain
        guard let output else {
            FileHandle.standardOutput.write(Data(rendered.utf8))
            return
        }
        do throws(AtomicFile.Failure) {
            try AtomicFile.write(rendered, to: output)
        } catch {
            throw DiagnosticRenderer.report(error.message)
        }
    }
}
