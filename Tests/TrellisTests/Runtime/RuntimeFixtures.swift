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

/// A view under a parent whose own state re-evaluates it ("Touch") and can take it out of the
/// tree ("Hide").
struct HidingHost<Child: View>: View {
    let child: Child
    @State private var shows = true
    @State private var touches = 0
    var body: some View {
        VStack(alignment: .leading) {
            Button(shows ? "Hide" : "Show") { shows.toggle() }
            Button("Touch \(touches)") { touches += 1 }
            if shows { child }
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
