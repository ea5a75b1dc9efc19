// The checklist as a plugin: `import Checklist` in a document.
import ChecklistContainer
import TrellisPluginSDK

let checklist = PluginDefinition(
    name: "Checklist", version: "1.0",
    summary: "Seed 003's checklist: rows with a circle, shaded alternately, in sections",
    containers: [
        ContainerDefinition("Checklist", summary: "A row per subview, grouped by section") { context in
            Checklist { context.content }
        },
    ],
    valueKeys: [
        .containerValue("notApplicable", \.notApplicable, summary: "Strikes the row through"),
        .containerValue("checked", \.checked, summary: "Draws the row checked"),
    ],
    modifiers: [
        .setting("notApplicable", \.notApplicable, key: "notApplicable", summary: "Marks a row, or every row of a section, not applicable"),
        .setting("checked", \.checked, key: "checked", summary: "Checks a row, or every row of a section, off"),
    ])

@c(trellis_plugin_entry_v1)
public func trellisPluginEntry(
    _ host: UnsafePointer<trellis_host>, _ plugin: UnsafeMutablePointer<UnsafePointer<trellis_plugin>?>
) -> trellis_status {
    checklist.export(host: host, to: plugin)
}
