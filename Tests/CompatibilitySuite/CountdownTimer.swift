import SwiftUI

/// A countdown driven by a Combine timer, on a gradient backdrop, framed by shape-style borders.
struct CountdownTimer: View {
    @State private var remaining = 10
    @State private var lastTick: Date?
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.timeStyle = .medium
        return formatter
    }()

    var body: some View {
        ZStack {
            RadialGradient(colors: [.orange, .red], center: .center, startRadius: 10, endRadius: 300)
                .ignoresSafeArea()
            VStack(spacing: 12) {
                Text("\(remaining)")
                    .font(.system(size: 64, weight: .bold, design: .rounded))
                    .padding()
                    .border(.quaternary, width: 2)
                if let lastTick {
                    Text("Last tick \(lastTick, formatter: formatter)")
                }
                LinearGradient(colors: [.white.opacity(0.6), .clear], startPoint: .top, endPoint: .bottom)
                    .frame(height: 4)
                Button("Stop") { timer.upstream.connect().cancel() }
                    .border(ImagePaint(image: Image(systemName: "circle.fill"), scale: 0.1), width: 4)
            }
        }
        .onReceive(timer) { date in
            lastTick = date
            if remaining > 0 { remaining -= 1 }
        }
        .onReceive(Just(0)) { start in remaining += start }
    }
}
