// The Rows container plugin: `import Rows` in a view document.
import TrellisPluginSDK

extension ContainerValues {
    /// Whether a row is highlighted.
    @Entry var isHighlighted: Bool = false
}

let plugin = PluginDefinition(
    name: "Rows", version: "0.1.0", summary: "Rows in a box",
    containers: [
        ContainerDefinition("Rows", parameters: [ParameterDefinition("title", .string, default: .string("Rows"))]) { context in
            GroupBox(context.string("title")) {
                VStack(alignment: .leading) {
                    ForEach(subviews: context.content) { row in
                        row.bold(row.containerValues.isHighlighted)
                    }
                }
            }
        },
    ],
    valueKeys: [.containerValue("isHighlighted", \.isHighlighted)],
    modifiers: [.setting("highlighted", \.isHighlighted, key: "isHighlighted")])

@c(trellis_plugin_entry_v1)
public func trellisPluginEntry(
    _ host: UnsafePointer<trellis_host>, _ descriptor: UnsafeMutablePointer<UnsafePointer<trellis_plugin>?>
) -> trellis_status {
    plugin.export(host: host, to: descriptor)
}
