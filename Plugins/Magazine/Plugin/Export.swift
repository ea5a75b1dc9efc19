// The magazine as a plugin: `import Magazine` in a document.
import MagazineContainer
import TrellisPluginSDK

let magazine = PluginDefinition(
    name: "Magazine", version: "1.0",
    summary: "Seed 004's magazine: the first subview large, the rest in a row beneath",
    containers: [
        ContainerDefinition("Magazine", summary: "The first subview large, the rest in a row") { context in
            Magazine { context.content }
        },
    ])

@c(trellis_plugin_entry_v1)
public func trellisPluginEntry(
    _ host: UnsafePointer<trellis_host>, _ plugin: UnsafeMutablePointer<UnsafePointer<trellis_plugin>?>
) -> trellis_status {
    magazine.export(host: host, to: plugin)
}
