import Foundation
import Trellis
import TrellisHost
import TrellisScript

/// One render, settled: the document and everything that shapes its output, with the width and
/// the colour decided by the command that was given the options.
///
/// The same value renders in process and in the child of `--isolate` and `--watch`: the child
/// receives it whole, as JSON (`trellis render-request`), so that no option is parsed again from
/// arguments and none can be left behind; a new stored property travels with the synthesized
/// `Codable`.
struct RenderRequest: Codable, Hashable {
    var document: DocumentRequest
    /// The output width in cells.
    var width: Int
    /// Whether text output is ANSI (else plain).
    var usesColor: Bool
    /// The points of a column and of a line (`--length-scale`).
    var pointsPerColumn: Double
    var pointsPerLine: Double
    var format: OutputFormat
    /// The picture's title, theme and whether it draws a window (`--format svg` or `html`).
    var title: String?
    var theme: PictureTheme
    var showsWindow: Bool
    /// The `-o` file, if any: refused once the document is read when it is one of the files
    /// its data came from (in the child of `--isolate` too, which alone knows them).
    var output: String?

    /// How the document's lengths become cells.
    var lengthScale: LengthScale {
        LengthScale(pointsPerColumn: CGFloat(pointsPerColumn), pointsPerLine: CGFloat(pointsPerLine))
    }

    /// The rendered output.
    /// - Throws: The exit after reporting the document's diagnostics, or the failures of plugins
    ///   that failed while laying out (which drew nothing: nothing is to be written then).
    @MainActor func render() throws -> Data {
        IsolatedRun.enterChild()
        let (loaded, plugins) = try document.loadOrReport()
        if let output {
            do throws(AtomicFile.Failure) {
                try AtomicFile.refuseInputs(output, inputs: loaded.dataFiles)
            } catch {
                throw DiagnosticRenderer.report(error.message)
            }
        }
        loaded.lengthScale = lengthScale
        let rendered: String
        do throws(ScriptError) {
            rendered = try loaded.render(width: width, format: format.renderFormat(color: usesColor),
                                         style: PictureStyle(title: title, theme: theme, showsWindow: showsWindow))
        } catch {
            // A plugin that failed while the document was laid out is told too: its failure (a
            // slow one) may be why the render then ran out of time.
            try? plugins.throwFailures()
            throw DiagnosticRenderer.report(error, source: loaded.source)
        }
        try plugins.throwFailures()
        return Data(rendered.utf8)
    }

    /// The arguments of a child `trellis` process that renders this request.
    func childArguments() throws(IsolationFailure) -> [String] {
        try ChildRequest.arguments([RenderChildCommand.name], self)
    }
}

// The theme travels in a request by its name.
extension PictureTheme: Codable {}
