import DisplayBoardContainer
import Foundation
import Testing
import Trellis
import TrellisHost

/// The same container in-process and as a Swift plugin renders the same bytes.
@MainActor @Suite struct PluginParityTests {
    /// The folder of the test executable, where SwiftPM puts the bundled plugins.
    static let productsFolder = URL(fileURLWithPath: try! FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        .deletingLastPathComponent().path

    @Test(arguments: [40, 80, 120])
    func displayBoardRendersTheSameAsAPlugin(width: Int) throws {
        let host = PluginHost(searchPath: PluginSearchPath(directories: [Self.productsFolder]))
        let plugin = try host.plugin(named: "DisplayBoard")
        let inProcess = ViewRenderer(width: width).render(DisplayBoard {
            Self.content { AnyView($0.displayBoardCardRejected(true)) }
        })
        // The plugin's own modifier, called through libffi, sets the value under its declared name.
        let reject = { (view: AnyView) in try! host.apply("displayBoardCardRejected", of: plugin, arguments: [.bool(true)], to: view) }
        let viaPlugin = ViewRenderer(width: width).render(try host.container("DisplayBoard", of: plugin) { Self.content(reject) })
        #expect(host.takeFailures().map(\.description) == [])
        #expect(viaPlugin.plain == inProcess.plain)
        #expect(viaPlugin.ansi == inProcess.ansi)
        #expect(inProcess.plain.contains("Deep"))  // wrapped at width 40, but there
        #expect(inProcess.plain.contains("✗"))
    }

    /// The board's content, rejecting cards with `reject`.
    @ViewBuilder static func content(_ reject: (AnyView) -> AnyView) -> some View {
        Section("Sam's Songs") {
            Text("Scrolling in the Deep")
            Text("Born to Build & Run")
            reject(AnyView(Text("Some Body Like View")))
        }
        reject(AnyView(Section("Sommer's Songs") {
            Text("Cupertino Dreamin'")
            Text("노래 두 번째 컴포넌트")
        }))
        Text("Unsorted request")
    }
}

/// Plugin containers nest across plugins: a Kanban (C) inside a DisplayBoard card (Swift) inside
/// a Kanban, each plugin calling back into the host, which calls the other plugin.
@MainActor @Suite struct CrossPluginNestingTests {
    @Test func kanbanInsideADisplayBoardCardInsideAKanban() throws {
        let host = PluginHost(searchPath: PluginSearchPath(directories: [PluginParityTests.productsFolder]))
        let board = try host.plugin(named: "DisplayBoard")
        let kanban = try host.plugin(named: "Kanban")
        let inner = try host.container("Kanban", of: kanban) {
            Section("Todo") { Text("inner card") }
        }
        let middle = try host.container("DisplayBoard", of: board) {
            Section("Board") { inner }
        }
        let outer = try host.container("Kanban", of: kanban) {
            Section("Outer") { middle }
        }
        let rendered = ViewRenderer(width: 60).render(outer).plain
        #expect(host.takeFailures().map(\.description) == [])
        #expect(rendered.contains("inner card"))
        #expect(rendered.contains("Outer") && rendered.contains("Board") && rendered.contains("Todo"))
        #expect(rendered.split(separator: "\n").allSatisfy { CellWidth.width(of: String($0)) <= 60 })
    }
}
