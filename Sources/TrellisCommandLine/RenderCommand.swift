import Foundation
import Trellis
import TrellisHost
import TrellisScript

/// `trellis render FILE`: the document's view as text.
struct RenderCommand: MainActorCommand {
    static let interface = CommandInterface(
        Self.self, name: "render",
        abstract: "Render a view document as plain or ANSI text, or as an SVG or HTML picture.",
        discussion: """
            Lines are at most --width cells wide (default: the terminal's width, else 80). \
            Lengths are in points, as in SwiftUI: a column is 8 points wide and a line 16 \
            tall unless --length-scale says otherwise (`cells` for documents written in \
            cells). With \
            -o the output replaces FILE atomically; when the document has errors nothing is \
            written and FILE keeps its old contents.

            --format svg or html writes a picture of the cells as a terminal shows them \
            (colours, bold, italic, underline, strikethrough; wide characters two cells wide), \
            in --theme dark or light, in a window titled --title (or untitled with --frame).

            --watch redraws the view in place, rewriting only the lines that changed, whenever \
            a file in the document's folder, a --data file or a plugin changes, or the terminal \
            is resized; errors show in place of the view until fixed; Ctrl-C ends it. Each \
            render runs in a child process, as with --isolate. --fullscreen draws on the \
            alternate screen.

            With --isolate the document is read, laid out and rendered in a child process \
            limited to --timeout seconds and --memory-limit MiB of address space: a plugin \
            that crashes, hangs or exhausts memory ends the render with an error naming the \
            plugin and container, and nothing is written.

            load("…") reads only regular files inside the document's folder (after \
            resolving links), --data files also the current folder; --allow-read DIR lets \
            both read DIR too.

            Exit status: 0 rendered; 1 the document has errors, a plugin failed or the \
            output cannot be written; 3 the isolated render crashed, ran out of time or \
            exhausted its memory; 64 bad usage.

            Examples:
              trellis render Examples/Documents/karaoke-board.swift
              trellis render board.swift --width 60 --color never
              trellis render board.swift --length-scale cells
              trellis render board.swift --data songs=new-songs.json -o board.txt
              trellis render board.swift --format svg --title "Karaoke" -o board.svg
              trellis render board.swift --data songs=/srv/music/songs.json --allow-read /srv/music
              cat rows.csv | trellis render table.swift
              trellis render untrusted.swift --isolate --timeout 5 -o out.txt
              trellis render board.swift --watch
            """,
        parameters: DocumentOptions.parameters + [
            width.parameter, lengthScale.parameter, color.parameter, format.parameter, title.parameter, theme.parameter,
            frame.parameter, output.parameter, watch.parameter, fullscreen.parameter, isolate.parameter,
        ] + isolation.parameters)

    /// The exit status of an isolated render that was stopped.
    static let stoppedStatus: Int32 = 3
    /// The widest output accepted.
    static let maxWidth = 10_000

    static let width = Option<Int?>(
        "width", help: "The output width in terminal cells (default: the terminal's width, else 80).")
    static let lengthScale = Option(
        "length-scale", valueName: "scale", default: LengthScale.standard,
        help:
            "How lengths (in points) become cells: `cells`, the points of a column (a line is twice as tall) or COLUMNxLINE points."
    )
    static let color = Option(
        "color", default: ColorMode.auto,
        help: "When to write ANSI colours and styles: auto (a terminal, without NO_COLOR), always or never.")
    static let format = Option(
        "format", default: OutputFormat.text, help: "What to write: text (plain or ANSI, as --color says), svg or html."
    )
    static let title = Option<String?>(
        "title", valueName: "text", help: "With --format svg or html: the window's title (draws the window).")
    static let theme = Option(
        "theme", default: PictureTheme.dark, help: "With --format svg or html: the colours, dark or light.")
    static let frame = Flag(
        "frame", help: "With --format svg or html: draw a window around the cells, even without --title.")
    static let output = Option<String?>(
        "output", short: "o", valueName: "file",
        help: "Write the output to this file, atomically (- is standard output).",
        completion: .file(extensions: []))
    static let watch = Flag(
        "watch",
        help:
            "Redraw in place whenever the document, a file in its folder, a data file or a plugin changes, or the terminal is resized (until Ctrl-C)."
    )
    static let fullscreen = Flag(
        "fullscreen", help: "With --watch: draw on the alternate screen, which is left when done.")
    static let isolate = Flag(
        "isolate",
        help:
            "Render in a child process, so that a plugin that crashes, hangs or exhausts memory cannot take trellis down (exit status 3)."
    )
    static let isolation = IsolationOptions(
        timeoutHelp: "With --isolate: the seconds the render may take.",
        memoryLimitHelp: "With --isolate: the render's address space, in MiB.")

    var document: DocumentOptions
    var width: Int?
    var lengthScale: LengthScale
    var color: ColorMode
    var format: OutputFormat
    var title: String?
    var theme: PictureTheme
    var frame: Bool
    var output: String?
    var watch: Bool
    var fullscreen: Bool
    var isolate: Bool
    var timeout: Double
    var memoryLimit: Int

    init(_ arguments: ParsedArguments) {
        document = DocumentOptions(arguments)
        (width, lengthScale, color, format) = (
            arguments[Self.width], arguments[Self.lengthScale], arguments[Self.color], arguments[Self.format]
        )
        (title, theme, frame, output) = (
            arguments[Self.title], arguments[Self.theme], arguments[Self.frame], arguments[Self.output]
        )
        (watch, fullscreen, isolate) = (arguments[Self.watch], arguments[Self.fullscreen], arguments[Self.isolate])
        (timeout, memoryLimit) = (arguments[Self.isolation.timeout], arguments[Self.isolation.memoryLimit])
    }

    /// The limits of `--timeout` and `--memory-limit`.
    var limits: IsolatedRun.Limits {
        IsolatedRun.Limits(timeoutOption: timeout, memoryLimitOption: memoryLimit)
    }

    func validate() throws(ValidationError) {
        try document.validate()
        if let width, width < 1 { throw ValidationError("--width must be at least 1") }
        if let width, width > Self.maxWidth { throw ValidationError("--width must be at most \(Self.maxWidth)") }
        if format == .text, title != nil || theme != .dark || frame {
            throw ValidationError("--title, --theme and --frame need --format svg or html")
        }
        if watch, format != .text || output != nil {
            throw ValidationError("--watch writes text to the terminal: drop --format and -o")
        }
        if fullscreen, !watch { throw ValidationError("--fullscreen needs --watch") }
        if watch, !Terminal.outputIsTerminal {
            throw ValidationError(
                "--watch redraws a terminal in place, and standard output is not one: render without --watch")
        }
        if watch, DescriptorPath.descriptor(of: document.file) != nil {
            throw ValidationError("--watch reads the document again on each change: give a file, not \(document.file)")
        }
        try IsolatedRun.Limits.validateOptions(timeout: timeout, memoryLimit: memoryLimit)
    }

    func runOnMainActor() throws {
        if watch { return try runWatching() }
        let request = request(width: outputWidth)
        if isolate { return try runIsolated(request) }
        try write(try request.render(), for: request)
    }

    /// The render these options ask for, `width` wide, with the colour settled here.
    func request(width: Int) -> RenderRequest {
        RenderRequest(
            document: document.request, width: width, usesColor: usesColor,
            pointsPerColumn: Double(lengthScale.pointsPerColumn),
            pointsPerLine: Double(lengthScale.pointsPerLine), format: format, title: title, theme: theme,
            showsWindow: frame, output: output)
    }

    /// `--width`, else the terminal's (within the widest accepted), else 80.
    var outputWidth: Int {
        width ?? Terminal.outputWidth.map { min($0, Self.maxWidth) } ?? 80
    }

    /// Whether the output is ANSI text.
    private var usesColor: Bool {
        color.usesColor(
            environment: ProcessInfo.processInfo.environment, toTerminal: output == nil && Terminal.outputIsTerminal)
    }

    /// Writes the output of `request` to standard output or, atomically, to the `-o` file.
    private func write(_ rendered: Data, for request: RenderRequest) throws {
        guard let output else { return try StandardOutput.write(rendered) }
        do throws(AtomicFile.Failure) {
            try AtomicFile.write(
                rendered, to: output, inputs: [request.document.file] + request.document.dataFiles.values.map(\.path))
        } catch {
            throw DiagnosticRenderer.report(error.message)
        }
    }

    /// Runs `request` in a child process, and writes its output only when it succeeded. The
    /// child reports document errors itself.
    private func runIsolated(_ request: RenderRequest) throws {
        let result: IsolatedRun.Result
        do throws(IsolationFailure) {
            result = try IsolatedRun.run(try request.childArguments(), limits: limits)
        } catch {
            _ = DiagnosticRenderer.report("\(error)")
            throw ExitCode(Self.stoppedStatus)
        }
        StandardError.write(String(decoding: result.errorOutput, as: UTF8.self))
        guard result.status == 0 else { throw ExitCode(result.status) }
        try write(result.output, for: request)
    }
}
