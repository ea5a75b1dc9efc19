import Foundation
import Trellis
import TrellisABI
import TrellisScript

/// `trellis resolve FILE`: the declared and resolved structure of the document's containers.
struct ResolveCommand: MainActorCommand {
    static let interface = CommandInterface(
        Self.self, name: "resolve",
        abstract: "Show what each container of a document declares and what it resolves to.",
        discussion: """
            For each container the document's view uses (its structs with @ViewBuilder content, \
            plugin containers and Lists): the declared subviews of its content, its resolved \
            subviews with their ids and container values, and its sections with their header, \
            content, footer and container values. --json prints the schema documented in \
            README.md ("The trellis command").

            Examples:
              trellis resolve Examples/Documents/karaoke-board.swift
              trellis resolve board.swift --json > board-structure.json
            """,
        parameters: DocumentOptions.parameters + [json.parameter])

    static let json = Flag("json", help: "Print JSON instead of a summary.")

    var document: DocumentOptions
    var json: Bool

    init(_ arguments: ParsedArguments) { (document, json) = (DocumentOptions(arguments), arguments[Self.json]) }

    func validate() throws(ValidationError) { try document.validate() }

    func runOnMainActor() throws {
        let (loaded, plugins) = try document.request.loadOrReport()
        let report: ResolveReport
        do throws(ScriptError) {
            report = try loaded.resolve()
        } catch {
            throw DiagnosticRenderer.report(error, source: loaded.source)
        }
        try plugins.throwFailures()
        let facts = plugins.host.loadedPlugins.map(PluginFacts.init)
        try StandardOutput.write(text: json ? try Self.json(report, plugins: facts) : Self.summary(report))
    }

    /// The report, with a `plugins` key when the document loaded any.
    private struct Output: Encodable {
        let report: ResolveReport
        let plugins: [PluginFacts]

        enum Key: CodingKey { case plugins }

        func encode(to encoder: any Encoder) throws {
            try report.encode(to: encoder)
            guard !plugins.isEmpty else { return }
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(plugins, forKey: .plugins)
        }
    }

    private static func json(_ report: ResolveReport, plugins: [PluginFacts]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let text = String(decoding: try encoder.encode(Output(report: report, plugins: plugins)), as: UTF8.self)
        return TerminalSafety.escapingInvisibles(inJSON: text) + "\n"
    }

    /// One paragraph per container: counts, then each section's parts. Each line is made
    /// visible on its own: names, ids and file names come from the document and its data.
    private static func summary(_ report: ResolveReport) -> String {
        var lines: [String] = []
        for container in report.containers {
            lines.append(
                "\(container.name) at \(container.location): \(container.declaredCount) declared, "
                    + "\(container.resolvedCount) resolved, \(container.sections.count) section\(container.sections.count == 1 ? "" : "s")"
            )
            for section in container.sections {
                let values = section.containerValues.isEmpty ? "" : " " + Self.describe(section.containerValues)
                lines.append(
                    "  section \(section.id): header \(section.header.count), content \(section.content.count), "
                        + "footer \(section.footer.count)\(values)")
            }
        }
        return lines.map { TerminalSafety.visible($0) + "\n" }.joined()
    }

    private static func describe(_ values: [String: PluginValue]) -> String {
        "[" + values.keys.sorted().map { "\($0): \(values[$0]!)" }.joined(separator: ", ") + "]"
    }
}
