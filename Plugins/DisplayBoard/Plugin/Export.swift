// The display board as a plugin: `import DisplayBoard` in a document.
import DisplayBoardContainer
import TrellisPluginSDK

let displayBoard = PluginDefinition(
    name: "DisplayBoard", version: "1.0",
    summary: "The WWDC24 display board: sections as columns of pinned cards",
    containers: [
        ContainerDefinition("DisplayBoard", summary: "Cards in columns, one per section") { context in
            DisplayBoard { context.content }
        },
    ],
    valueKeys: [
        .containerValue("isDisplayBoardCardRejected", \.isDisplayBoardCardRejected, summary: "Crosses the card out"),
    ],
    modifiers: [
        .setting("displayBoardCardRejected", \.isDisplayBoardCardRejected, key: "isDisplayBoardCardRejected",
                 summary: "Rejects a card, or every card of a section"),
    ])

@c(trellis_plugin_entry_v1)
public func trellisPluginEntry(
    _ host: UnsafePointer<trellis_host>, _ plugin: UnsafeMutablePointer<UnsafePointer<trellis_plugin>?>
) -> trellis_status {
    displayBoard.export(host: host, to: plugin)
}
