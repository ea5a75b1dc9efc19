// Seed 002's NewContainerView as a plugin: `import Sections` in a document.
import SectionsContainer
import TrellisPluginSDK

let sections = PluginDefinition(
    name: "Sections", version: "1.0",
    summary: "Seed 002's NewContainerView: boxed sections with highlighted and bold rows",
    containers: [
        ContainerDefinition("Sections", summary: "Each section a box of its header and rows") { context in
            Sections { context.content }
        },
    ],
    valueKeys: [
        .containerValue("isHighlight", \.isHighlight, summary: "Draws the row, or a section's header and rows, in red"),
        .containerValue("isBoldFont", \.isBoldFont, summary: "Draws the row, or a section's header and rows, in bold"),
    ],
    modifiers: [
        .setting("highlight", \.isHighlight, key: "isHighlight", summary: "Highlights a row or a section"),
        .setting("setBold", \.isBoldFont, key: "isBoldFont", summary: "Makes a row or a section bold"),
    ])

@c(trellis_plugin_entry_v1)
public func trellisPluginEntry(
    _ host: UnsafePointer<trellis_host>, _ plugin: UnsafeMutablePointer<UnsafePointer<trellis_plugin>?>
) -> trellis_status {
    sections.export(host: host, to: plugin)
}
