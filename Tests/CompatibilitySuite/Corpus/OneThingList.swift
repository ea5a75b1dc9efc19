import SwiftUI
import Observation

// Written for this suite in the idiom of yolo-cat/1133-iOS-SwiftUIDemo,
// "SwiftUIDemo/TheOneThing/ThingsListScreen.swift" (no licence given, not copied): @Observable
// model classes held in @State, a List of rows with a custom checkbox button, strikethrough
// for done items, a text field bound into the model, and a button disabled by model state.

@Observable
final class Chore: Identifiable {
    let id = UUID()
    let title: String
    var done: Bool

    init(_ title: String, done: Bool = false) {
        self.title = title
        self.done = done
    }
}

@Observable
final class ChoreBoard {
    var chores = [Chore("Water the plants", done: true), Chore("Pay the rent")]
    var draft = ""

    var hasOpenChore: Bool { chores.contains { !$0.done } }

    func add() {
        let title = draft.trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty, !hasOpenChore else { return }
        chores.append(Chore(title))
        draft = ""
    }
}

struct ChoreRow: View {
    let chore: Chore
    let highlighted: Bool

    var body: some View {
        HStack {
            Button {
                chore.done.toggle()
            } label: {
                Image(systemName: chore.done ? "checkmark.circle.fill" : "circle")
                    .font(.title3)
                    .foregroundStyle(chore.done ? Color.accentColor : Color.secondary)
            }
            .buttonStyle(.plain)
            .accessibilityLabel(chore.done ? "Mark as not done" : "Mark as done")
            Text(chore.title)
                .strikethrough(chore.done)
                .foregroundStyle(chore.done ? .secondary : .primary)
        }
        .listRowBackground(highlighted ? Color.accentColor.opacity(0.1) : Color.clear)
    }
}

struct OneThingList: View {
    @State private var board = ChoreBoard()

    var body: some View {
        VStack(spacing: 0) {
            Text("One thing at a time")
                .font(.title.bold())
                .padding()
            List(board.chores) { chore in
                ChoreRow(chore: chore, highlighted: chore.id == board.chores.last?.id)
            }
            .listStyle(.plain)
            HStack {
                TextField("Next chore", text: $board.draft)
                    .textFieldStyle(.roundedBorder)
                    .onSubmit(board.add)
                Button("Add", action: board.add)
                    .buttonStyle(.borderedProminent)
                    .disabled(board.hasOpenChore)
            }
            .padding()
        }
    }
}
