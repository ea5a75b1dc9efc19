// The live runtime's costs for the issue's scenario: a List of N rows over an @Observable
// model in a 200x50 terminal, one row toggled per step. For each N it prints the first frame's
// time, then per toggle the bodies evaluated, the bytes written, and the median and p99 time
// from the state write to the frame's bytes, and the peak resident memory.
//
//     swift run -c release runtime-benchmark [rows...]     (default: 10000 100000)
import Foundation
import Trellis

@Observable final class Checklist {
    var done: [Bool]
    init(count: Int) { done = Array(repeating: false, count: count) }
}

struct ChecklistRow: View {
    let index: Int
    let model: Checklist
    var body: some View {
        Text(model.done[index] ? "[x] Item \(index)" : "[ ] Item \(index)")
    }
}

struct ChecklistView: View {
    let model: Checklist
    var body: some View {
        List(0..<model.done.count) { ChecklistRow(index: $0, model: model) }
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
    var bytes: [Int] = []
    for step in 0..<50 {
        let (bodiesBefore, bytesBefore) = (driver.bodyEvaluations, driver.bytesWritten)
        start = ContinuousClock.now
        model.done[step % 40].toggle()  // a row on screen
        driver.update()
        times.append(seconds(start))
        bodies.append(driver.bodyEvaluations - bodiesBefore)
        bytes.append(driver.bytesWritten - bytesBefore)
    }
    times.sort()
    let median = times[times.count / 2], p99 = times[min(times.count - 1, times.count * 99 / 100)]
    print("""
        rows \(rows): first frame \(String(format: "%.1f", firstFrame * 1e3)) ms; per toggle: \
        \(bodies.max() ?? 0) bodies, \(bytes.max() ?? 0) bytes, median \(String(format: "%.0f", median * 1e6)) µs, \
        p99 \(String(format: "%.0f", p99 * 1e6)) µs; peak RSS \(String(format: "%.0f", peakRSSMiB())) MiB
        """)
}
