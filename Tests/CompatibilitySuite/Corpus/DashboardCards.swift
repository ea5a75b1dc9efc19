import SwiftUI

// Own code: a charts-free dashboard as sample apps write it (no single model file): a
// ScrollView of cards made by a custom ViewModifier, Gauge and ProgressView(value:), a Grid
// of stats, formatted Text (percent, currency, relative dates), rounded system fonts and a
// TimelineView clock.

struct CardModifier: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
            .shadow(color: .black.opacity(0.08), radius: 8, x: 0, y: 4)
    }
}

extension View {
    func card() -> some View {
        modifier(CardModifier())
    }
}

struct StatTile: View {
    let title: String
    let value: String
    let systemImage: String
    var tint: Color = .accentColor

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label(title, systemImage: systemImage)
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(value)
                .font(.system(.title2, design: .rounded, weight: .semibold))
                .monospacedDigit()
                .foregroundStyle(tint)
        }
    }
}

struct DashboardView: View {
    var revenue: Double = 12_480.5
    var conversion: Double = 0.034
    var storageUsed: Double = 0.72
    var lastSync = Date().addingTimeInterval(-300)

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                TimelineView(.periodic(from: .now, by: 1)) { context in
                    Text(context.date, style: .time)
                        .font(.system(size: 34, weight: .bold, design: .rounded))
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
                .card()

                Grid(alignment: .leading, horizontalSpacing: 24, verticalSpacing: 12) {
                    GridRow {
                        StatTile(title: "Revenue", value: revenue.formatted(.currency(code: "USD")), systemImage: "dollarsign.circle")
                        StatTile(title: "Conversion", value: conversion.formatted(.percent.precision(.fractionLength(1))),
                                 systemImage: "arrow.triangle.2.circlepath", tint: .green)
                    }
                    GridRow {
                        StatTile(title: "Orders", value: "318", systemImage: "shippingbox")
                        StatTile(title: "Returns", value: "12", systemImage: "arrow.uturn.left", tint: .red)
                    }
                }
                .card()

                VStack(alignment: .leading, spacing: 12) {
                    Text("Storage").font(.headline)
                    ProgressView(value: storageUsed) {
                        Text("\(Int(storageUsed * 100))% used")
                    }
                    .tint(storageUsed > 0.9 ? .red : .blue)
                    Gauge(value: storageUsed, in: 0...1) {
                        Text("Disk")
                    } currentValueLabel: {
                        Text(storageUsed, format: .percent)
                    }
                    .gaugeStyle(.accessoryLinear)
                }
                .card()

                HStack {
                    Image(systemName: "arrow.clockwise")
                    Text("Synced \(lastSync, style: .relative) ago")
                    Spacer()
                }
                .font(.footnote)
                .foregroundStyle(.secondary)
                .padding(.horizontal)
            }
            .padding()
        }
        .background(Color.gray.opacity(0.08))
        .navigationTitle("Dashboard")
    }
}
