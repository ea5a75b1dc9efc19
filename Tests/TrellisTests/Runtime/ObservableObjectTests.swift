import Testing
import Trellis
@testable import TrellisCore

/// SwiftUI's older data flow under a live runtime: a view holding an `ObservableObject`
/// (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`) is evaluated again after the
/// object's `objectWillChange` publishes; a `@StateObject` is made once per identity; an
/// `onReceive` subscribes while its view lives.
@MainActor @Suite("Runtime: ObservableObject and onReceive")
struct ObservableObjectTests {
    @Test("a @StateObject's @Published change from a button draws the next frame")
    func stateObjectCounter() {
        let driver = TestDriver(ScoreBoard(), width: 30, height: 4)
        #expect(driver.lines.first == "Score: 0")
        driver.send(.tab)
        driver.send(.return)
        driver.send(.return)
        #expect(driver.lines.first == "Score: 2")
        expectSameAsWhole(driver)
    }

    @Test("a change from outside evaluates only the bodies that hold the object")
    func observedObjectOnly() {
        let model = Score()
        let driver = TestDriver(ScorePanel(model: model), width: 30, height: 6)
        #expect(driver.screen.contains("Observed 0") && driver.screen.contains("Environment 0"))
        let (panel, observed, environment) = (
            driver.bodyEvaluations(of: ScorePanel.self), driver.bodyEvaluations(of: ObservedScore.self),
            driver.bodyEvaluations(of: EnvironmentScore.self)
        )
        model.points = 7
        driver.update()
        #expect(driver.screen.contains("Observed 7") && driver.screen.contains("Environment 7"), "\(driver.screen)")
        #expect(driver.bodyEvaluations(of: ScorePanel.self) == panel)
        #expect(driver.bodyEvaluations(of: ObservedScore.self) == observed + 1)
        #expect(driver.bodyEvaluations(of: EnvironmentScore.self) == environment + 1)
        expectSameAsWhole(driver)
        let frames = driver.frameCount
        driver.update()  // nothing changed: no frame
        #expect(driver.frameCount == frames)
    }

    @Test("a @StateObject is made once per identity: kept across its parent's frames, made again after it left")
    func stateObjectLifetime() {
        let made = MadeCount()
        let driver = TestDriver(HidingHost(child: CountedScore(made: made)), width: 30, height: 6)
        #expect(made.count == 1)
        driver.send(.tab)  // Hide
        driver.send(.tab)  // Touch
        driver.send(.tab)  // Add
        driver.send(.return)
        #expect(driver.screen.contains("Score: 1"))
        driver.send(.tab, modifiers: .shift)  // Touch: the host is evaluated again
        driver.send(.return)
        #expect(driver.screen.contains("Touch 1") && driver.screen.contains("Score: 1"), "\(driver.screen)")
        #expect(made.count == 1)
        driver.send(.tab, modifiers: .shift)  // Hide
        driver.send(.return)
        #expect(!driver.screen.contains("Score"))
        driver.send(.return)  // Show: a new identity, a new object
        #expect(driver.screen.contains("Score: 0"))
        #expect(made.count == 2)
    }

    @Test("the object a body stops holding no longer evaluates it")
    func observationMoves() {
        let first = Score(), second = Score()
        let host = Selection()
        let driver = TestDriver(SelectedScore(selection: host, first: first, second: second), width: 30, height: 4)
        let before = driver.bodyEvaluations(of: ObservedScore.self)
        host.useSecond = true
        driver.update()
        #expect(driver.bodyEvaluations(of: ObservedScore.self) == before + 1)
        first.points = 3  // no longer held
        driver.update()
        #expect(driver.bodyEvaluations(of: ObservedScore.self) == before + 1)
        second.points = 4
        driver.update()
        #expect(driver.screen.contains("Observed 4"))
        #expect(driver.bodyEvaluations(of: ObservedScore.self) == before + 2)
    }

    @Test("onReceive runs its action for each value while its view lives, with the latest frame's action")
    func receive() {
        let subject = PassthroughSubject<Int, Never>()
        let gate = Selection()
        let driver = TestDriver(Receiving(subject: subject.eraseToAnyPublisher(), gate: gate), width: 30, height: 4)
        #expect(driver.lines.first == "Received 0")
        subject.send(5)
        driver.update()
        #expect(driver.lines.first == "Received 5")
        subject.send(6)
        subject.send(7)
        driver.update()
        #expect(driver.lines.first == "Received 18")
        gate.useSecond = true  // the receiving view leaves: its subscription goes with it
        driver.update()
        subject.send(100)
        driver.update()
        gate.useSecond = false
        driver.update()
        #expect(driver.lines.first == "Received 18", "\(driver.screen)")
        subject.send(1)
        driver.update()
        #expect(driver.lines.first == "Received 19")
    }

    @Test("onReceive of a timer on the main run loop ticks under a live runtime")
    func timer() async throws {
        let driver = TestDriver(Ticker(), width: 30, height: 3)
        #expect(driver.lines.first == "Ticks 0")
        for _ in 0..<500 where driver.lines.first == "Ticks 0" {
            try await Task.sleep(for: .milliseconds(10))
            driver.update()
        }
        #expect(driver.lines.first != "Ticks 0", "no tick in 5 s")
    }

    @Test("a one-shot render neither subscribes nor evaluates again")
    func oneShot() {
        let subject = CurrentValueSubject<Int, Never>(9)
        let text = ViewRenderer(width: 30).render(Receiving(subject: subject.eraseToAnyPublisher(), gate: Selection()), format: .plain)
        #expect(text.hasPrefix("Received 0"))
    }

    private func expectSameAsWhole(_ driver: TestDriver, sourceLocation: SourceLocation = #_sourceLocation) {
        let screen = driver.lines
        #expect(driver.renderWhole().lines == screen, sourceLocation: sourceLocation)
    }
}

private final class Score: ObservableObject {
    @Published var points = 0
}

/// Counts how many times a ``Score`` was made.
@MainActor private final class MadeCount {
    var count = 0
}

private struct ScoreBoard: View {
    @StateObject private var score = Score()
    var body: some View {
        VStack(alignment: .leading) {
            Text("Score: \(score.points)")
            Button("Add") { score.points += 1 }
        }
    }
}

private struct ScorePanel: View {
    let model: Score
    var body: some View {
        VStack(alignment: .leading) {
            Text("Panel")
            ObservedScore(score: model)
            EnvironmentScoreHost()
        }
        .environmentObject(model)
    }
}

private struct ObservedScore: View {
    @ObservedObject var score: Score
    var body: some View { Text("Observed \(score.points)") }
}

private struct EnvironmentScoreHost: View {
    var body: some View { EnvironmentScore() }
}

private struct EnvironmentScore: View {
    @EnvironmentObject var score: Score
    var body: some View { Text("Environment \(score.points)") }
}

private struct CountedScore: View {
    @StateObject private var score: Score
    init(made: MadeCount) {
        _score = StateObject(wrappedValue: {
            made.count += 1
            return Score()
        }())
    }
    var body: some View {
        VStack(alignment: .leading) {
            Text("Score: \(score.points)")
            Button("Add") { score.points += 1 }
        }
    }
}

@Observable private final class Selection {
    var useSecond = false
}

private struct SelectedScore: View {
    let selection: Selection
    let first: Score
    let second: Score
    var body: some View {
        ObservedScore(score: selection.useSecond ? second : first)
    }
}

private struct Receiving: View {
    let subject: AnyPublisher<Int, Never>
    let gate: Selection
    @State private var total = 0
    var body: some View {
        VStack(alignment: .leading) {
            Text("Received \(total)")
            if !gate.useSecond {
                Text("listening").onReceive(subject) { total += $0 }
            }
        }
    }
}

private struct Ticker: View {
    @State private var ticks = 0
    private let timer = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect()
    var body: some View {
        Text("Ticks \(ticks)").onReceive(timer) { _ in ticks += 1 }
    }
}
