import Foundation
import Trellis
import TrellisHost

/// `trellis plugins probe REQUEST` (hidden): what `plugins verify` runs in a child process for
/// each plugin, given a `ProbeRequest` whole (see `ChildRequest`). Loads the plugin, lays out
/// each container over sample content at a few widths and applies each modifier; prints what
/// it checked, or the first failure, and exits with 1 on a failure. A crash, hang or memory
/// exhaustion is the parent's to report.
struct ProbePluginCommand: MainActorCommand {
    static let interface = CommandInterface(
        Self.self, name: "probe", abstract: "Load and exercise one plugin file (used by `plugins verify`).",
        isHidden: true,
        parameters: [RenderChildCommand.requestPieces.parameter])

    var request: [String]

    init(_ arguments: ParsedArguments) { request = arguments.all(RenderChildCommand.requestPieces) }

    /// The widths each container is laid out at: roomy, cramped and none.
    static let widths = [40, 3, 0]

    func runOnMainActor() throws {
        IsolatedRun.enterChild()
        let probe = try ChildRequest.decode(ProbeRequest.self, from: request)
        let host = PluginHost(
            searchPath: PluginSearchPath(directories: []), allowsWritablePlugins: probe.allowWritablePlugins,
            sandbox: probe.sandbox.sandbox)
        let summary: String
        do throws(PluginError) {
            let plugin = try host.load(path: probe.path)
            for container in plugin.containers {
                let arguments = Dictionary(
                    uniqueKeysWithValues: container.parameters.map {
                        ($0.name, $0.defaultValue ?? Self.sample($0.type))
                    })
                let view = try host.container(container.name, of: plugin, arguments: arguments) { Self.sampleContent }
                for width in Self.widths { _ = ViewRenderer(width: width).render(view) }
                if let failure = host.takeFailures().first { throw failure }
            }
            for modifier in plugin.modifiers {
                let arguments = modifier.signature.arguments.map { Self.sample($0.valueType) }
                _ = ViewRenderer(width: 40).render(
                    try host.apply(modifier.name, of: plugin, arguments: arguments, to: Text("sample")))
            }
            let kind = plugin.kind.sandboxSummary.map { " (\(plugin.kind): \($0))" } ?? ""
            summary = "\(plugin.containers.count) containers and \(plugin.modifiers.count) modifiers exercised\(kind)"
        } catch {
            try StandardOutput.write(text: "\(error)\n")
            throw ExitCode(1)
        }
        try StandardOutput.write(text: summary + "\n")
    }

    /// Two sections and a loose view, with text that wraps.
    @ViewBuilder static var sampleContent: some View {
        Section("First") {
            Text("One")
            Text("A longer line of text that has to wrap")
        }
        Section("Second") {
            Text("Two").bold()
        }
        Text("Loose")
    }

    /// A value of `type` for a parameter without a default.
    static func sample(_ type: PluginValueType) -> PluginValue {
        switch type {
        case .bool: .bool(true)
        case .int: .int(2)
        case .double: .double(1.5)
        case .string: .string("sample")
        case .list(let element): .list([sample(element), sample(element)])
        }
    }
}

/// One plugin file to probe and how to load it: what `plugins verify` sends each probe.
struct ProbeRequest: Codable, Hashable {
    var path: String
    var allowWritablePlugins: Bool
    var sandbox: SandboxRequest
}
