// A kanban board from the bundled C plugin: one column per section, its header as the title,
// each row a card; `.kanbanBlocked(true)` marks a card blocked. `spacing` is in columns: a
// plugin's arguments reach it through the C ABI as written, and the ABI counts in cells.
import Kanban

let todo = ["Write the plugin header", "Fuzz the document parser", "한국어 카드 정렬"]
let doing = ["Measure the board against rich"]

Kanban(spacing: 2) {
    Section("To do") {
        ForEach(todo, id: \.self) { Text($0) }
    }
    Section("Doing") {
        ForEach(doing, id: \.self) { Text($0) }
        Text("Review the ABI notes").kanbanBlocked(true)
    }
    Section("Done") {
        Text("Load plugins by name")
    }
}
