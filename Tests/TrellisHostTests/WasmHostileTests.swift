import Foundation
import Glibc
import Synchronization
import Testing
import Trellis
@testable import TrellisHost

/// Modules written as an attacker would (Fixtures/hostile.c, a runtime of its own, and hand-made
/// binaries from ``WasmModuleBuilder``): each ends in one clear error naming the plugin and the
/// limit, or a correct render, and the host carries on, in-process.
@MainActor @Suite("Wasm: hostile modules") struct WasmHostileTests {
    /// A small budget and cap, so that the attacks reach them quickly; the render's time budget
    /// out of reach, so that only counts decide.
    static let sandbox = WasmSandbox(fuel: 5_000_000, memoryBytes: 4 << 20, renderSeconds: 3600)
    static let plain = Result { try PluginBuilds.hostile() }

    /// Renders `container` of Hostile.wasm over `subviews` texts; the output and the failures.
    func render(
        _ container: String, path: String? = nil, sandbox: WasmSandbox = sandbox, subviews: Int = 1, clock: RenderBudget.Clock? = nil
    ) throws -> (plain: String, failures: [String]) {
        let host = PluginHost(searchPath: PluginSearchPath(directories: []), sandbox: sandbox)
        if let clock { host.clock = clock }
        let plugin = try host.load(path: try path ?? Self.plain.get())
        let rendered = ViewRenderer(width: 20).render(try host.container(container, of: plugin) {
            ForEach(0..<subviews) { Text("card \($0)") }
        })
        return (rendered.plain, host.takeFailures().map(\.description))
    }

    /// The error loading `path` under `sandbox` gives, with the path replaced by PATH.
    func loadError(_ path: String, sandbox: WasmSandbox = WasmSandbox()) -> String {
        do {
            try PluginHost(searchPath: PluginSearchPath(directories: []), sandbox: sandbox).load(path: path)
            return "loaded"
        } catch {
            return error.description.replacingOccurrences(of: path, with: "PATH")
        }
    }

    /// Loop iterations that burn about 40% of the 5,000,000 units of fuel of ``sandbox``.
    static let burn = 175_000

    static let fuelStop = "stopped by the sandbox: ran out of fuel: one call may burn 5000000 units (--wasm-fuel raises the budget)"

    @Test("an allocator that calls render_subview is stopped, not re-entered until the stack overflows")
    func reentrantAllocator() throws {
        #expect(try render("Reenter").failures == [
            "plugin 'Hostile', 'Reenter': stopped by the sandbox: its allocator, run for the host, called render_subview (trellis_wasm_alloc and trellis_wasm_free may not call back into the host)"
        ])
    }

    @Test("an allocator answering near 2^32 is an error, not an overflow in the host")
    func allocatorNearTop() throws {
        let failures = try render("AllocTop").failures
        #expect(failures.count == 1)
        #expect(failures.first?.hasPrefix("plugin 'Hostile', 'AllocTop': stopped by the sandbox: trellis_wasm_alloc(") == true, "\(failures)")
        #expect(failures.first?.contains("answered memory outside the plugin's") == true, "\(failures)")
    }

    @Test("a descriptor offset near 2^32 is an error, not an overflow in the host")
    func descriptorNearTop() throws {
        let error = loadError(try PluginBuilds.hostile(["DESCRIPTOR=0xFFFFFFF0u"]))
        #expect(error.hasPrefix("plugin 'PATH': misbehaved: "), "\(error)")
        #expect(error.contains("lie outside the plugin's memory"), "\(error)")
    }

    @Test("a trap in the free after a successful layout fails the call")
    func trapInFree() throws {
        let (plain, failures) = try render("FreeTrap")
        #expect(plain == "")
        #expect(failures == ["plugin 'Hostile', 'FreeTrap': stopped by the sandbox: trapped: unreachable"])
    }

    @Test("text_width is charged by the byte: measuring 1 MiB forever runs out of fuel")
    func textWidthLoop() throws {
        #expect(try render("TextLoop").failures == ["plugin 'Hostile', 'TextLoop': " + Self.fuelStop])
    }

    @Test("log is charged by the byte: logging 64 KiB forever runs out of fuel")
    func logFlood() throws {
        #expect(try render("LogFlood").failures == ["plugin 'Hostile', 'LogFlood': " + Self.fuelStop])
    }

    @Test("an embedder receives each log line, made visible, cut and capped")
    func logLinesToEmbedder() throws {
        let host = PluginHost(searchPath: PluginSearchPath(directories: []), sandbox: Self.sandbox)
        let received = Mutex<[PluginLogLine]>([])
        host.logHandler = { line in received.withLock { $0.append(line) } }
        let plugin = try host.load(path: try Self.plain.get())
        _ = ViewRenderer(width: 20).render(try host.container("LogFlood", of: plugin) { Text("card") })
        _ = host.takeFailures()
        let lines = received.withLock { $0 }
        // 64 KiB messages, each cut to about 1,000 characters: some 32 of them fill the 32 KiB
        // of the log; one notice ends it, although the plugin logs on until its fuel runs out.
        #expect((2...PluginText.maxLogLines + 1).contains(lines.count), "\(lines.count) lines")
        for line in lines.dropLast() {
            #expect(line.plugin == "Hostile" && line.level == .info && !line.isSuppressionNotice)
            #expect(line.message.hasPrefix("aaaa") && line.message.count < 2 * PluginText.maxCharacters)
        }
        #expect(lines.last == PluginLogLine(
            plugin: "Hostile", level: .warning, message: "further log messages suppressed (more than 200 lines or 32 KiB)",
            isSuppressionNotice: true))
        #expect(lines.last?.formatted == "trellis: plugin 'Hostile': further log messages suppressed (more than 200 lines or 32 KiB)")
    }

    @Test("growing memory a page at a time is charged for what the engine copies")
    func slowGrowth() throws {
        let sandbox = WasmSandbox(fuel: 5_000_000, memoryBytes: 64 << 20, renderSeconds: 3600)
        #expect(try render("GrowSlow", sandbox: sandbox).failures == ["plugin 'Hostile', 'GrowSlow': " + Self.fuelStop])
    }

    @Test("an answer larger than the memory cap allows is refused before the host builds it")
    func tallAnswer() throws {
        let (plain, failures) = try render("Tall")
        #expect(plain == "")
        #expect(failures == [
            "plugin 'Hostile', 'Tall': misbehaved: begin_output: 20×100000 cells would take the host more than the plugin's memory cap of 4 MiB (--wasm-memory raises the cap)"
        ])
    }

    @Test("a 1 MiB error message is cut")
    func longError() throws {
        // Filling 1 MiB a few bytes at a time takes more than the small budget.
        let failures = try render("LongError", sandbox: WasmSandbox(fuel: 50_000_000, memoryBytes: 4 << 20, renderSeconds: 3600)).failures
        #expect(failures.count == 1)
        #expect(failures.first?.hasPrefix("plugin 'Hostile', 'LongError': failed: ") == true, "\(failures.first?.prefix(80) ?? "")")
        #expect((failures.first?.count ?? 0) < 2 * PluginText.maxCharacters, "\(failures.first?.count ?? 0) characters")
    }

    @Test("fuel is set once per call: allocations and frees share the call's budget")
    func oneBudgetPerCall() throws {
        // Each of the alloc, the layout and the free burns about a third of the budget: the three
        // together are more than one budget.
        // The load (an alloc and a free) fits in the budget; a call (an alloc, the layout and a
        // free) does not, unless each started a budget of its own.
        let path = try PluginBuilds.hostile(["BURN_IN_ALLOCATOR", "BURN=\(Self.burn)"])
        #expect(try render("Burn", path: path).failures == ["plugin 'Hostile', 'Burn': " + Self.fuelStop])
    }

    @Test("the calls of one render share a fuel budget")
    func renderFuel() throws {
        let sandbox = WasmSandbox(fuel: 5_000_000, memoryBytes: 4 << 20, renderFuel: 6_000_000, renderSeconds: 3600)
        let host = PluginHost(searchPath: PluginSearchPath(directories: []), sandbox: sandbox)
        let path = try PluginBuilds.hostile(["BURN=\(Self.burn)"])
        let plugin = try host.load(path: path)
        let burn = try host.container("Burn", of: plugin) { Text("card") }
        let rendered = ViewRenderer(width: 20).render(VStack { burn; burn; burn; burn; burn; burn; burn; burn })
        #expect(rendered.plain == "")
        #expect(host.takeFailures().map(\.description) == [
            "plugin 'Hostile', 'Burn': stopped by the sandbox: ran out of fuel: the wasm calls of one render may burn 6000000 units together"
        ])
        // The plugin stopped in the middle of a call stays stopped: its memory may be half updated.
        #expect(ViewRenderer(width: 20).render(try host.container("Fine", of: plugin) { Text("card") }).plain == "")
        #expect(host.takeFailures().map(\.description) == [
            "plugin 'Hostile', 'Fine': stopped by the sandbox: ran out of fuel: the wasm calls of one render may burn 6000000 units together"
        ])
    }

    @Test("loading a plugin spends from the render's time budget")
    func renderTimeAtLoad() throws {
        let path = try Self.plain.get()
        #expect(loadError(path, sandbox: WasmSandbox(renderSeconds: 0)) ==
            "plugin 'PATH': stopped by the sandbox while loading: ran out of time: the wasm calls of one render may take 0 s together (--wasm-render-seconds raises it)")
    }

    /// A sandbox whose render's 60 s are 1,200,000 units of fuel: less than one call's budget.
    static let slowInterpreter: WasmSandbox = {
        var sandbox = WasmSandbox(fuel: 5_000_000, memoryBytes: 4 << 20, renderSeconds: 60)
        sandbox.speed = WasmSpeed(unitsPerSecond: 20_000)
        return sandbox
    }()

    static let timeStop = "stopped by the sandbox: ran out of time: the wasm calls of one render may take 60 s together (--wasm-render-seconds raises it)"

    @Test("a call gets no more fuel than the render's time left takes: code that calls no import ends in time")
    func renderTimeAsFuel() throws {
        // About 2,000,000 units without an import: within the call's fuel, past the time's.
        let path = try PluginBuilds.hostile(["BURN=\(Self.burn)"])
        #expect(try render("Burn", path: path, sandbox: Self.slowInterpreter).failures == ["plugin 'Hostile', 'Burn': " + Self.timeStop])
    }

    /// A clock that moves on `step` seconds each time it is read, from 0.
    static func steppingClock(_ step: Double) -> RenderBudget.Clock {
        var now = 0.0
        return {
            now += step
            return now
        }
    }

    @Test("stretches that ran slower than the measured speed shorten the ones after: a late endless loop ends in time")
    func observedSpeed() throws {
        // The interpreter is taken to run 100,000 units a second: the render's hour would take
        // more than the call's 50,000,000 units. The clock says each stretch took 10 s: the
        // layout's first (1,000 loop iterations, some thousands of units, enough to be a sample)
        // ran at a few hundred units a second, so the loop after the import gets the hour's rest
        // at that speed, a few million units, and ends as running out of time.
        var sandbox = WasmSandbox(fuel: 50_000_000, memoryBytes: 4 << 20, renderSeconds: 3600)
        sandbox.speed = WasmSpeed(unitsPerSecond: 100_000)
        let path = try PluginBuilds.hostile(["BURN=1000"])
        #expect(try render("LateSpin", path: path, sandbox: sandbox, clock: Self.steppingClock(10)).failures == [
            "plugin 'Hostile', 'LateSpin': stopped by the sandbox: ran out of time: the wasm calls of one render may take 3600 s together (--wasm-render-seconds raises it)"
        ])
    }

    @Test("time between wasm calls is not the render's: renders an hour after the load, and an hour apart, are not stopped")
    func idleTimeIsNotCounted() throws {
        final class ManualClock { var seconds = 0.0 }
        let clock = ManualClock()
        let host = PluginHost(searchPath: PluginSearchPath(directories: []), sandbox: WasmSandbox(renderSeconds: 5))
        host.clock = { clock.seconds }
        let plugin = try host.load(path: try PluginBuilds.kanbanWasm())
        for _ in 0..<3 {
            clock.seconds += 3600
            let rendered = ViewRenderer(width: 30).render(try host.container("Kanban", of: plugin) { Section("To do") { Text("card") } })
            #expect(rendered.plain.contains("card"))
        }
        #expect(host.takeFailures().map(\.description) == [])
    }

    @Test("each frame of a live app is a render: frames that together burn more than one render may are not stopped")
    func liveFramesGetFreshBudgets() throws {
        func board(_ host: PluginHost, _ plugin: Plugin) throws -> AnyView {
            AnyView(try host.container("Kanban", of: plugin) { Section("To do") { Text("card") } })
        }
        // What loading takes, then what one frame does: the budget fits the load and two frames.
        let probe = PluginHost(searchPath: PluginSearchPath(directories: []))
        let probePlugin = try probe.load(path: try PluginBuilds.kanbanWasm())
        let load = probe.renderBudget.fuel - probe.renderBudget.fuelLeft
        _ = ViewRenderer(width: 40).render(try board(probe, probePlugin))
        let frame = probe.renderBudget.fuel - probe.renderBudget.fuelLeft - load
        #expect(probe.takeFailures().isEmpty)
        #expect(frame > 0)
        let sandbox = WasmSandbox(fuel: frame, renderFuel: load + frame * 2)
        let host = PluginHost(searchPath: PluginSearchPath(directories: []), sandbox: sandbox)
        let plugin = try host.load(path: try PluginBuilds.kanbanWasm())
        let driver = TestDriver(try board(host, plugin), width: 40, height: 8)
        // Each new width calls the plugin again: twenty frames, each within the budget.
        for width in 41...60 { driver.resize(width: width, height: 8) }
        #expect(host.takeFailures().map(\.description) == [])
        #expect(driver.lines.contains { $0.contains("card") })
    }

    @Test("the speed a render gives fuel at follows the stretches it sees, never above the one measured")
    func speedSamples() {
        let budget = RenderBudget(fuel: 1 << 40, seconds: 100, speed: WasmSpeed(unitsPerSecond: 1_000_000), clock: { 0 })
        budget.beginCall()
        #expect(budget.timedFuel(at: 0) == 100_000_000)
        // A stretch that burnt less than a sample's worth at the measured speed (20,000 units)
        // is not counted, however long it took: the cost of entering the plugin is most of it.
        budget.observe(units: 1_000, seconds: 5)
        #expect(budget.speed.unitsPerSecond == 1_000_000)
        // Shorter than a sample: not yet counted.
        budget.observe(units: 20_000, seconds: RenderBudget.sampleLength / 2)
        #expect(budget.speed.unitsPerSecond == 1_000_000)
        // Together a sample of 40,000 units in 1 s: 20,000 units a second, with the margin.
        budget.observe(units: 20_000, seconds: 1 - RenderBudget.sampleLength / 2)
        #expect(budget.speed.unitsPerSecond == 40_000 * WasmSpeed.margin)
        #expect(budget.timedFuel(at: 50) == 1_000_000)
        // A faster sample raises it again, up to the measured speed and no further.
        budget.observe(units: 1_000_000_000, seconds: 1)
        #expect(budget.speed.unitsPerSecond == 1_000_000)
    }

    @Test("a start function that loops ends in the load's time, not after all of its fuel")
    func startLoopInTime() throws {
        var module = WasmModuleBuilder()
        module.start = module.add(.init(type: 1, body: WasmModuleBuilder.endlessLoop))
        let path = try module.write("Made")
        var sandbox = Self.slowInterpreter
        sandbox.fuel = 1_000_000_000
        #expect(loadError(path, sandbox: sandbox) ==
            "plugin 'PATH': stopped by the sandbox while loading: ran out of time: the wasm calls of one render may take 60 s together (--wasm-render-seconds raises it)")
    }

    @Test("a large initial memory and table cost what zero-filling them does, not what copying them would")
    func largeInitialMemory() throws {
        // 16 MiB of memory and 500,000 table elements: 327,680 units zero-filled, within the
        // call's 1,000,000; charged as copies (a unit per 4 bytes) they took 5,000,000.
        var module = WasmModuleBuilder()
        module.memory = (256, nil)
        module.tables = [(500_000, nil)]
        let error = loadError(try module.write("Made"), sandbox: WasmSandbox(fuel: 1_000_000, renderSeconds: 3600))
        #expect(error == "plugin 'PATH': misbehaved: the module exports no function 'trellis_wasm_entry_v1' (Headers/ABI-wasm.md lists the exports)")
    }

    @Test("a table grown after the memory exists is charged as copied whole")
    func tableGrowthCharged() throws {
        // The start function grows a table of 500,000 elements by one: 4 MB copied, 1,000,000
        // units, more than the call's 900,000.
        var module = WasmModuleBuilder()
        module.tables = [(500_000, nil)]
        module.start = module.add(.init(type: 1, body: [0xD0, 0x70, 0x41, 0x01, 0xFC, 0x0F, 0x00, 0x1A]))
        let error = loadError(try module.write("Made"), sandbox: WasmSandbox(fuel: 900_000, renderSeconds: 3600))
        #expect(error == "plugin 'PATH': stopped by the sandbox while loading: ran out of fuel: one call may burn 900000 units (--wasm-fuel raises the budget)")
    }

    @Test("the plugins loaded for a render spend from its fuel")
    func renderFuelAtLoad() throws {
        // The load (an alloc and a free) burns about 4,000,000 of the render's 6,000,000 units;
        // the call (an alloc, the layout, a free) about as much, within its own 5,000,000.
        let sandbox = WasmSandbox(fuel: 5_000_000, memoryBytes: 4 << 20, renderFuel: 6_000_000, renderSeconds: 3600)
        let path = try PluginBuilds.hostile(["BURN_IN_ALLOCATOR", "BURN=\(Self.burn)"])
        #expect(try render("Fine", path: path, sandbox: sandbox).failures == [
            "plugin 'Hostile', 'Fine': stopped by the sandbox: ran out of fuel: the wasm calls of one render may burn 6000000 units together"
        ])
    }

    @Test("the speed the interpreter is measured at turns seconds into fuel")
    func measuredSpeed() {
        let speed = WasmSpeed.measured
        #expect(speed.unitsPerSecond > WasmSpeed.slowest, "the probe module did not run")
        #expect(speed.fuel(for: 0) == 0)
        #expect(WasmSpeed(unitsPerSecond: 20_000).fuel(for: 60) == 1_200_000)
        #expect(WasmSpeed(unitsPerSecond: 1e30).fuel(for: 3600) == 1 << 63)
    }

    @Test("a list default of 512 items aliasing one 1 MiB string passes the memory cap, counted per reference")
    func aliasedDefault() throws {
        let error = loadError(try PluginBuilds.hostile(["ALIASED_DEFAULT"]))
        #expect(error == "plugin 'PATH': misbehaved: what it hands the host in one call passes its memory cap of 64 MiB (each string and array is counted every time it is referenced; --wasm-memory raises the cap)")
    }

    @Test("a 1 MiB default shared by 100 subviews is lent once")
    func sharedDefault() throws {
        let path = try PluginBuilds.hostile(["SHARED_DEFAULT"])
        let (plain, failures) = try render("Fine", path: path, sandbox: WasmSandbox(fuel: 5_000_000, renderSeconds: 3600), subviews: 100)
        #expect(failures == [])
        #expect(plain == "fine\n")
    }
}

/// Modules no compiler emits, refused before they cost the host memory or time.
@MainActor @Suite("Wasm: hand-made modules") struct WasmModuleLimitTests {
    func loadError(_ builder: WasmModuleBuilder, sandbox: WasmSandbox = WasmSandbox()) throws -> String {
        let path = try builder.write("Made")
        do {
            try PluginHost(searchPath: PluginSearchPath(directories: []), sandbox: sandbox).load(path: path)
            return "loaded"
        } catch {
            return error.description.replacingOccurrences(of: path, with: "PATH")
        }
    }

    @Test("a start function that loops runs out of the load's fuel, reported without host addresses")
    func startLoop() throws {
        var module = WasmModuleBuilder()
        module.start = module.add(.init(type: 1, body: WasmModuleBuilder.endlessLoop))
        #expect(try loadError(module, sandbox: WasmSandbox(fuel: 1_000_000, renderSeconds: 3600)) ==
            "plugin 'PATH': stopped by the sandbox while loading: ran out of fuel: one call may burn 1000000 units (--wasm-fuel raises the budget)")
    }

    @Test("too many locals is refused in words")
    func tooManyLocals() throws {
        var module = WasmModuleBuilder()
        module.add(.init(type: 1, locals: [(count: UInt32(1_001), type: WasmModuleBuilder.i32)], body: []))
        #expect(try loadError(module) == "plugin 'PATH': not a loadable WebAssembly module: function body 1 declares more than 1000 locals")
    }

    @Test("a thousand tables are refused before parsing")
    func manyTables() throws {
        var module = WasmModuleBuilder()
        module.tables = Array(repeating: (65536, nil), count: 1024)
        #expect(try loadError(module) == "plugin 'PATH': not a loadable WebAssembly module: it has 1024 tables (limit 4)")
    }

    @Test("tables count against the memory cap")
    func largeTables() throws {
        var module = WasmModuleBuilder()
        module.tables = Array(repeating: (3_000_000, nil), count: 4)
        let error = try loadError(module, sandbox: WasmSandbox(renderSeconds: 3600))
        #expect(error.hasPrefix("plugin 'PATH': stopped by the sandbox while loading: passed the memory cap of 64 MiB (its memory and tables would take "), "\(error)")
    }

    @Test("growing a table one element at a time is bounded")
    func tableGrowth() throws {
        var module = WasmModuleBuilder()
        module.tables = [(0, nil)]
        // start: loop { ref.null func; i32.const 1; table.grow 0; drop; br 0 }
        module.start = module.add(.init(type: 1, body: [0x03, 0x40, 0xD0, 0x70, 0x41, 0x01, 0xFC, 0x0F, 0x00, 0x1A, 0x0C, 0x00, 0x0B]))
        let error = try loadError(module, sandbox: WasmSandbox(fuel: 1_000_000_000))
        #expect(error.hasPrefix("plugin 'PATH': stopped by the sandbox while loading: "), "\(error)")
    }

    @Test("too many functions are refused before parsing")
    func manyFunctions() throws {
        var module = WasmModuleBuilder()
        for _ in 0..<10_001 { module.add(.init(type: 1, body: [])) }
        #expect(try loadError(module) == "plugin 'PATH': not a loadable WebAssembly module: it has more than 10000 functions")
    }

    @Test("a huge function body is refused before parsing")
    func hugeBody() throws {
        var module = WasmModuleBuilder()
        module.add(.init(type: 1, body: Array(repeating: 0x01, count: 600_000)))  // nop × 600,000
        #expect(try loadError(module) ==
            "plugin 'PATH': not a loadable WebAssembly module: its function bodies take more than 262144 bytes (at body 1, of 600002 bytes)")
    }

    @Test("many function bodies within any one body's size are refused together before parsing")
    func manyBodies() throws {
        // Eight bodies of 40,000 nops: compiling 8 MiB of such bodies took a debug build 51 s.
        var module = WasmModuleBuilder()
        for _ in 0..<8 { module.add(.init(type: 1, body: Array(repeating: 0x01, count: 40_000))) }
        #expect(try loadError(module) ==
            "plugin 'PATH': not a loadable WebAssembly module: its function bodies take more than 262144 bytes (at body 7, of 40002 bytes)")
    }

    @Test("deep nesting within the body limit loads or fails in words, bounded")
    func deepNesting() throws {
        var module = WasmModuleBuilder()
        let depth = 170_000
        module.add(.init(type: 1, body: Array(repeating: [0x02, 0x40], count: depth).flatMap { $0 } + Array(repeating: 0x0B, count: depth)))
        let error = try loadError(module)
        #expect(error.hasPrefix("plugin 'PATH': "), "\(error)")
        #expect(!error.contains("0x"), "\(error)")
    }

    @Test("an initial memory past the cap is refused at instantiation")
    func hugeMemory() throws {
        var module = WasmModuleBuilder()
        module.memory = (65536, nil)
        #expect(try loadError(module) ==
            "plugin 'PATH': stopped by the sandbox while loading: passed the memory cap of 64 MiB (its memory and tables would take 4096 MiB; --wasm-memory raises the cap)")
    }
}

/// The module file is checked before it is read.
@MainActor @Suite("Wasm: module files") struct WasmModuleFileTests {
    func loadError(_ path: String) -> String {
        do {
            try PluginHost(searchPath: PluginSearchPath(directories: [])).load(path: path)
            return "loaded"
        } catch {
            return error.description.replacingOccurrences(of: path, with: "PATH")
        }
    }

    @Test("a FIFO named X.wasm is refused without blocking")
    func fifo() throws {
        let path = try PluginBuilds.folder() + "/Pipe.wasm"
        #expect(mkfifo(path, 0o644) == 0)
        #expect(loadError(path) == "plugin 'PATH': not a loadable WebAssembly module: it is not a regular file (a pipe, socket or device)")
    }

    @Test("a folder named X.wasm is refused as a folder")
    func folder() throws {
        let path = try PluginBuilds.folder() + "/Folder.wasm"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        #expect(loadError(path) == "plugin 'PATH': not a loadable WebAssembly module: it is a folder, not a file")
    }

    @Test("a file over the size limit is refused before it is read")
    func tooLarge() throws {
        var module = WasmModuleBuilder()
        module.rawSections = [(0, WasmModuleBuilder.name("padding") + Array(repeating: 0, count: 9 << 20))]
        let path = try module.write("Large")
        #expect(loadError(path) == "plugin 'PATH': not a loadable WebAssembly module: the file is larger than 8 MiB")
    }
}

@MainActor extension WasmHostileTests {
    @Test("container values of subviews × keys past the memory cap fail the container before they are built")
    func manyKeys() throws {
        let path = try PluginBuilds.hostile(["MANY_KEYS=4000"])
        let (plain, failures) = try render("Fine", path: path, subviews: 20)
        #expect(plain == "")
        #expect(failures == [
            "plugin 'Hostile', 'Fine': stopped by the sandbox: the container values of its 21 subviews and sections would take more than its memory cap of 4 MiB (--wasm-memory raises the cap)"
        ])
    }
}
