import Foundation
import Testing
import Trellis

/// Golden outputs of `ProgressView` and `Gauge`: bars of blocks with eighths.
@MainActor @Suite("Rendering: progress views and gauges") struct ProgressRenderTests {
    @Test("ProgressView: label, a bar of blocks with the last cell in eighths, current value label")
    func determinate() {
        let view = VStack(alignment: .leading) {
            ProgressView("Downloading", value: 0.45)
            ProgressView(value: 3, total: 8) { Text("Files") } currentValueLabel: { Text("3 of 8") }
            ProgressView(value: 1.5)
            ProgressView(value: -1.0)
            ProgressView(value: 0.5, total: 0)
        }
        expectRender(view, width: 20, plain: """
            Downloading
            █████████░░░░░░░░░░░
            Files
            ███████▌░░░░░░░░░░░░
            3 of 8
            ████████████████████
            ░░░░░░░░░░░░░░░░░░░░
            ░░░░░░░░░░░░░░░░░░░░

            """, ansi: """
            Downloading
            █████████░░░░░░░░░░░
            Files
            ███████▌░░░░░░░░░░░░
            \(csi)90m3 of 8\(csi)0m
            ████████████████████
            ░░░░░░░░░░░░░░░░░░░░
            ░░░░░░░░░░░░░░░░░░░░

            """)
        expectRender(view, width: 60, plain: """
            Downloading
            ███████████████████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
            Files
            ██████████████████████▌░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
            3 of 8
            ████████████████████████████████████████████████████████████
            ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
            ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░

            """, ansi: """
            Downloading
            ███████████████████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
            Files
            ██████████████████████▌░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
            \(csi)90m3 of 8\(csi)0m
            ████████████████████████████████████████████████████████████
            ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
            ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░

            """)
    }

    @Test("An indeterminate ProgressView draws … before its label")
    func indeterminate() {
        let view = VStack(alignment: .leading) {
            ProgressView()
            ProgressView("Connecting")
            ProgressView(value: Double?.none) { Text("Waiting") }
            ProgressView(Progress(totalUnitCount: 0))
            ProgressView({ let progress = Progress(totalUnitCount: 4); progress.completedUnitCount = 1; return progress }())
        }
        expectRender(view, width: 20, plain: """
            …
            … Connecting
            … Waiting
            …
            █████░░░░░░░░░░░░░░░

            """)
        expectRender(view, width: 60, plain: """
            …
            … Connecting
            … Waiting
            …
            ███████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░

            """)
    }

    @Test("A bar at width 1 and 0, and a NaN value, stay within the width")
    func degenerate() {
        expectRender(ProgressView(value: 0.5), width: 1, plain: """
            ▌

            """)
        expectRender(ProgressView(value: 0.99), width: 0, plain: """

            """)
        expectRender(ProgressView(value: Double.nan), width: 4, plain: """
            ░░░░

            """)
        expectRender(ProgressView(value: Double.infinity, total: .infinity), width: 4, plain: """
            ░░░░

            """)
    }

    @Test("Gauge: label and current value on the first line, the bar between its bound labels")
    func gauge() {
        let view = VStack(alignment: .leading) {
            Gauge(value: 72, in: 0...100) { Text("Battery") } currentValueLabel: { Text("72%") }
                minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
            Gauge(value: 0.25) { Text("Quarter") }
            Gauge(value: 5, in: 0...10) { EmptyView() } currentValueLabel: { Text("5") } markedValueLabels: { Text("mark") }
        }
        expectRender(view, width: 20, plain: """
            Battery          72%
            0 ██████████░░░░ 100
            Quarter
            █████░░░░░░░░░░░░░░░
            5
            ██████████░░░░░░░░░░

            """)
        expectRender(view, width: 60, plain: """
            Battery                                                  72%
            0 ██████████████████████████████████████▉░░░░░░░░░░░░░░░ 100
            Quarter
            ███████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
            5
            ██████████████████████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░

            """)
        expectRender(view, width: 1, plain: """
            …


            ▎
            5
            ▌

            """)
    }
}
