import SwiftUI
import Combine

// Written for this corpus in the idiom of voidboost/hdrezka-swiftui,
// "HDrezka/macOS/Presentations/Components/UpdateButton.swift" (MIT; not copied): a button
// enabled by an updater's published flag, subscribed in onAppear through
// receive(on: DispatchQueue.main).sink and stored into a @State Set<AnyCancellable>; the
// Sparkle updater is a small ObservableObject here.

final class AppUpdater: ObservableObject {
    @Published var canCheck = true

    func check() {}
}

struct CheckForUpdatesButton: View {
    private let updater: AppUpdater
    @State private var canCheck = false
    @State private var subscriptions: Set<AnyCancellable> = []

    init(updater: AppUpdater) {
        self.updater = updater
    }

    var body: some View {
        Button {
            updater.check()
        } label: {
            Text("Check for Updates…")
        }
        .disabled(!canCheck)
        .onAppear {
            updater.$canCheck
                .receive(on: DispatchQueue.main)
                .sink { value in
                    self.canCheck = value
                }
                .store(in: &subscriptions)
        }
    }
}
