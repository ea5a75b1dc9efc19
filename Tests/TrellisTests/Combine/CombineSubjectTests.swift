import Foundation
import Testing
import Trellis

/// Subjects: who receives what, completion, cancellation, demand, and sending from threads.
@Suite("Combine: subjects") struct CombineSubjectTests {
    @Test("a passthrough subject hands each value to the subscribers present, then ends them all")
    func passthrough() {
        let subject = PassthroughSubject<Int, Oops>()
        let first = Received<Int>()
        let firstCancellable = subject.record(into: first)
        subject.send(1)
        let second = Received<Int>()
        let secondCancellable = subject.record(into: second)
        subject.send(2)
        subject.send(completion: .failure(Oops(code: 2)))
        subject.send(3)
        #expect(first.values == [1, 2] && second.values == [2])
        #expect(first.completions == ["failure(Oops2)"] && second.completions == ["failure(Oops2)"])
        let late = Received<Int>()
        _ = subject.record(into: late)
        #expect(late.values.isEmpty && late.completions == ["failure(Oops2)"])
        _ = (firstCancellable, secondCancellable)
    }

    @Test("cancelling stops delivery to that subscriber only")
    func cancellation() {
        let subject = PassthroughSubject<String, Never>()
        let kept = Received<String>()
        let dropped = Received<String>()
        let keptCancellable = subject.record(into: kept)
        let droppedCancellable = subject.record(into: dropped)
        subject.send("a")
        droppedCancellable.cancel()
        subject.send("b")
        subject.send(completion: .finished)
        #expect(kept.values == ["a", "b"] && kept.completions == ["finished"])
        #expect(dropped.values == ["a"] && dropped.completions.isEmpty)
        _ = keptCancellable
    }

    @Test("a passthrough subject drops values its subscriber did not ask for")
    func passthroughDemand() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = DemandingSubscriber<Int, Never>(initial: .max(1))
        subject.subscribe(subscriber)
        subject.send(1)
        subject.send(2)
        subscriber.request(.max(1))
        subject.send(3)
        #expect(subscriber.received.values == [1, 3])
    }

    @Test("a current value subject hands a new subscriber its value, and the latest one on demand")
    func currentValue() {
        let subject = CurrentValueSubject<Int, Never>(1)
        let received = Received<Int>()
        let cancellable = subject.record(into: received)
        subject.send(2)
        subject.value = 3
        #expect(received.values == [1, 2, 3] && subject.value == 3)

        let slow = DemandingSubscriber<Int, Never>(initial: .none)
        subject.subscribe(slow)
        subject.send(4)
        subject.send(5)
        #expect(slow.received.values.isEmpty)
        slow.request(.max(1))
        #expect(slow.received.values == [5])
        subject.send(completion: .finished)
        subject.send(6)
        #expect(subject.value == 5 && received.completions == ["finished"])
        _ = cancellable
    }

    @Test("a publisher subscribed to a subject feeds it until cancelled")
    func subjectAsSubscriber() {
        let source = PassthroughSubject<Int, Never>()
        let target = PassthroughSubject<Int, Never>()
        let received = Received<Int>()
        let sink = target.record(into: received)
        let feed = source.subscribe(target)
        source.send(1)
        feed.cancel()
        source.send(2)
        #expect(received.values == [1])
        _ = sink
    }

    @Test("values sent from two threads at once all arrive, each thread's in its order, one at a time")
    func sendingFromTwoThreads() async {
        let subject = PassthroughSubject<Int, Never>()
        let received = Received<Int>()
        let concurrent = Received<Bool>()
        let inside = NSLock()
        let cancellable = subject.sink { value in
            // A subscriber is never entered twice at once.
            let entered = inside.try()
            concurrent.append(!entered)
            received.append(value)
            if entered { inside.unlock() }
        }
        let perThread = 2000
        let group = DispatchGroup()
        for thread in 0..<2 {
            group.enter()
            DispatchQueue.global().async(
                execute: DispatchWorkItem {
                    for index in 0..<perThread { subject.send(thread * perThread + index) }
                    group.leave()
                })
        }
        #expect(await waitUntil { group.wait(timeout: .now()) == .success })
        let values = received.values
        #expect(values.count == 2 * perThread)
        #expect(values.filter { $0 < perThread } == Array(0..<perThread))
        #expect(values.filter { $0 >= perThread } == Array(perThread..<(2 * perThread)))
        #expect(!concurrent.values.contains(true))
        _ = cancellable
    }

    @Test("subscribing and cancelling on one thread while another sends neither crashes nor delivers after cancel")
    func cancelWhileSending() async {
        let subject = CurrentValueSubject<Int, Never>(0)
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async(
            execute: DispatchWorkItem {
                for value in 1...3000 { subject.send(value) }
                group.leave()
            })
        var late = 0
        for _ in 0..<200 {
            let received = Received<Int>()
            let cancellable = subject.record(into: received)
            cancellable.cancel()
            let count = received.values.count
            subject.send(-1)
            if received.values.count != count { late += 1 }
        }
        #expect(await waitUntil { group.wait(timeout: .now()) == .success })
        #expect(late == 0)
    }
}
