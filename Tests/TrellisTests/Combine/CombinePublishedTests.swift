import Foundation
import Testing
import Trellis

/// `@Published` and `ObservableObject`: `$property` publishers and `objectWillChange`, in
/// Combine's order.
@Suite("Combine: @Published and ObservableObject") struct CombinePublishedTests {
    final class Search: ObservableObject {
        @Published var query = ""
        @Published var results: [String] = []
        var log: [String] = []
    }

    final class Plain: ObservableObject {
        var value = 0
    }

    class Base: ObservableObject {
        @Published var base = 0
    }

    final class Derived: Base {
        @Published var derived = 0
    }

    @Test("$property publishes the current value, then each new one before it is stored")
    func projectedPublisher() {
        let search = Search()
        let cancellable = search.$query.sink { [unowned search] value in
            search.log.append("new \(value), stored \(search.query)")
        }
        search.query = "sw"
        search.query = "swift"
        #expect(search.log == ["new , stored ", "new sw, stored ", "new swift, stored sw"])
        #expect(search.query == "swift")
        cancellable.cancel()
        search.query = "other"
        #expect(search.log.count == 3)
    }

    @Test("objectWillChange fires before any @Published property changes, once per write")
    func objectWillChange() {
        let search = Search()
        #expect(search.objectWillChange === search.objectWillChange)
        let cancellable = search.objectWillChange.sink { [unowned search] in
            search.log.append("will change: query \(search.query), results \(search.results.count)")
        }
        search.query = "a"
        search.results = ["x"]
        #expect(search.log == ["will change: query , results 0", "will change: query a, results 0"])
        _ = cancellable
    }

    @Test("objectWillChange covers a superclass's @Published properties; without any, each read is a new publisher")
    func inheritanceAndPlainObjects() {
        let derived = Derived()
        var changes = 0
        let cancellable = derived.objectWillChange.sink { changes += 1 }
        derived.base = 1
        derived.derived = 2
        #expect(changes == 2)
        _ = cancellable
        let plain = Plain()
        #expect(plain.objectWillChange !== plain.objectWillChange)
    }

    @Test("assign(to: &$property) writes each value, publishing as a write does")
    func assignToPublished() {
        let search = Search()
        var changes = 0
        let cancellable = search.objectWillChange.sink { changes += 1 }
        search.$query.map { $0.isEmpty ? [] : ["result for \($0)"] }.assign(to: &search.$results)
        #expect(search.results.isEmpty)
        search.query = "swift"
        #expect(search.results == ["result for swift"])
        #expect(changes == 3)
        _ = cancellable
    }

    @Test("a view model written as SwiftUI code writes it: debounced, deduplicated search on a real scheduler")
    func viewModelPipeline() async {
        final class Model: ObservableObject {
            @Published var query = ""
            @Published private(set) var searches: [String] = []
            private var cancellables = Set<AnyCancellable>()
            let queue = DispatchQueue(label: "search")

            init() {
                $query
                    .dropFirst()
                    .debounce(for: .milliseconds(20), scheduler: queue)
                    .removeDuplicates()
                    .filter { !$0.isEmpty }
                    .receive(on: queue)
                    .sink { [weak self] in self?.searches.append($0) }
                    .store(in: &cancellables)
            }
        }
        let model = Model()
        // Typed in one burst on the scheduler's queue: the debounce cannot fire in between.
        model.queue.async(
            execute: DispatchWorkItem {
                model.query = "s"
                model.query = "sw"
                model.query = "swift"
            })
        #expect(await waitUntil { model.queue.sync { model.searches } == ["swift"] })
        model.queue.async(execute: DispatchWorkItem { model.query = "swift" })
        model.queue.async(execute: DispatchWorkItem { model.query = "combine" })
        #expect(await waitUntil { model.queue.sync { model.searches } == ["swift", "combine"] })
    }
}
