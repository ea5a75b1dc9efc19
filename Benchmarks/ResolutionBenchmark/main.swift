// Resolves N subviews (a ForEach of Texts inside N/1000 Sections) through Group(sections:)
// and through Group(subviews:), and reports time and bytes per resolved subview.
//
// Each size runs in a fresh process (`resolution-benchmark one MODE N`) so that peak memory
// (ru_maxrss) belongs to that size alone.
import Foundation
import Trellis

final class Count: @unchecked Sendable { var value = 0 }

struct Content: View {
    let total: Int
    var body: some View {
        ForEach(0..<(total / 1000), id: \.self) { section in
            Section("Section \(section)") {
                ForEach(0..<1000, id: \.self) { row in Text("row \(row)") }
            }
        }
    }
}

struct SectionsProbe: View {
    let total: Int
    let count: Count
    var body: some View {
        Group(sections: Content(total: total)) { sections in
            let _ = (count.value = sections.reduce(0) { $0 + $1.header.count + $1.content.count })
            EmptyView()
        }
    }
}

struct SubviewsProbe: View {
    let total: Int
    let count: Count
    var body: some View {
        Group(subviews: Content(total: total)) { subviews in
            let _ = (count.value = subviews.count)
            EmptyView()
        }
    }
}

func peakRSSBytes() -> Int {
    var usage = rusage()
    getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
    return usage.ru_maxrss * 1024
}

@MainActor func runOne(mode: String, total: Int) {
    let renderer = ViewRenderer(width: 80)
    let baseline = peakRSSBytes()
    var best = Double.infinity
    let count = Count()
    for _ in 0..<3 {
        let start = DispatchTime.now().uptimeNanoseconds
        if mode == "sections" {
            _ = renderer.render(SectionsProbe(total: total, count: count))
        } else {
            _ = renderer.render(SubviewsProbe(total: total, count: count))
        }
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start))
    }
    let peak = peakRSSBytes() - baseline
    print("\(mode) \(total) \(count.value) \(best / Double(count.value)) \(Double(peak) / Double(count.value))")
}

let arguments = CommandLine.arguments
if arguments.count == 4, arguments[1] == "one" {
    runOne(mode: arguments[2], total: Int(arguments[3])!)
    exit(0)
}

print("mode       subviews   resolved   ns/subview   bytes/subview (peak RSS growth)")
for mode in ["sections", "subviews"] {
    for total in [10_000, 100_000, 1_000_000] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = ["one", mode, String(total)]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        let fields = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: " ").map(String.init)
        guard fields.count == 5 else { continue }
        print(String(format: "%-9@ %9@ %10@ %12.0f %15.0f", fields[0] as NSString, fields[1] as NSString,
                     fields[2].trimmingCharacters(in: .whitespaces) as NSString, Double(fields[3])!,
                     Double(fields[4].trimmingCharacters(in: .whitespacesAndNewlines))!))
    }
}
