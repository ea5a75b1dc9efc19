// A to-do list with a model, run live in the terminal:
//
//     trellis run Examples/Documents/todos.swift
//
// The list's `@State` holds an `@Observable` model; each row is a struct view with a
// `@Binding` to its to-do, so its Toggle writes the model. Type a title and press Return
// (onSubmit) or the Add button; Remove done drops the finished ones. Tab and Shift-Tab move
// the focus, Return or Space presses, Ctrl-C ends. `trellis render` shows the first frame.

struct Todo {
    var title: String
    var done: Bool = false
}

@Observable final class TodoModel {
    var todos = [Todo(title: "Buy milk"), Todo(title: "Walk the dog", done: true)]
    var draft = ""
    var added = 0

    var remaining: Int { todos.filter { !$0.done }.count }

    func add() {
        guard !draft.isEmpty else { return }
        todos.append(Todo(title: draft))
        draft = ""
    }

    func removeDone() {
        todos = todos.filter { !$0.done }
    }
}

struct TodoRow: View {
    @Binding var todo: Todo

    var body: some View {
        Toggle(todo.title, isOn: $todo.done)
            .strikethrough(todo.done)
    }
}

struct TodoList: View {
    @State private var model = TodoModel()

    var body: some View {
        VStack(alignment: .leading) {
            Text("To do: \(model.remaining) of \(model.todos.count)").bold()
            ForEach(model.todos.indices, id: \.self) { index in
                TodoRow(todo: $model.todos[index])
            }
            TextField("New to-do", text: $model.draft)
                .onSubmit { model.add() }
            HStack {
                Button("Add") { model.add() }
                Button("Remove done") { model.removeDone() }
            }
            Text("Added \(model.added) this session").italic()
        }
        .onChange(of: model.todos.count) { old, new in
            if new > old { model.added += new - old }
        }
        .padding()
    }
}

TodoList()
