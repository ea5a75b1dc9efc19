import Foundation
import Testing
import Trellis

/// Combine's operators: what each publishes and when it completes.
@Suite("Combine: operators") struct CombineOperatorTests {
    /// The values and completions `publisher` publishes synchronously.
    private func run<P: Publisher>(_ publisher: P) -> (values: [P.Output], completions: [String]) where P.Output: Sendable {
        let received = Received<P.Output>()
        _ = publisher.record(into: received)
        return (received.values, received.completions)
    }

    @Test("map, compactMap, filter, removeDuplicates, dropFirst, first and first(where:)")
    func transforming() {
        let numbers = [1, 1, 2, 3, 3, 3, 4].publisher
        #expect(run(numbers.map { $0 * 10 }).values == [10, 10, 20, 30, 30, 30, 40])
        #expect(run(["1", "x", "3"].publisher.compactMap(Int.init)).values == [1, 3])
        #expect(run(numbers.filter { $0 > 2 }).values == [3, 3, 3, 4])
        #expect(run(numbers.removeDuplicates()).values == [1, 2, 3, 4])
        #expect(run(numbers.removeDuplicates { $1 - $0 < 2 }).values == [1, 3])
        #expect(run(numbers.dropFirst(3)).values == [3, 3, 3, 4])
        #expect(run(numbers.dropFirst()).values.count == 6)
        let first = run(numbers.first())
        #expect(first.values == [1] && first.completions == ["finished"])
        #expect(run(numbers.first { $0 > 2 }).values == [3])
        #expect(run(Empty<Int, Never>().first()).values.isEmpty)
    }

    @Test("first() ends its upstream: a subject's later values go nowhere")
    func firstCancelsUpstream() {
        let subject = PassthroughSubject<Int, Never>()
        let received = Received<Int>()
        let cancellable = subject.first().record(into: received)
        subject.send(5)
        subject.send(6)
        #expect(received.values == [5] && received.completions == ["finished"])
        _ = cancellable
    }

    @Test("prepend and append put values before and after the upstream's")
    func prependAndAppend() {
        #expect(run([3, 4].publisher.prepend(1, 2)).values == [1, 2, 3, 4])
        #expect(run([3].publisher.prepend([1, 2])).values == [1, 2, 3])
        #expect(run([3].publisher.prepend(Just(0))).values == [0, 3])
        #expect(run([1].publisher.append(2, 3)).values == [1, 2, 3])
        let subject = CurrentValueSubject<String, Never>("now")
        let received = Received<String>()
        let cancellable = subject.prepend("before").record(into: received)
        subject.send("later")
        #expect(received.values == ["before", "now", "later"])
        _ = cancellable
    }

    @Test("combineLatest publishes once both have, then on every change; finishes when both did")
    func combineLatest() {
        let names = PassthroughSubject<String, Never>()
        let counts = PassthroughSubject<Int, Never>()
        let received = Received<String>()
        let cancellable = names.combineLatest(counts) { "\($0)×\($1)" }.record(into: received)
        names.send("a")
        #expect(received.values.isEmpty)
        counts.send(1)
        names.send("b")
        counts.send(2)
        names.send(completion: .finished)
        #expect(received.completions.isEmpty)
        counts.send(3)
        counts.send(completion: .finished)
        #expect(received.values == ["a×1", "b×1", "b×2", "b×3"] && received.completions == ["finished"])
        _ = cancellable

        let three = Received<String>()
        _ = Just(1).combineLatest(Just("b"), Just(true)).map { "\($0)\($1)\($2)" }.record(into: three)
        #expect(three.values == ["1btrue"])
    }

    @Test("merge interleaves as values come; a failure ends it at once")
    func merge() {
        let left = PassthroughSubject<Int, Oops>()
        let right = PassthroughSubject<Int, Oops>()
        let received = Received<Int>()
        let cancellable = left.merge(with: right).record(into: received)
        left.send(1)
        right.send(2)
        left.send(3)
        left.send(completion: .finished)
        right.send(4)
        right.send(completion: .failure(Oops()))
        #expect(received.values == [1, 2, 3, 4] && received.completions == ["failure(Oops1)"])
        _ = cancellable
        #expect(run([1, 2].publisher.merge(with: [3].publisher, [4].publisher)).values == [1, 2, 3, 4])
    }

    @Test("flatMap publishes the inner publishers' values, at most maxPublishers at once")
    func flatMap() {
        let inner = [PassthroughSubject<String, Never>(), PassthroughSubject<String, Never>(), PassthroughSubject<String, Never>()]
        let outer = PassthroughSubject<Int, Never>()
        let received = Received<String>()
        let cancellable = outer.flatMap(maxPublishers: .max(2)) { inner[$0] }.record(into: received)
        outer.send(0)
        outer.send(1)
        outer.send(2)  // not asked for while two are open: a passthrough subject drops it
        inner[2].send("lost")
        inner[0].send("a")
        inner[1].send("b")
        inner[0].send(completion: .finished)
        outer.send(2)
        inner[2].send("c")
        outer.send(completion: .finished)
        #expect(received.completions.isEmpty)
        inner[1].send(completion: .finished)
        inner[2].send(completion: .finished)
        #expect(received.values == ["a", "b", "c"] && received.completions == ["finished"])
        _ = cancellable
        #expect(run([1, 2].publisher.flatMap { [$0, $0 * 10].publisher }).values == [1, 10, 2, 20])
    }

    @Test("switchToLatest follows the latest inner publisher and drops the one before")
    func switchToLatest() {
        let first = PassthroughSubject<String, Never>()
        let second = PassthroughSubject<String, Never>()
        let outer = PassthroughSubject<PassthroughSubject<String, Never>, Never>()
        let received = Received<String>()
        let cancellable = outer.switchToLatest().record(into: received)
        outer.send(first)
        first.send("1a")
        outer.send(second)
        first.send("1b")
        second.send("2a")
        outer.send(completion: .finished)
        #expect(received.completions.isEmpty)
        second.send(completion: .finished)
        #expect(received.values == ["1a", "2a"] && received.completions == ["finished"])
        _ = cancellable
    }

    @Test("catch replaces a failed publisher; replaceError ends with a value; setFailureType and mapError retype")
    func errors() {
        let failing = [1, 2].publisher.setFailureType(to: Oops.self).append(0).flatMap { value -> AnyPublisher<Int, Oops> in
            value == 0 ? Fail(error: Oops(code: 7)).eraseToAnyPublisher() : Just(value).setFailureType(to: Oops.self).eraseToAnyPublisher()
        }
        let failed = run(failing)
        #expect(failed.values == [1, 2] && failed.completions == ["failure(Oops7)"])
        let caught = run(failing.catch { error in Just(error.code * 100) })
        #expect(caught.values == [1, 2, 700] && caught.completions == ["finished"])
        let replaced = run(failing.replaceError(with: -1))
        #expect(replaced.values == [1, 2, -1] && replaced.completions == ["finished"])
        let mapped = run(failing.mapError { Oops(code: $0.code + 1) })
        #expect(mapped.completions == ["failure(Oops8)"])
    }

    @Test("handleEvents runs its closures in the order of the events")
    func handleEvents() {
        var events: [String] = []
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.handleEvents(
            receiveSubscription: { _ in events.append("subscription") }, receiveOutput: { events.append("output \($0)") },
            receiveCompletion: { _ in events.append("completion") }, receiveCancel: { events.append("cancel") },
            receiveRequest: { events.append("request \($0)") }
        ).sink { events.append("sink \($0)") }
        subject.send(1)
        cancellable.cancel()
        subject.send(2)
        #expect(events == ["subscription", "request unlimited", "output 1", "sink 1", "cancel"])
        var finished: [String] = []
        _ = Just(3).handleEvents(receiveCompletion: { _ in finished.append("completion") }).sink { finished.append("value \($0)") }
        #expect(finished == ["value 3", "completion"])
    }

    @Test("share subscribes to its upstream once for every subscriber")
    func share() {
        var subscriptions = 0
        let subject = PassthroughSubject<Int, Never>()
        let shared = subject.handleEvents(receiveSubscription: { _ in subscriptions += 1 }).map { $0 * 2 }.share()
        let first = Received<Int>()
        let second = Received<Int>()
        let cancellables = [shared.record(into: first), shared.record(into: second)]
        subject.send(1)
        subject.send(2)
        #expect(subscriptions == 1)
        #expect(first.values == [2, 4] && second.values == [2, 4])
        _ = cancellables
    }
}
