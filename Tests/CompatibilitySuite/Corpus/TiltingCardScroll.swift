import SwiftUI

// Written for this corpus in the idiom of samar-khaled/SwiftUI-Examples,
// "SwiftUI-Examples/AnimationTab/Views/CardViewList.swift" (no licence given; not copied):
// scrollTransition(topLeading:bottomTrailing:axis:) with .interactive(timingCurve:) and
// .animated(.bouncy(duration:)), the closure rotating, scaling and fading its content by
// phase and phase.value.

struct TiltingCardScroll: View {
    var body: some View {
        ScrollView(.vertical) {
            VStack(spacing: 16) {
                ForEach(0..<8) { index in
                    TiltCard(number: index)
                        .frame(height: 160)
                        .scrollTransition(
                            topLeading: .interactive(timingCurve: .easeOut),
                            bottomTrailing: .animated(.bouncy(duration: 0.6)),
                            axis: .vertical
                        ) { content, phase in
                            content
                                .rotationEffect(.degrees(phase == .topLeading ? 45 * phase.value : 0))
                                .scaleEffect(phase == .bottomTrailing ? 1 - 0.3 * phase.value : 1)
                                .opacity(1 - abs(phase.value) / 2)
                        }
                }
            }
            .padding()
        }
    }
}

struct TiltCard: View {
    let number: Int

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(number.isMultiple(of: 2) ? Color.teal : Color.indigo)
            .overlay(Text("Card \(number + 1)").font(.title).fontWeight(.bold).foregroundColor(.white))
    }
}

#Preview {
    TiltingCardScroll()
}
