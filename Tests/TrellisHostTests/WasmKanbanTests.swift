import Testing
import Trellis
import TrellisHost

/// Kanban built to Kanban.wasm renders byte for byte as libKanban.so, through the same host.
@MainActor @Suite("Wasm: Kanban.wasm") struct WasmKanbanTests {
    let nativeHost = PluginHost(searchPath: PluginSearchPath(directories: []))
    let wasmHost = PluginHost(searchPath: PluginSearchPath(directories: []))
    let native: Plugin
    let wasm: Plugin

    init() throws {
        native = try nativeHost.load(path: try PluginBuilds.kanban())
        wasm = try wasmHost.load(path: try PluginBuilds.kanbanWasm())
    }

    /// The sample board of ``KanbanPluginTests`` with `arguments`, through `host`'s `plugin`.
    func board(_ host: PluginHost, _ plugin: Plugin, _ arguments: [String: PluginValue] = [:]) throws -> some View {
        let blocked = try host.apply("kanbanBlocked", of: plugin, arguments: [.bool(true)], to: Text("Kanban plugin in C"))
        return try host.container("Kanban", of: plugin, arguments: arguments) {
            Section("To do") { Text("Write the ABI notes"); Text("Fixture plugins broken on purpose") }
            Section("Doing") { blocked }
            Section("Done") { Text("Header") }
            Section("Empty") {}
        }
    }

    @Test("it declares what libKanban.so declares, as a wasm plugin")
    func declarations() throws {
        #expect(wasm.name == "Kanban")
        #expect(wasm.kind == .wasm(abi: "1.0", capabilities: [], fuel: WasmSandbox.defaultFuel, memoryBytes: WasmSandbox.defaultMemoryBytes))
        #expect(native.kind == .sharedObject)
        #expect(wasm.abiVersion == native.abiVersion)
        #expect(wasm.containers.map(\.name) == native.containers.map(\.name))
        #expect(wasm.containers.first?.parameters == native.containers.first?.parameters)
        #expect(wasm.valueKeys == native.valueKeys)
        #expect(wasm.modifiers.map(\.signature) == native.modifiers.map(\.signature))
        #expect(wasm.modifiers.map(\.labels) == native.modifiers.map(\.labels))
    }

    @Test("the same cells at every width, with and without arguments", arguments: [8, 20, 40, 80, 120])
    func parity(width: Int) throws {
        for arguments: [String: PluginValue] in [[:], ["spacing": .int(3)], ["columnWidth": .int(12)]] {
            let expected = ViewRenderer(width: width).render(try board(nativeHost, native, arguments))
            let rendered = ViewRenderer(width: width).render(try board(wasmHost, wasm, arguments))
            #expect(rendered.ansi == expected.ansi, "width \(width), \(arguments)")
        }
        #expect(nativeHost.takeFailures().isEmpty)
        #expect(wasmHost.takeFailures().map(\.description) == [])
    }
}
