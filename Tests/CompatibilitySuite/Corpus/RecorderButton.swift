import SwiftUI

// Written for this corpus in the idiom of fabiangruss/playful-swiftui-examples,
// "playful_button.swift" (MIT; not copied): a button whose symbol changes with
// contentTransition(.symbolEffect(.replace)), a Timer.publish counter shown as a Duration
// formatted minutes and seconds, a squishy ButtonStyle with sensoryFeedback, and a Shape
// built from a UIBezierPath (needs UIKit).

struct RecorderButton: View {
    @State private var recording = false
    @State private var elapsed: TimeInterval = 0
    private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        Button {
            withAnimation(.bouncy(extraBounce: 0.1)) { recording.toggle() }
        } label: {
            HStack {
                Image(systemName: recording ? "stop.fill" : "record.circle")
                    .font(.system(size: 20))
                    .contentTransition(.symbolEffect(.replace))
                Text(Duration.seconds(elapsed).formatted(.time(pattern: .minuteSecond(padMinuteToLength: 2))))
                    .fontDesign(.monospaced)
                    .fontWeight(.medium)
            }
            .frame(width: recording ? 160 : 90, height: 40)
            .clipShape(RoundedRectangle(cornerRadius: 10))
        }
        .buttonStyle(SquashStyle(tint: .red))
        .onReceive(timer) { _ in
            if recording { elapsed += 1 }
        }
    }
}

struct SquashStyle: ButtonStyle {
    var tint: Color

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .background(Pill(radius: 10).fill(tint.opacity(configuration.isPressed ? 0.5 : 0.2)))
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
            .animation(.spring(duration: 0.4), value: configuration.isPressed)
            .sensoryFeedback(.impact(intensity: 0.7), trigger: configuration.isPressed)
    }
}

struct Pill: Shape {
    var radius: CGFloat

    func path(in rect: CGRect) -> Path {
        Path(UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: radius, height: radius)).cgPath)
    }
}

#Preview {
    RecorderButton()
}
