import Trellis

/// The SwiftUI programs the runtime tests drive.
struct LiveCounter: View {
    @State private var count = 0
    var body: some View {
        VStack(alignment: .leading) {
            Text("Count: \(count)")
            Button("Add") { count += 1 }
        }
    }
}

/// A counter under a parent whose own state re-evaluates it and can take it out of the tree.
struct LiveCounterHost: View {
    @State private var showsCounter = true
    @State private var renders = 0
    var body: some View {
        VStack(alignment: .leading) {
            Button(showsCounter ? "Hide" : "Show") { showsCounter.toggle() }
            Button("Touch \(renders)") { renders += 1 }
            if showsCounter { LiveCounter() }
        }
    }
}

struct LiveSettings: View {
    @State private var wifi = false
    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Wi-Fi", isOn: $wifi)
            Text(wifi ? "Wi-Fi is on" : "Wi-Fi is off")
        }
    }
}

struct LiveTodoList: View {
    @State private var items: [String] = []
    @State private var draft = ""
    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                TextField("New item", text: $draft)
                Button("Add") {
                    guard !draft.isEmpty else { return }
                    items.append(draft)
                    draft = ""
                }
            }
            ForEach(Array(items.enumerated()), id: \.offset) { entry in
                Text("• \(entry.element)")
            }
            Text("\(items.count) items")
        }
    }
}

struct LiveThreeButtons: View {
    @State private var pressed = "none"
    var body: some View {
        VStack(alignment: .leading) {
            Button("One") { pressed = "one" }
            Button("Two") { pressed = "two" }
            Button("Three") { pressed = "three" }
            Text("Pressed: \(pressed)")
        }
    }
}

@Observable final class LiveInbox {
    var unread = 0
    var unrelated = 0
}

struct LiveInboxBadge: View {
    let inbox: LiveInbox
    var body: some View {
        Text("Unread: \(inbox.unread)")
    }
}
