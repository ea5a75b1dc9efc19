import Foundation
import Trellis
import TrellisCore

/// The app the terminal measurements run (`runtime-benchmark --terminal-app RESULT`): a
/// counter whose button Tab focuses and Return presses. When it quits it writes the count to
/// RESULT, so that the benchmark can tell whether a key was lost.
@MainActor enum TerminalApp {
    @Observable final class Count {
        var value = 0
    }

    struct Counter: View {
        let count: Count
        var body: some View {
            VStack(alignment: .leading) {
                Text("Count: \(count.value)")
                Button("Add") { count.value += 1 }
            }
        }
    }

    static func run(resultPath: String) -> Never {
        let count = Count()
        let status = TerminalRunLoop.run(placement: .fullscreen) { _ in AnyView(Counter(count: count)) }
        try? "\(count.value)\n".write(toFile: resultPath, atomically: true, encoding: .utf8)
        exit(status)
    }
}
