import SwiftUI

@Observable
final class ServerStats {
    var cpu: Double = 0.42
    var memory: Double = 0.71
    var disk: Double = 0.18
    var uploads: Double = 37
}

/// A dashboard of gauges and progress bars over an observable model, in a two-column grid.
struct Dashboard: View {
    @State private var stats = ServerStats()

    var body: some View {
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 16) {
            MetricTile(title: "CPU", value: stats.cpu)
            MetricTile(title: "Memory", value: stats.memory)
            MetricTile(title: "Disk", value: stats.disk)
            VStack(alignment: .leading) {
                Text("Uploads")
                    .font(.caption)
                ProgressView(value: stats.uploads, total: 100) {
                    Text("Uploading")
                } currentValueLabel: {
                    Text("\(Int(stats.uploads)) of 100")
                }
            }
        }
        .padding()
        .task {
            stats.uploads = 40
        }
    }
}

struct MetricTile: View {
    var title: String
    var value: Double

    var body: some View {
        Gauge(value: value) {
            Text(title)
        } currentValueLabel: {
            Text(value, format: .percent.precision(.fractionLength(0)))
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("100")
        }
        .gaugeStyle(.accessoryCircular)
        .tint(value > 0.7 ? .red : .green)
        .accessibilityValue("\(Int(value * 100)) percent")
    }
}
