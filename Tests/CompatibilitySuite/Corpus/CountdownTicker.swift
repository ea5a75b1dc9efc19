import SwiftUI

// Written for this corpus in the idiom of davidthomasstanton/100-Days-Of-SwiftUI,
// "Flashzilla/Flashzilla/Flashzilla/Practice/TimerView_2.swift" (no licence given; not
// copied): Timer.publish(every:tolerance:on:in:).autoconnect() received with onReceive,
// cancelled through timer.upstream.connect().cancel() after a count.

struct CountdownTicker: View {
    let timer = Timer.publish(every: 1, tolerance: 0.5, on: .main, in: .common).autoconnect()
    @State private var ticks = 0

    var body: some View {
        Text("Ticks: \(ticks)")
            .onReceive(timer) { date in
                if ticks == 3 {
                    timer.upstream.connect().cancel()
                }
                print("tick at \(date)")
                ticks += 1
            }
    }
}

#Preview {
    CountdownTicker()
}
