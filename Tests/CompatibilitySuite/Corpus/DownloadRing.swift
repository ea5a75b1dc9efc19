import SwiftUI

// Written for this suite in the idiom of yattee/yattee,
// "Yattee/Views/Components/DownloadProgressIndicator.swift" (AGPL-3.0, not copied): a
// circular progress ring drawn with a trimmed, rotated Circle stroke over a dimmed disc,
// falling back to a spinner when the size of the download is unknown.

struct DownloadRing: View {
    let fraction: Double
    var diameter: CGFloat = 30
    var indeterminate = false

    private var lineWidth: CGFloat { diameter > 24 ? 2.5 : 2 }
    private var ringDiameter: CGFloat { diameter * 0.7 }

    var body: some View {
        ZStack {
            Circle()
                .fill(.black.opacity(0.55))
                .frame(width: diameter, height: diameter)
            if indeterminate {
                ProgressView()
                    .progressViewStyle(.circular)
                    .tint(.white)
                    .scaleEffect(diameter / 32)
            } else {
                Circle()
                    .stroke(.white.opacity(0.25), lineWidth: lineWidth)
                    .frame(width: ringDiameter, height: ringDiameter)
                Circle()
                    .trim(from: 0, to: min(max(fraction, 0), 1))
                    .stroke(.white, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                    .frame(width: ringDiameter, height: ringDiameter)
                    .rotationEffect(.degrees(-90))
                    .animation(.linear(duration: 0.2), value: fraction)
            }
        }
        .accessibilityLabel("Download progress")
        .accessibilityValue(indeterminate ? "In progress" : "\(Int(fraction * 100)) percent")
    }
}

struct DownloadRow: View {
    let title: String
    let fraction: Double?

    var body: some View {
        HStack {
            Text(title)
                .lineLimit(1)
            Spacer()
            DownloadRing(fraction: fraction ?? 0, diameter: 24, indeterminate: fraction == nil)
        }
        .padding(.vertical, 4)
    }
}
