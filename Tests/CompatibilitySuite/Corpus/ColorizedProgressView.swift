import SwiftUI

// Written for this suite in the idiom of Lakr233/Rayon,
// "Foundation/MachineStatusView/Sources/MachineStatusView/ColorizedProgressView.swift" (MIT (Lakr's Edition); not copied): a
// stacked usage bar: coloured segments whose widths are their share of the total weight,
// measured with a GeometryReader kept current by onChange(of:), animated with a spring.

public struct SegmentedUsageBar: View {
    struct Segment: Identifiable, Equatable {
        var id: Color { color }
        let color: Color
        let weight: Double
    }

    let segments: [Segment]
    var headroom: Double = 0
    var height: CGFloat = 8
    var track: Color = .black.opacity(0.1)

    @State private var width: CGFloat = 0

    private var total: Double {
        segments.reduce(headroom) { $0 + $1.weight }
    }

    public var body: some View {
        GeometryReader { proxy in
            HStack(spacing: 0) {
                ForEach(segments) { segment in
                    segment.color
                        .frame(width: total > 0 ? width * segment.weight / total : 0)
                }
                Spacer(minLength: 0)
            }
            .onAppear { width = proxy.size.width }
            .onChange(of: proxy.size) { _, newSize in
                width = newSize.width
            }
        }
        .animation(.spring(response: 0.25), value: segments)
        .background(track)
        .frame(height: height)
        .clipShape(Capsule())
    }
}

struct MemoryUsage: View {
    var body: some View {
        SegmentedUsageBar(segments: [
            .init(color: .blue, weight: 4),
            .init(color: .orange, weight: 2),
        ], headroom: 10)
        .padding()
    }
}
