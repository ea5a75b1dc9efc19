import SwiftUI

/// A custom gauge style from its configuration, a callout placed with anchor preferences, an
/// old-style stepper with the label last, and a status mark that reads accessibility settings.
struct SegmentedGaugeStyle: GaugeStyle {
    var segments = 5

    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label
            HStack(spacing: 2) {
                ForEach(0..<segments, id: \.self) { index in
                    Capsule()
                        .fill(Double(index) / Double(segments) < configuration.value ? Color.green : Color.gray)
                }
            }
            .frame(height: 6)
            HStack {
                configuration.minimumValueLabel
                Spacer()
                configuration.currentValueLabel
                Spacer()
                configuration.maximumValueLabel
            }
        }
    }
}

struct HighlightedTank: Equatable {
    let name: String
    let bounds: Anchor<CGRect>
}

struct HighlightedTankKey: PreferenceKey {
    static let defaultValue: [HighlightedTank] = []

    static func reduce(value: inout [HighlightedTank], nextValue: () -> [HighlightedTank]) {
        value.append(contentsOf: nextValue())
    }
}

struct TankStatus: View {
    let isLow: Bool
    @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiateWithoutColor

    var body: some View {
        HStack {
            if differentiateWithoutColor {
                Image(systemName: isLow ? "exclamationmark.triangle" : "checkmark.circle")
            }
            Text(isLow ? "Low" : "OK").foregroundStyle(isLow ? .red : .green)
        }
    }
}

struct FuelGauges: View {
    @State private var level = 0.6
    @State private var selected = "Main"

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 20) {
                ForEach(["Main", "Reserve"], id: \.self) { tank in
                    Gauge(value: tank == "Main" ? level : 0.2) {
                        Text(tank)
                    } currentValueLabel: {
                        Text(level, format: .percent)
                    } minimumValueLabel: {
                        Text("E")
                    } maximumValueLabel: {
                        Text("F")
                    }
                    .gaugeStyle(SegmentedGaugeStyle())
                    .anchorPreference(key: HighlightedTankKey.self, value: .bounds) { anchor in
                        tank == selected ? [HighlightedTank(name: tank, bounds: anchor)] : []
                    }
                }
                TankStatus(isLow: level < 0.25)
                Stepper(onIncrement: { level = min(1, level + 0.1) }, onDecrement: { level = max(0, level - 0.1) }) {
                    Text("Level")
                }
            }
            .overlayPreferenceValue(HighlightedTankKey.self) { tanks in
                GeometryReader { proxy in
                    if let tank = tanks.first {
                        let frame = proxy[tank.bounds]
                        RoundedRectangle(cornerRadius: 8)
                            .stroke(.orange, lineWidth: 2)
                            .frame(width: frame.width, height: frame.height)
                            .offset(x: frame.minX, y: frame.minY)
                    }
                }
            }
            .padding()
            .navigationTitle("Tanks")
            .toolbarBackground(.orange.gradient, for: .navigationBar)
        }
    }
}
