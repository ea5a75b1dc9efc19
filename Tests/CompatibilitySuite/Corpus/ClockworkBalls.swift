import SwiftUI

// Written for this corpus in the idiom of satishVekariya/swiftui-animations-examples,
// "swiftui-animations-examples/Animations/ThreeBallsRotation/ThreeBallsRotation.swift" (no
// licence given; not copied): TimelineView(.animation) driving a rotation from the
// timeline date's truncatingRemainder.

struct ClockworkBalls: View {
    var body: some View {
        TimelineView(.animation) { timeline in
            let seconds = timeline.date.timeIntervalSinceReferenceDate
            let degrees = (seconds * 180).truncatingRemainder(dividingBy: 360)
            HStack(spacing: 6) {
                ForEach(0..<3) { ball in
                    Circle()
                        .foregroundStyle(ball == 1 ? .pink : .gray)
                        .frame(width: 14, height: 14)
                }
            }
            .rotationEffect(.degrees(degrees))
        }
    }
}

#Preview {
    ClockworkBalls()
}
