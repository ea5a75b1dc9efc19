import Foundation
import Trellis
import TrellisHost

/// A live Kanban board through the Kanban plugin, built here as libKanban.so (cc) and as
/// Kanban.wasm (Scripts/build-wasm-plugin): one card toggled per step, the frame timed from
/// the state write to the bytes, and the plugin's layout calls counted.
@MainActor enum KanbanFrames {
    @Observable final class Card {
        let index: Int
        var done = false
        init(index: Int) { self.index = index }
    }

    struct Columns: View {
        let cards: [Card]
        var body: some View {
            ForEach(0..<4, id: \.self) { column in
                Section("Column \(column)") {
                    ForEach(Array(stride(from: column, to: cards.count, by: 4)), id: \.self) { index in
                        CardView(card: cards[index])
                    }
                }
            }
        }
    }

    struct CardView: View {
        let card: Card
        var body: some View {
            Text("\(card.done ? "[x]" : "[ ]") task \(card.index)")
        }
    }

    struct Result {
        let median: Double
        let p99: Double
        let layoutCallsPerToggle: Int
    }

    /// Builds both plugins into a fresh folder; returns their paths (native, wasm).
    static func build(repository: URL) throws -> (String, String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-runtime-benchmark-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
        let source = repository.appendingPathComponent("Plugins/Kanban/kanban.c").path
        let headers = repository.appendingPathComponent("Headers").path
        func run(_ executable: String, _ arguments: [String]) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { throw BenchmarkFailure("\(executable) \(arguments) failed") }
        }
        try run("/usr/bin/env", ["cc", "-shared", "-fPIC", "-O2", "-fvisibility=hidden", "-I", headers, source, "-o", "\(folder)/libKanban.so"])
        try run(repository.appendingPathComponent("Scripts/build-wasm-plugin").path, ["\(folder)/wasm/Kanban.wasm", source])
        for (path, mode) in [("\(folder)/libKanban.so", 0o755), ("\(folder)/wasm/Kanban.wasm", 0o644), ("\(folder)/wasm", 0o755)] {
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        }
        return ("\(folder)/libKanban.so", "\(folder)/wasm/Kanban.wasm")
    }

    /// Toggles one of `count` cards per step, `steps` times, on a board through the plugin at `path`.
    static func measure(path: String, count: Int, steps: Int) throws -> Result {
        let host = PluginHost(searchPath: PluginSearchPath(directories: []))
        let plugin = try host.load(path: path)
        let cards = (0..<count).map(Card.init)
        let board = try host.container("Kanban", of: plugin) { Columns(cards: cards) }
        let driver = TestDriver(board, width: 200, height: 50)
        _ = host.takeFailures()
        var times: [Double] = []
        var calls = 0
        for step in 0..<steps {
            let before = host.layoutCalls
            let start = ContinuousClock.now
            cards[(step * 4) % 40].done.toggle()  // a card on screen
            driver.update()
            times.append(seconds(since: start))
            calls = max(calls, host.layoutCalls - before)
            // A frame is a render: its failures are checked, and the next frame's wasm calls get
            // a fresh render budget.
            let failures = host.takeFailures()
            guard failures.isEmpty else { throw BenchmarkFailure("the Kanban plugin failed: \(failures)") }
        }
        times.sort()
        return Result(median: times[times.count / 2], p99: times[min(times.count - 1, times.count * 99 / 100)], layoutCallsPerToggle: calls)
    }
}
