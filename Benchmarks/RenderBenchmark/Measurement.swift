// Timing and memory measurement of one benchmark case, run in a process of its own.
import Foundation
import Trellis

/// The peak resident set size of this process so far, in KiB (`ru_maxrss`).
func peakRSSKiB() -> Int {
    var usage = rusage()
    getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
    return usage.ru_maxrss
}

/// The best of `runs` wall-clock times of `body`, in seconds, and its last result.
func bestTime<R>(runs: Int = 3, _ body: () -> R) -> (seconds: Double, result: R) {
    var best = Double.infinity
    var result: R?
    for _ in 0..<runs {
        result = nil  // the previous run's output is freed before the next run
        let start = ContinuousClock.now
        let value = body()
        let elapsed = ContinuousClock.now - start
        result = value
        best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }
    return (best, result!)
}

/// What one case measured.
struct CaseResult: Codable {
    var workload: String
    var count: Int
    var mode: String
    /// Best-of-runs seconds to build the view and render it to a String.
    var totalSeconds: Double
    /// Best-of-runs seconds of the byte-emitting floor for the same bytes.
    var floorSeconds: Double
    /// Whether the floor produced exactly Trellis's bytes.
    var floorMatches: Bool
    var outputBytes: Int
    var lines: Int
    /// The widest line, in cells (escape codes removed).
    var maxCells: Int
    /// Peak RSS before rendering and after the renders, in KiB.
    var baseKiB: Int
    var peakKiB: Int
}

/// Renders `workload` `runs` times in `format`, or streams it to /dev/null when `streamed`,
/// then times the floor; reports the peak memory of those runs alone.
@MainActor
func measure(_ workload: Workload, count: Int, format: RenderFormat, streamed: Bool, runs: Int = 3) -> CaseResult {
    let base = peakRSSKiB()
    let output: String
    let seconds: Double
    let peak: Int
    if streamed {
        let sink = FileHandle(forWritingAtPath: "/dev/null")!
        (seconds, _) = bestTime(runs: runs) { try! workload.stream(count: count, format: format, to: sink) }
        peak = peakRSSKiB()
        output = workload.render(count: count, format: format)  // only to check the floor's bytes
    } else {
        (seconds, output) = bestTime(runs: runs) { workload.render(count: count, format: format) }
        peak = peakRSSKiB()
    }
    let byteCount = output.utf8.count
    let (floorSeconds, floorOutput) = bestTime(runs: runs) {
        workload.floor(count: count, format: format, capacity: byteCount)
    }
    var lines = 0
    var maxCells = 0
    for line in output.split(separator: "\n") {
        lines += 1
        maxCells = max(maxCells, CellWidth.width(of: withoutEscapes(line)))
    }
    return CaseResult(
        workload: workload.rawValue, count: count, mode: streamed ? "\(format)-stream" : "\(format)",
        totalSeconds: seconds, floorSeconds: floorSeconds, floorMatches: floorOutput == output,
        outputBytes: byteCount, lines: lines, maxCells: maxCells, baseKiB: base, peakKiB: peak)
}

/// `line` without SGR escape sequences.
func withoutEscapes(_ line: Substring) -> String {
    var result = ""
    var inEscape = false
    for scalar in line.unicodeScalars {
        if scalar == "\u{1B}" {
            inEscape = true
        } else if inEscape {
            inEscape = scalar != "m"
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}
