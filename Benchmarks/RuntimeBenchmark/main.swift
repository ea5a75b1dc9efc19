// The live runtime's costs for the issue's scenario: a List of N rows over @Observable
// models in a 200x50 terminal, one row toggled per step. For each N it prints the first frame's
// time, then per toggle the bodies evaluated (the app's own, and all, the List's row wrappers
// included), the bytes written, and the median and p99 time from the state write to the
// frame's bytes, and the peak resident memory.
//
//     swift run -c release runtime-benchmark [rows...]     (default: 10000 100000)
import Foundation
import Trellis

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

func seconds(_ start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

func peakRSSMiB() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

let counts = CommandLine.arguments.dropFirst().compactMap { Int($0) }
for rows in counts.isEmpty ? [10_000, 100_000] : counts {
    let model = Checklist(count: rows)
    var start = ContinuousClock.now
    let driver = TestDriver(ChecklistView(model: model), width: 200, height: 50)
    let firstFrame = seconds(start)
    var times: [Double] = []
    var bodies: [Int] = []
    var appBodies: [Int] = []
    var bytes: [Int] = []
    for step in 0..<50 {
        let (bodiesBefore, appBodiesBefore, bytesBefore) = (
            driver.bodyEvaluations, driver.bodyEvaluations(of: ChecklistRow.self) + driver.bodyEvaluations(of: ChecklistView.self),
            driver.bytesWritten
        )
        start = ContinuousClock.now
        model.items[step % 40].done.toggle()  // a row on screen
        driver.update()
        times.append(seconds(start))
        bodies.append(driver.bodyEvaluations - bodiesBefore)
        appBodies.append(driver.bodyEvaluations(of: ChecklistRow.self) + driver.bodyEvaluations(of: ChecklistView.self) - appBodiesBefore)
        bytes.append(driver.bytesWritten - bytesBefore)
    }
    times.sort()
    let median = times[times.count / 2], p99 = times[min(times.count - 1, times.count * 99 / 100)]
    print("""
        rows \(rows): first frame \(String(format: "%.1f", firstFrame * 1e3)) ms; per toggle: \
        \(appBodies.max() ?? 0) app bodies (\(bodies.max() ?? 0) in all), \(bytes.max() ?? 0) bytes, \
        median \(String(format: "%.0f", median * 1e6)) µs, p99 \(String(format: "%.0f", p99 * 1e6)) µs; \
        peak RSS \(String(format: "%.0f", peakRSSMiB())) MiB
        """)
}
