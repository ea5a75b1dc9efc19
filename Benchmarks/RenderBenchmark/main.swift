// The render benchmark: rich_bench.py's workloads written with Trellis views, timed against a
// byte-emitting floor. Run in release:
//
//     swift run -c release render-benchmark            # the full matrix, as a table
//     swift run -c release render-benchmark --stream   # also streamed to /dev/null
//     swift run -c release render-benchmark --json     # one JSON object per case
//     render-benchmark one WORKLOAD N MODE [RUNS]      # one case (MODE: plain, ansi,
//                                                      # plain-stream, ansi-stream), best of
//                                                      # RUNS (3), as JSON
//     render-benchmark sample WORKLOAD N MODE          # print the rendered output
//     render-benchmark profile WORKLOAD N MODE RUNS    # render RUNS times and nothing else
//                                                      # (for perf record)
//
// Each case runs in a fresh process of this executable, so that peak RSS belongs to it alone.
import Foundation
import Trellis

/// The cases of the matrix: sizes per workload.
let matrix: [(Workload, [Int])] = [
    (.board, [1_000, 10_000, 100_000]),
    (.check, [1_000, 10_000, 100_000]),
    (.checkInVStack, [100_000]),
    (.checkInGroupBox, [100_000]),
    (.checkInBoxedVStack, [100_000]),
    (.cjk, [1_000, 10_000]),
]

/// A mode name: a format, optionally streamed to a file descriptor.
func parseMode(_ name: String) -> (format: RenderFormat, streamed: Bool)? {
    switch name {
    case "plain": (.plain, false)
    case "ansi": (.ansi, false)
    case "plain-stream": (.plain, true)
    case "ansi-stream": (.ansi, true)
    default: nil
    }
}

/// Runs one case in a child process and decodes its result.
func runChild(_ workload: Workload, count: Int, mode: String) throws -> CaseResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["one", workload.rawValue, String(count), mode]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return try JSONDecoder().decode(CaseResult.self, from: data)
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "one":
    guard arguments.count == 4 || arguments.count == 5, let workload = Workload(rawValue: arguments[1]),
        let count = Int(arguments[2]), let mode = parseMode(arguments[3]),
        let runs = arguments.count == 5 ? Int(arguments[4]) : 3, runs > 0
    else {
        FileHandle.standardError.write(
            Data(
                "usage: render-benchmark one board|check|check-vstack|check-groupbox|check-groupbox-vstack|cjk N plain|ansi|plain-stream|ansi-stream [RUNS]\n"
                    .utf8))
        exit(2)
    }
    let result = measure(workload, count: count, format: mode.format, streamed: mode.streamed, runs: runs)
    print(String(decoding: try JSONEncoder().encode(result), as: UTF8.self))
case "sample":
    guard arguments.count == 4, let workload = Workload(rawValue: arguments[1]), let count = Int(arguments[2]),
        let mode = parseMode(arguments[3])
    else { exit(2) }
    print(workload.render(count: count, format: mode.format), terminator: "")
case "profile":
    guard arguments.count == 5, let workload = Workload(rawValue: arguments[1]), let count = Int(arguments[2]),
        let mode = parseMode(arguments[3]), let runs = Int(arguments[4])
    else { exit(2) }
    var bytes = 0
    for _ in 0..<runs { bytes += workload.render(count: count, format: mode.format).utf8.count }
    print(bytes)
default:
    let json = arguments.contains("--json")
    let modes = arguments.contains("--stream") ? ["plain", "ansi", "plain-stream", "ansi-stream"] : ["plain", "ansi"]
    if !json {
        print(
            "case    N        mode          trellis ms   floor ms   ×floor   MB/s   peak MB  Δpeak MB  output MB  maxw  floor=out"
        )
    }
    for (workload, counts) in matrix {
        for count in counts {
            for mode in modes {
                let result = try runChild(workload, count: count, mode: mode)
                if json {
                    print(String(decoding: try JSONEncoder().encode(result), as: UTF8.self))
                    continue
                }
                let megabytes = Double(result.outputBytes) / 1e6
                print(
                    String(
                        format: "%-7@ %-8d %-13@ %10.2f %10.3f %8.1f %6.0f %9.1f %9.1f %10.2f %5d  %@",
                        result.workload as NSString, result.count, result.mode as NSString,
                        result.totalSeconds * 1e3, result.floorSeconds * 1e3, result.totalSeconds / result.floorSeconds,
                        megabytes / result.totalSeconds, Double(result.peakKiB) / 1024,
                        Double(result.peakKiB - result.baseKiB) / 1024, megabytes, result.maxCells,
                        (result.floorMatches ? "yes" : "NO") as NSString))
            }
        }
    }
}
