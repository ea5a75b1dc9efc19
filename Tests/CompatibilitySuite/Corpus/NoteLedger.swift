import SwiftUI

// Written for this corpus in the idiom of yusufozgul/SwiftUI-Examples,
// "TodoList-SwiftUI/TodoList-SwiftUI/toDoListManager.swift" (no licence given; not copied): a
// plain class shared through `static var shared`, with a DateFormatter (Swift 6 rejects the
// mutable static of a non-Sendable class, as it would with SwiftUI).

class NoteLedger {
    static var shared = NoteLedger()

    private(set) var notes: [(text: String, date: Date)] = []
    private let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()

    func add(_ text: String) {
        notes.append((text, Date()))
    }

    func stamp(_ index: Int) -> String {
        formatter.string(from: notes[index].date)
    }
}
