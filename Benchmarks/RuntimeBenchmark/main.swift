// The live runtime's costs for the issue's scenarios, release build:
//
//     swift build -c release --product runtime-benchmark && .build/release/runtime-benchmark [rows...] [--list-only]
//
// 1. A List of N rows (default 10,000 and 100,000) over @Observable models in a 200x50
//    terminal, one row toggled per step: the first frame's time, then per toggle the bodies
//    evaluated (the app's own, and all), the bytes written, the median and p99 time from the
//    state write to the frame's bytes, and the peak resident memory; then, with a selection
//    its view's state holds, the time from an arrow key to its frame; then the 100k/10k ratios.
// 2. A counter app run in a pseudo-terminal: keypress to answering frame (one key at a time),
//    a 60 Hz burst of keys (no key lost, p95 from key to its frame), and two idle seconds
//    (bytes written and the app's context switches: wake-ups).
// 3. A Kanban board of 1,000 cards through libKanban.so and Kanban.wasm, one card toggled per
//    frame: the plugin's layout calls per toggle and the wasm/native ratio of the frame time.
//
// Timings depend on the machine's load, which is printed: compare the ratios.
import Foundation
import Trellis

if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--terminal-app" {
    TerminalApp.run(resultPath: CommandLine.arguments[2])
}

@Observable final class ChecklistItem {
    let index: Int
    var done = false
    init(index: Int) { self.index = index }
}

@Observable final class Checklist {
    var items: [ChecklistItem]
    init(count: Int) { items = (0..<count).map(ChecklistItem.init) }
}

struct ChecklistRow: View {
    let item: ChecklistItem
    var body: some View {
        Text(item.done ? "[x] Item \(item.index)" : "[ ] Item \(item.index)")
    }
}

struct ChecklistView: View {
    let model: Checklist
    var body: some View {
        List(model.items, id: \.index) { ChecklistRow(item: $0) }
    }
}

/// The checklist with a selection its own state holds: each arrow key makes a new `List`.
struct SelectingChecklistView: View {
    let model: Checklist
    @State private var selection: Int?
    var body: some View {
        List(model.items, id: \.index, selection: $selection) { ChecklistRow(item: $0) }
    }
}

func seconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

func peakRSSMiB() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

func loadAverage() -> String {
    ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?").split(separator: " ").prefix(3).joined(separator: " ")
}

func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
    sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
}

func microseconds(_ value: Double) -> String { String(format: "%.0f µs", value * 1e6) }
func milliseconds(_ value: Double) -> String { String(format: "%.2f ms", value * 1e3) }

print("load average at start: \(loadAverage()) (2 cores)")

// 1. The List (alone with --list-only).
let counts = CommandLine.arguments.dropFirst().compactMap { Int($0) }
var listTimes: [Int: (median: Double, p99: Double)] = [:]
for rows in counts.isEmpty ? [10_000, 100_000] : counts {
    let model = Checklist(count: rows)
    let start = ContinuousClock.now
    let driver = TestDriver(ChecklistView(model: model), width: 200, height: 50)
    let firstFrame = seconds(since: start)
    var times: [Double] = []
    var bodies: [Int] = []
    var appBodies: [Int] = []
    var bytes: [Int] = []
    for step in 0..<100 {
        let (bodiesBefore, appBodiesBefore, bytesBefore) = (
            driver.bodyEvaluations, driver.bodyEvaluations(of: ChecklistRow.self) + driver.bodyEvaluations(of: ChecklistView.self),
            driver.bytesWritten
        )
        let start = ContinuousClock.now
        model.items[step % 40].done.toggle()  // a row on screen
        driver.update()
        times.append(seconds(since: start))
        bodies.append(driver.bodyEvaluations - bodiesBefore)
        appBodies.append(driver.bodyEvaluations(of: ChecklistRow.self) + driver.bodyEvaluations(of: ChecklistView.self) - appBodiesBefore)
        bytes.append(driver.bytesWritten - bytesBefore)
    }
    times.sort()
    listTimes[rows] = (percentile(times, 0.5), percentile(times, 0.99))
    print("""
        List of \(rows) rows: first frame \(milliseconds(firstFrame)); per toggle: \
        \(appBodies.max() ?? 0) app bodies (\(bodies.max() ?? 0) in all), \(bytes.max() ?? 0) bytes, \
        median \(microseconds(percentile(times, 0.5))), p99 \(microseconds(percentile(times, 0.99))); \
        peak RSS \(String(format: "%.0f", peakRSSMiB())) MiB
        """)
}
for rows in counts.isEmpty ? [10_000, 100_000] : counts {
    let driver = TestDriver(SelectingChecklistView(model: Checklist(count: rows)), width: 200, height: 50)
    driver.send(.tab)
    var times: [Double] = []
    for step in 0..<400 {
        let start = ContinuousClock.now
        driver.send(step < 200 ? .downArrow : .upArrow)  // down past the screen's rows, then back
        times.append(seconds(since: start))
    }
    times.sort()
    print("""
        List of \(rows) rows with a selection: arrow key to frame median \(microseconds(percentile(times, 0.5))), \
        p99 \(microseconds(percentile(times, 0.99)))
        """)
}
if let small = listTimes[10_000], let large = listTimes[100_000] {
    print(String(format: "100,000 rows / 10,000 rows: median %.2fx, p99 %.2fx", large.median / small.median, large.p99 / small.p99))
}

if CommandLine.arguments.contains("--list-only") { exit(0) }

// 2. The terminal.
let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
let resultPath = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-runtime-benchmark-\(UUID().uuidString)").path
let terminal = try PseudoTerminal(executable: executable, resultPath: resultPath, width: 200, height: 50)
terminal.read(untilFrames: 1, timeout: 10)
terminal.send([0x09])  // Tab: focus the button
terminal.read(untilFrames: 2, timeout: 5)
var keypresses: [Double] = []
for _ in 0..<300 {
    let frames = terminal.frameEnds.count
    let sent = terminal.now
    terminal.send([0x0D])
    terminal.read(untilFrames: frames + 1, timeout: 5)
    guard terminal.frameEnds.count > frames else { throw BenchmarkFailure("a key went unanswered for 5 s") }
    keypresses.append(terminal.frameEnds[frames] - sent)
}
keypresses.sort()
print("keypress to answering frame (300 keys, one at a time, through a pseudo-terminal): median \(microseconds(percentile(keypresses, 0.5))), p99 \(microseconds(percentile(keypresses, 0.99)))")

let burst = 300, period = 1.0 / 60
var sentAt: [Double] = []
let burstStart = terminal.now
for key in 0..<burst {
    while terminal.now < burstStart + Double(key) * period {
        terminal.read(timeout: burstStart + Double(key) * period - terminal.now)
    }
    sentAt.append(terminal.now)
    terminal.send([0x0D])
}
terminal.read(timeout: 0.5)
var answers = sentAt.map { sent in (terminal.frameEnds.first { $0 >= sent } ?? .infinity) - sent }
answers.sort()
print("60 Hz burst of \(burst) keys: p95 key to frame \(microseconds(percentile(answers, 0.95))), max \(microseconds(answers.last ?? 0))")

terminal.read(timeout: 0.3)
let (bytesBefore, switchesBefore) = (terminal.output.count, terminal.contextSwitches)
terminal.read(timeout: 2)
print("idle 2 s: \(terminal.output.count - bytesBefore) bytes written, \(terminal.contextSwitches - switchesBefore) wake-ups (context switches of the app's threads)")
terminal.quit()
let counted = Int(((try? String(contentsOfFile: resultPath, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
print("keys sent \(300 + burst), presses counted by the app \(counted): \(counted == 300 + burst ? "none lost" : "LOST \(300 + burst - counted)")")

// 3. The Kanban plugin.
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let (nativePath, wasmPath) = try KanbanFrames.build(repository: repository)
let native = try KanbanFrames.measure(path: nativePath, count: 1_000, steps: 100)
let wasm = try KanbanFrames.measure(path: wasmPath, count: 1_000, steps: 100)
print("""
    Kanban board of 1,000 cards, one toggled per frame: layout calls per toggle \(native.layoutCallsPerToggle) (native), \
    \(wasm.layoutCallsPerToggle) (wasm); frame median \(milliseconds(native.median)) native, \(milliseconds(wasm.median)) wasm, \
    ratio \(String(format: "%.2f", wasm.median / native.median))x (p99 \(String(format: "%.2f", wasm.p99 / native.p99))x)
    """)
print("load average at end: \(loadAverage())")
