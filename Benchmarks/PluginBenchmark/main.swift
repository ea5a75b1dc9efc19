// Plugin benchmarks, release build: `swift build -c release && swift run -c release plugin-benchmark`.
//
// 1. Loading: dlopen, entry call and descriptor checks of the bundled DisplayBoard plugin, in a
//    fresh host (the first load in the process, then a reload of the cached image).
// 2. The 10,000-card board: the same DisplayBoard container in-process and as a plugin, same
//    content and width; the ratio is what the ABI costs.
// 3. One libffi modifier call (`displayBoardCardRejected(true)`, including the host's argument
//    checks and the view it returns) against applying the same modifier directly.
// 4. The 10,000-card Kanban board through Kanban.wasm (built here with Scripts/build-wasm-plugin,
//    run in the sandbox) against libKanban.so: same content, width and output bytes.
import DisplayBoardContainer
import Foundation
import Trellis
import TrellisHost

let products = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().path
let cards = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 10_000 : 10_000

/// The best of `runs` timings of `body`, in seconds.
func best(of runs: Int = 5, _ body: () throws -> Void) rethrows -> Double {
    var fastest = Double.infinity
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        fastest = min(fastest, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return fastest
}

func milliseconds(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1e3) }

// 1. Loading.
let firstLoad = try best(of: 1) { _ = try PluginHost(searchPath: PluginSearchPath(directories: [products])).plugin(named: "DisplayBoard") }
let reload = try best(of: 20) { _ = try PluginHost(searchPath: PluginSearchPath(directories: [products])).plugin(named: "DisplayBoard") }
print("load + handshake: first \(milliseconds(firstLoad)), again (image cached) \(milliseconds(reload))")

// 2. The board.
let host = PluginHost(searchPath: PluginSearchPath(directories: [products]))
let plugin = try host.plugin(named: "DisplayBoard")
let titles = (0..<cards).map { "task \(String(format: "%05d", $0)): fix layout" }
func content(_ reject: @escaping (AnyView) -> AnyView) -> some View {
    ForEach(0..<4, id: \.self) { column in
        Section("Column \(column)") {
            ForEach(Array(stride(from: column, to: cards, by: 4)), id: \.self) { index in
                index % 7 == 0 ? reject(AnyView(Text(titles[index]))) : AnyView(Text(titles[index]))
            }
        }
    }
}
let renderer = ViewRenderer(width: 120)
var inProcessBytes = 0, pluginBytes = 0
let inProcess = best {
    inProcessBytes = renderer.render(DisplayBoard { content { AnyView($0.displayBoardCardRejected(true)) } }, format: .ansi).utf8.count
}
let viaPlugin = try best {
    let reject = { (view: AnyView) in try! host.apply("displayBoardCardRejected", of: plugin, arguments: [.bool(true)], to: view) }
    pluginBytes = renderer.render(try host.container("DisplayBoard", of: plugin) { content(reject) }, format: .ansi).utf8.count
}
if inProcessBytes != pluginBytes || !host.takeFailures().isEmpty {
    let a = renderer.render(DisplayBoard { content { AnyView($0.displayBoardCardRejected(true)) } }, format: .plain).split(separator: "\n")
    let reject = { (view: AnyView) in try! host.apply("displayBoardCardRejected", of: plugin, arguments: [.bool(true)], to: view) }
    let b = renderer.render(try host.container("DisplayBoard", of: plugin) { content(reject) }, format: .plain).split(separator: "\n")
    print(host.takeFailures())
    for (index, (x, y)) in zip(a, b).enumerated() where x != y { print(index); print(x); print(y); break }
    print(a.count, b.count)
    fatalError("the plugin and in-process outputs differ")
}
print("\(cards)-card board, ANSI, width 120: in-process \(milliseconds(inProcess)), plugin \(milliseconds(viaPlugin)), ratio \(String(format: "%.2f", viaPlugin / inProcess))x (\(pluginBytes) bytes)")

// 3. One modifier call.
let calls = 100_000
let text = AnyView(Text("card"))
let direct = best { for _ in 0..<calls { _ = AnyView(text.displayBoardCardRejected(true)) } }
let ffi = try best { for _ in 0..<calls { _ = try host.apply("displayBoardCardRejected", of: plugin, arguments: [.bool(true)], to: text) } }
print(String(format: "modifier call: direct %.0f ns, through libffi %.0f ns (%.1fx)", direct / Double(calls) * 1e9, ffi / Double(calls) * 1e9, ffi / direct))

// 4. Kanban: the wasm plugin against the native one.
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let wasmFolder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-benchmark-\(UUID().uuidString)").path
try FileManager.default.createDirectory(atPath: wasmFolder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
let build = Process()
build.executableURL = repository.appendingPathComponent("Scripts/build-wasm-plugin")
build.arguments = ["\(wasmFolder)/Kanban.wasm", repository.appendingPathComponent("Plugins/Kanban/kanban.c").path]
try build.run()
build.waitUntilExit()
try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: "\(wasmFolder)/Kanban.wasm")
let nativeHost = PluginHost(searchPath: PluginSearchPath(directories: [products]))
let wasmHost = PluginHost(searchPath: PluginSearchPath(directories: [wasmFolder]))
let nativeKanban = try nativeHost.plugin(named: "Kanban"), wasmKanban = try wasmHost.plugin(named: "Kanban")
func board(_ host: PluginHost, _ plugin: Plugin) throws -> some View {
    try host.container("Kanban", of: plugin) {
        ForEach(0..<4, id: \.self) { column in
            Section("Column \(column)") {
                ForEach(Array(stride(from: column, to: cards, by: 4)), id: \.self) { index in
                    index % 7 == 0
                        ? try! host.apply("kanbanBlocked", of: plugin, arguments: [.bool(true)], to: Text(titles[index]))
                        : AnyView(Text(titles[index]))
                }
            }
        }
    }
}
var nativeOutput = "", wasmOutput = ""
let native = try best { nativeOutput = renderer.render(try board(nativeHost, nativeKanban), format: .ansi) }
let wasm = try best { wasmOutput = renderer.render(try board(wasmHost, wasmKanban), format: .ansi) }
guard nativeOutput == wasmOutput, nativeHost.takeFailures().isEmpty, wasmHost.takeFailures().isEmpty else {
    fatalError("Kanban.wasm and libKanban.so render differently: \(wasmHost.takeFailures())")
}
print("\(cards)-card Kanban board, ANSI, width 120: libKanban.so \(milliseconds(native)), Kanban.wasm \(milliseconds(wasm)), ratio \(String(format: "%.2f", wasm / native))x (\(wasmOutput.utf8.count) bytes)")
