import SwiftUI
import Combine

// Written for this corpus in the idiom of PacktPublishing/SwiftUI-Cookbook-3rd-Edition,
// "Chapter11-Driving-SwiftUI-with-Combine/02-Managing-the-memory-in-Combine/StopWatch/
// StopWatch/ContentView.swift" (MIT; not copied): an ObservableObject holding Timer.publish
// subscriptions in a Set<AnyCancellable> filled through its own result builder, @StateObject,
// a start/stop Button with a label closure.

final class LapTimer: ObservableObject {
    @Published var tenths = 0
    @Published var seconds = 0
    @Published var running = false
    private var subscriptions: Set<AnyCancellable> = []

    func start() {
        (tenths, seconds) = (0, 0)
        subscriptions.keep {
            Timer.publish(every: 0.1, on: RunLoop.main, in: .default).autoconnect().sink { [self] _ in tenths = (tenths + 1) % 10 }
            Timer.publish(every: 1, on: RunLoop.main, in: .default).autoconnect().sink { [self] _ in seconds += 1 }
        }
        running = true
    }

    func stop() {
        subscriptions = []
        running = false
    }
}

extension Set where Element == AnyCancellable {
    mutating func keep(@SubscriptionBuilder _ make: () -> [AnyCancellable]) {
        formUnion(make())
    }
}

@resultBuilder
struct SubscriptionBuilder {
    static func buildBlock(_ parts: AnyCancellable...) -> [AnyCancellable] { parts }
}

struct LapTimerCombine: View {
    @StateObject private var timer = LapTimer()

    var body: some View {
        VStack(spacing: 12) {
            Text("\(timer.seconds).\(timer.tenths)")
                .font(.system(size: 64))
                .frame(width: 200)
            Button {
                timer.running ? timer.stop() : timer.start()
            } label: {
                Text(timer.running ? "Stop" : "Start")
                    .foregroundStyle(.white)
                    .padding(.horizontal, 20)
                    .padding(.vertical, 12)
                    .background(timer.running ? Color.red : Color.green)
                    .cornerRadius(6)
            }
        }
    }
}

#Preview {
    LapTimerCombine()
}
