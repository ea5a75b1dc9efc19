import Trellis

/// A to-do list that runs in the terminal: a SwiftUI program with only the import changed.
///
///     swift run trellis-todo          # on the alternate screen; Ctrl-C quits
///     TRELLIS_INLINE=1 swift run trellis-todo   # below the prompt
///
/// Tab and Shift-Tab move the focus; type into the field, press Return on "Add"; Space ticks
/// the focused item.
@main
struct TodoApp: App {
    var body: some Scene {
        WindowGroup("To-do") {
            TodoView()
        }
    }
}

struct TodoItem: Identifiable {
    let id: Int
    var title: String
    var isDone = false
}

struct TodoView: View {
    @State private var items: [TodoItem] = []
    @State private var draft = ""
    @State private var nextID = 1

    var body: some View {
        VStack(alignment: .leading) {
            Text("To-do").bold()
            HStack {
                TextField("New item", text: $draft)
                Button("Add") {
                    guard !draft.isEmpty else { return }
                    items.append(TodoItem(id: nextID, title: draft))
                    nextID += 1
                    draft = ""
                }
            }
            ForEach($items) { $item in
                Toggle(item.title, isOn: $item.isDone)
            }
            Text("\(items.filter { !$0.isDone }.count) of \(items.count) left").foregroundStyle(.secondary)
        }
        .padding(1)
        .task {
            items = await TodoStore.savedItems()
            nextID = items.count
        }
    }
}

/// Where the list is kept between runs; this example keeps one item, loaded off the main actor.
enum TodoStore {
    nonisolated static func savedItems() async -> [TodoItem] {
        [TodoItem(id: 0, title: "Water the plants")]
    }
}
