import Foundation
import Testing
import Trellis
import TrellisHost

/// The sandbox wasm plugins run in: each way out of it ends in one error naming the plugin, the
/// container and the limit, and the host carries on (in-process, without --isolate).
@MainActor @Suite("Wasm: the sandbox") struct WasmSandboxTests {
    /// A small budget and cap, so that the fixtures reach them quickly; the render's time budget
    /// out of reach, so that only counts decide.
    static let sandbox = WasmSandbox(fuel: 5_000_000, memoryBytes: 4 << 20, renderSeconds: 3600)

    /// Renders `container` of a fresh Sandbox.wasm, then Kanban.wasm in the same host; returns
    /// the failures the first left and checks the second rendered.
    func failures(of container: String) throws -> [String] {
        let host = PluginHost(searchPath: PluginSearchPath(directories: []), sandbox: Self.sandbox)
        let plugin = try host.load(path: try PluginBuilds.wasmFixture("sandbox.c", name: "Sandbox"))
        let rendered = ViewRenderer(width: 20).render(try host.container(container, of: plugin) { Text("card") })
        #expect(rendered.plain == "")
        let failures = host.takeFailures().map(\.description)
        let kanban = try host.load(path: try PluginBuilds.kanbanWasm())
        let board = ViewRenderer(width: 20).render(try host.container("Kanban", of: kanban) { Section("Col") { Text("card") } })
        #expect(board.plain.contains("card"))
        #expect(host.takeFailures().isEmpty)
        // The stopped plugin stays stopped: its memory may be half updated.
        _ = ViewRenderer(width: 20).render(try host.container("Fine", of: plugin) { Text("card") })
        #expect(host.takeFailures().map(\.description) == [failures.first?.replacingOccurrences(of: "'\(container)'", with: "'Fine'")])
        return failures
    }

    @Test("an endless loop runs out of fuel")
    func endlessLoop() throws {
        #expect(try failures(of: "Loop") == [
            "plugin 'Sandbox', 'Loop': stopped by the sandbox: ran out of fuel: one call may burn 5000000 units (--wasm-fuel raises the budget)"
        ])
    }

    @Test("unbounded memory growth passes the memory cap")
    func memoryGrowth() throws {
        let failures = try failures(of: "Grow")
        #expect(failures.count == 1)
        #expect(failures.first?.hasPrefix("plugin 'Sandbox', 'Grow': stopped by the sandbox: passed the memory cap of 4 MiB (its memory and tables would take ") == true, "\(failures)")
    }

    @Test("an out-of-bounds write traps")
    func outOfBoundsWrite() throws {
        #expect(try failures(of: "Wild") == ["plugin 'Sandbox', 'Wild': stopped by the sandbox: trapped: out of bounds memory access"])
    }

    @Test("a plugin that works draws inside the sandbox")
    func fine() throws {
        let host = PluginHost(searchPath: PluginSearchPath(directories: []), sandbox: Self.sandbox)
        let plugin = try host.load(path: try PluginBuilds.wasmFixture("sandbox.c", name: "Sandbox"))
        #expect(ViewRenderer(width: 20).render(try host.container("Fine", of: plugin) { Text("card") }).plain == "fine\n")
        #expect(host.takeFailures().isEmpty)
    }

    @Test("a WASI import loads only with its capability granted")
    func capability() throws {
        let path = try PluginBuilds.wasmFixture("clock.c", name: "Clock")
        let refusing = PluginHost(searchPath: PluginSearchPath(directories: []))
        #expect(throws: PluginError.self) { try refusing.load(path: path) }
        do {
            try refusing.load(path: path)
        } catch {
            #expect(error.description == "plugin '\(path)': not trusted: it needs capability 'clock' (it imports WASI clock_time_get), which is not granted; grant it with --allow-plugin Clock:clock")
        }
        let granting = PluginHost(searchPath: PluginSearchPath(directories: []), sandbox: WasmSandbox(grants: ["Clock": [.clock]]))
        let plugin = try granting.load(path: path)
        #expect(plugin.kind == .wasm(abi: "1.0", capabilities: [.clock], fuel: WasmSandbox.defaultFuel, memoryBytes: WasmSandbox.defaultMemoryBytes))
        #expect(ViewRenderer(width: 20).render(try granting.container("Clock", of: plugin) { Text("card") }).plain == "tick\n")
        #expect(granting.takeFailures().isEmpty)
    }

    /// The error loading `path` gives, with the path replaced by PATH.
    func loadError(_ path: String) -> String {
        do {
            try PluginHost(searchPath: PluginSearchPath(directories: [])).load(path: path)
            return "loaded"
        } catch {
            return error.description.replacingOccurrences(of: path, with: "PATH")
        }
    }

    @Test("malformed, truncated and empty modules are refused with the reason")
    func malformed() throws {
        let folder = try PluginBuilds.folder()
        let kanban = try Data(contentsOf: URL(fileURLWithPath: try PluginBuilds.kanbanWasm()))
        let files: [(String, Data)] = [
            ("Garbage", Data("this is not wasm".utf8)),
            ("Truncated", kanban.prefix(kanban.count / 2)),
            ("Header", kanban.prefix(8)),
            ("Empty", Data()),
        ]
        var errors: [String: String] = [:]
        for (name, data) in files {
            let path = "\(folder)/\(name).wasm"
            try data.write(to: URL(fileURLWithPath: path))
            errors[name] = loadError(path)
        }
        #expect(errors["Garbage"] == "plugin 'PATH': not a loadable WebAssembly module: no \\0asm magic number")
        #expect(errors["Empty"] == "plugin 'PATH': not a loadable WebAssembly module: the file is empty")
        #expect(errors["Truncated"]?.hasPrefix("plugin 'PATH': not a loadable WebAssembly module: ") == true, "\(errors)")
        #expect(errors["Header"]?.hasPrefix("plugin 'PATH': incompatible: not a Trellis wasm plugin: it exports no function trellis_wasm_abi_v1") == true, "\(errors)")
    }

    @Test("a module of another ABI major is refused on its marker alone")
    func wrongMarker() throws {
        let path = try PluginBuilds.folder() + "/Future.wasm"
        let built = try CTools.run("clang", [
            "--target=wasm32", "-nostdlib", "-O2", "-Wl,--no-entry", "\(Repository.fixtures)/future_marker.c", "-o", path,
        ])
        #expect(built.status == 0, "\(built.output)")
        #expect(loadError(path) == "plugin 'PATH': incompatible: host has wasm ABI 1.0, plugin has wasm ABI 2.0")
    }
}

/// The Misbehaving fixture built to wasm: each break of the contract is caught with the same
/// message as from the shared object, since both kinds go through the same checks.
@MainActor @Suite("Wasm: misbehaving layouts") struct WasmMisbehavingTests {
    let host = PluginHost(searchPath: PluginSearchPath(directories: []))
    let plugin: Plugin

    init() throws {
        plugin = try host.load(path: try PluginBuilds.wasmFixture("misbehaving.c", name: "Misbehaving"))
    }

    @Test("the same failure as the native plugin's", arguments: MisbehavingLayoutTests.misbehaviours)
    func misbehaviour(_ misbehaviour: Misbehaviour) throws {
        let rendered = ViewRenderer(width: 40).render(try host.container(misbehaviour.container, of: plugin) { Text("card") })
        #expect(rendered.plain == "")
        let failures = host.takeFailures().map(\.description)
        let subject = "plugin 'Misbehaving', '\(misbehaviour.container)': "
        #expect(failures.contains(subject + misbehaviour.message), "\(failures)")
        #expect(failures.allSatisfy { $0.hasPrefix(subject + "misbehaved: ") }, "\(failures)")
    }
}
