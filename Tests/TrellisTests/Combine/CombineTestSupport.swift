import Foundation
import Synchronization
import Testing
import Trellis

/// Values received by a subscription, from any thread.
final class Received<Value: Sendable>: Sendable {
    private let state = Mutex<(values: [Value], completions: [String])>(([], []))

    var values: [Value] { state.withLock { $0.values } }
    /// "finished" or "failure(<error>)" for each completion received.
    var completions: [String] { state.withLock { $0.completions } }

    func append(_ value: Value) {
        state.withLock { $0.values.append(value) }
    }

    func complete<Failure: Error>(_ completion: Subscribers.Completion<Failure>) {
        let text: String
        switch completion {
        case .finished: text = "finished"
        case .failure(let error): text = "failure(\(error))"
        }
        state.withLock { $0.completions.append(text) }
    }
}

extension Publisher where Output: Sendable {
    /// Subscribes with a sink recording into `received`.
    func record(into received: Received<Output>) -> AnyCancellable {
        sink(receiveCompletion: { received.complete($0) }, receiveValue: { received.append($0) })
    }
}

/// Waits until `condition` holds, for at most `seconds` (a budget for slow machines, not a
/// timing expectation): returns whether it held.
func waitUntil(seconds: Double = 10, _ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
        if Date() > deadline { return false }
        try? await Task.sleep(nanoseconds: 2_000_000)
    }
    return true
}

/// A subscriber that asks for values only when told, to test demand.
final class DemandingSubscriber<Input: Sendable, Failure: Error>: Subscriber {
    let received = Received<Input>()
    private let initial: Subscribers.Demand
    private let perValue: Subscribers.Demand
    private let lock = NSLock()
    private var subscription: (any Subscription)?

    init(initial: Subscribers.Demand, perValue: Subscribers.Demand = .none) {
        self.initial = initial
        self.perValue = perValue
    }

    func receive(subscription: any Subscription) {
        lock.withLock { self.subscription = subscription }
        if initial > .none { subscription.request(initial) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        received.append(input)
        return perValue
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        received.complete(completion)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { subscription }?.request(demand)
    }

    func cancel() {
        lock.withLock { subscription }?.cancel()
    }
}

/// An error for failing publishers.
struct Oops: Error, Equatable, CustomStringConvertible {
    var code = 1
    var description: String { "Oops\(code)" }
}
