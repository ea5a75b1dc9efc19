import Foundation
import Testing
import Trellis

/// Combine's publishers and subscribers on Linux: values, completion, demand and cancellation.
@Suite("Combine: publishers, subscribers and demand") struct CombinePublisherTests {
    @Test("demand arithmetic saturates: unlimited stays unlimited, a count stays at or above zero")
    func demandArithmetic() {
        #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
        #expect(Subscribers.Demand.unlimited + 1 == .unlimited)
        #expect(Subscribers.Demand.max(2) - 5 == .none)
        #expect(Subscribers.Demand.unlimited - .max(4) == .unlimited)
        #expect(Subscribers.Demand.max(3) * 2 == .max(6))
        #expect(Subscribers.Demand.max(1) < .unlimited && Subscribers.Demand.max(1) > 0)
        #expect(Subscribers.Demand.unlimited.max == nil && Subscribers.Demand.max(7).max == 7)
    }

    @Test("Just, a sequence, Empty and Fail publish their values then complete")
    func basicPublishers() {
        let just = Received<Int>()
        _ = Just(4).record(into: just)
        #expect(just.values == [4] && just.completions == ["finished"])

        let sequence = Received<String>()
        _ = ["a", "b", "c"].publisher.record(into: sequence)
        #expect(sequence.values == ["a", "b", "c"] && sequence.completions == ["finished"])

        let empty = Received<Int>()
        _ = Empty<Int, Never>().record(into: empty)
        #expect(empty.values.isEmpty && empty.completions == ["finished"])
        let endless = Received<Int>()
        _ = Empty<Int, Never>(completeImmediately: false).record(into: endless)
        #expect(endless.completions.isEmpty)

        let fail = Received<Int>()
        _ = Fail<Int, Oops>(error: Oops()).record(into: fail)
        #expect(fail.values.isEmpty && fail.completions == ["failure(Oops1)"])
    }

    @Test("a subscriber receives only as many values as it asked for, the rest when it asks again")
    func demandIsHonoured() {
        let subscriber = DemandingSubscriber<Int, Never>(initial: .max(2))
        (1...5).publisher.subscribe(subscriber)
        #expect(subscriber.received.values == [1, 2] && subscriber.received.completions.isEmpty)
        subscriber.request(.max(1))
        #expect(subscriber.received.values == [1, 2, 3])
        subscriber.request(.unlimited)
        #expect(subscriber.received.values == [1, 2, 3, 4, 5] && subscriber.received.completions == ["finished"])
    }

    @Test("a subscriber's returned demand adds to what it asked for")
    func returnedDemand() {
        let subscriber = DemandingSubscriber<Int, Never>(initial: .max(1), perValue: .max(1))
        (1...4).publisher.subscribe(subscriber)
        #expect(subscriber.received.values == [1, 2, 3, 4] && subscriber.received.completions == ["finished"])
    }

    @Test("operators pass demand upstream: map and filter over a sequence stop where the subscriber does")
    func demandThroughOperators() {
        let subscriber = DemandingSubscriber<String, Never>(initial: .max(2))
        var transformed = 0
        (1...10).publisher.filter { $0.isMultiple(of: 2) }.map { value -> String in
            transformed += 1
            return "#\(value)"
        }.subscribe(subscriber)
        #expect(subscriber.received.values == ["#2", "#4"])
        #expect(transformed == 2)
        subscriber.cancel()
        subscriber.request(.unlimited)
        #expect(subscriber.received.values == ["#2", "#4"] && subscriber.received.completions.isEmpty)
    }

    @Test("Future runs once at creation and hands its result to every subscriber, before and after")
    func future() {
        var runs = 0
        var fulfil: ((Result<Int, Oops>) -> Void)?
        let future = Future<Int, Oops> { promise in
            runs += 1
            fulfil = promise
        }
        let early = Received<Int>()
        let earlyCancellable = future.record(into: early)
        #expect(early.values.isEmpty)
        fulfil?(.success(9))
        fulfil?(.success(10))
        let late = Received<Int>()
        _ = future.record(into: late)
        #expect(runs == 1)
        #expect(early.values == [9] && early.completions == ["finished"])
        #expect(late.values == [9] && late.completions == ["finished"])
        _ = earlyCancellable

        let failed = Received<Int>()
        _ = Future<Int, Oops> { $0(.failure(Oops(code: 3))) }.record(into: failed)
        #expect(failed.completions == ["failure(Oops3)"])
    }

    @Test("Deferred makes its publisher for each subscriber; AnyPublisher hides the chain's type")
    func deferredAndErased() {
        var made = 0
        let deferred = Deferred { () -> Just<Int> in
            made += 1
            return Just(made)
        }
        #expect(made == 0)
        let erased: AnyPublisher<String, Never> = deferred.map { "v\($0)" }.eraseToAnyPublisher()
        let first = Received<String>()
        let second = Received<String>()
        _ = erased.record(into: first)
        _ = erased.record(into: second)
        #expect(first.values == ["v1"] && second.values == ["v2"] && made == 2)
    }

    @Test("AnyCancellable cancels once, when cancelled or released; store(in:) keeps it in a set or an array")
    func cancellables() {
        var cancelled = 0
        var set = Set<AnyCancellable>()
        AnyCancellable { cancelled += 1 }.store(in: &set)
        #expect(cancelled == 0 && set.count == 1)
        set.removeAll()
        #expect(cancelled == 1)

        var array: [AnyCancellable] = []
        let subject = PassthroughSubject<Int, Never>()
        let received = Received<Int>()
        subject.record(into: received).store(in: &array)
        subject.send(1)
        array.first?.cancel()
        array.first?.cancel()
        subject.send(2)
        #expect(received.values == [1])

        let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { received.append($0 * 10) })
        subject.subscribe(sink)
        var kept = Set<AnyCancellable>()
        sink.store(in: &kept)
        subject.send(3)
        kept.removeAll()
        subject.send(4)
        #expect(received.values == [1, 30])
    }

    @Test("sink without a completion closure, and assign(to:on:) writing each value to an object")
    func sinkAndAssign() {
        final class Label {
            var text = ""
        }
        let label = Label()
        let subject = CurrentValueSubject<String, Never>("first")
        var seen: [String] = []
        let sink = subject.sink { seen.append($0) }
        let assign = subject.assign(to: \.text, on: label)
        #expect(label.text == "first")
        subject.send("second")
        #expect(label.text == "second" && seen == ["first", "second"])
        assign.cancel()
        subject.value = "third"
        #expect(label.text == "second" && seen == ["first", "second", "third"])
        _ = sink
    }
}
