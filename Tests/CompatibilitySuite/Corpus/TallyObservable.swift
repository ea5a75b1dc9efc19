import SwiftUI

// Written for this corpus in the idiom of samar-khaled/SwiftUI-Examples,
// "SwiftUI-Examples/ViewExamplesTab/Views/Counter.swift" (no licence given; not copied): an
// @Observable class held in @State and passed to a subview that changes it; a random colour
// background.

@Observable
class Tally {
    var count = 0
}

struct TallyObservable: View {
    @State private var tally = Tally()

    var body: some View {
        VStack(spacing: 12) {
            Text("Total \(tally.count)")
            TallyButtons(tally: tally)
        }
        .padding()
        .background(Color(red: .random(in: 0...1), green: .random(in: 0...1), blue: .random(in: 0...1)))
    }
}

struct TallyButtons: View {
    var tally: Tally

    var body: some View {
        Button("Add one") { tally.count += 1 }
    }
}

#Preview {
    TallyObservable()
}
