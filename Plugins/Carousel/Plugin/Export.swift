// The carousel as a plugin: `import Carousel` in a document.
import CarouselContainer
import TrellisPluginSDK

let carousel = PluginDefinition(
    name: "Carousel", version: "1.0",
    summary: "Seed 004's carousel: pages side by side with a page indicator",
    containers: [
        ContainerDefinition("Carousel", summary: "Each subview a page the container's width") { context in
            Carousel { context.content }
        },
    ])

@c(trellis_plugin_entry_v1)
public func trellisPluginEntry(
    _ host: UnsafePointer<trellis_host>, _ plugin: UnsafeMutablePointer<UnsafePointer<trellis_plugin>?>
) -> trellis_status {
    carousel.export(host: host, to: plugin)
}
