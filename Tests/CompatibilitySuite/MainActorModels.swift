import SwiftUI

/// Main-actor models, as Swift 6 apps write them: an `@Observable` class and an
/// `ObservableObject` isolated to the main actor, read and written from bodies, actions,
/// `task`, `refreshable` and a `Task` started by a button, main-actor state read in a body,
/// and a view isolated itself.
@MainActor @Observable final class FeedModel {
    var items: [String] = []
    var isLoading = false

    func load() async {
        isLoading = true
        try? await Task.sleep(for: .milliseconds(1))
        items = ["First", "Second"]
        isLoading = false
    }
}

@MainActor enum FeedDefaults {
    static var title = "Feed"
}

struct FeedView: View {
    @State private var model = FeedModel()
    @State private var count = 0

    var body: some View {
        List(model.items, id: \.self) { Text($0) }
            .navigationTitle(FeedDefaults.title)
            .task { await model.load(); count = model.items.count }
            .task(id: count) { model.isLoading = false }
            .refreshable { await model.load() }
            .onAppear { Task { await model.load() } }
            .overlay { if model.isLoading { ProgressView() } }
            .toolbar { Button("Reload") { Task { @MainActor in await model.load() } } }
    }
}

@MainActor final class ProfileModel: ObservableObject {
    @Published var name = ""
}

@MainActor struct ProfileView: View {
    @StateObject private var model = ProfileModel()

    var body: some View {
        Form {
            TextField("Name", text: $model.name)
                .onSubmit { model.name = model.name.trimmingCharacters(in: .whitespaces) }
            Text("Hello, \(model.name)")
        }
    }
}
