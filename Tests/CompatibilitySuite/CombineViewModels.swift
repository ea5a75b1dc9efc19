import SwiftUI
import Combine

/// View models written with Combine, as SwiftUI apps before Observation wrote them: a search
/// model whose `@Published` query drives a debounced lookup, a subject for refreshes, a
/// timer, and the values a view receives with `onReceive`.
final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    @Published var isLoading = false
    let refresh = PassthroughSubject<Void, Never>()
    let selection = CurrentValueSubject<String?, Never>(nil)
    private var cancellables = Set<AnyCancellable>()
    private let catalog = ["Combine", "Concurrency", "Observation", "SwiftUI"]

    init() {
        $query.sink { print($0) }.store(in: &cancellables)

        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { [catalog] query in catalog.filter { $0.localizedCaseInsensitiveContains(query) } }
            .receive(on: DispatchQueue.main)
            .assign(to: &$results)

        refresh
            .throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: true)
            .handleEvents(receiveOutput: { [weak self] in self?.isLoading = true })
            .flatMap { [weak self] _ in self?.lookUp() ?? Empty().eraseToAnyPublisher() }
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] in
                self?.results = $0
                self?.isLoading = false
            })
            .store(in: &cancellables)

        NotificationCenter.default.publisher(for: Notification.Name("CatalogChanged"))
            .map { _ in () }
            .subscribe(refresh)
            .store(in: &cancellables)
    }

    private func lookUp() -> AnyPublisher<[String], Never> {
        Future<[String], Never> { [catalog] promise in promise(.success(catalog)) }
            .delay(for: .milliseconds(50), scheduler: DispatchQueue.global())
            .replaceError(with: [])
            .eraseToAnyPublisher()
    }

    var summary: AnyPublisher<String, Never> {
        $results.combineLatest($isLoading)
            .map { results, loading in loading ? "Loading…" : "\(results.count) results" }
            .prepend("Ready")
            .eraseToAnyPublisher()
    }
}

final class Clock: ObservableObject {
    @Published var now = Date()
    private var timer: AnyCancellable?

    func start() {
        timer = Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .assign(to: \.now, on: self)
    }

    func stop() {
        timer?.cancel()
    }
}

struct SearchScreen: View {
    @StateObject private var model = SearchModel()
    @State private var summary = ""
    @State private var ticks = 0
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Search", text: $model.query)
            Text(summary)
            ForEach(model.results, id: \.self) { Text($0) }
        }
        .onReceive(model.refresh) { _ in }
        .onReceive(model.$query) { _ in }
        .onReceive(model.summary) { summary = $0 }
        .onReceive(timer) { _ in ticks += 1 }
        .onReceive(Just(1)) { _ in }
        .onReceive(model.objectWillChange) { _ in }
    }
}
