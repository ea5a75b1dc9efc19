import Foundation
import Testing
import Trellis

/// Schedulers and the operators that deliver through them, on real queues: each test waits
/// for delivery (with a generous deadline) and checks values and order, never durations.
@Suite("Combine: schedulers and timing") struct CombineSchedulerTests {
    /// A run loop other than the main one (the test's thread's).
    private func otherRunLoop() -> RunLoop {
        RunLoop.current
    }

    /// Runs `body` as one block on `queue`, so that nothing the block schedules there runs before it ends.
    private func onQueue(_ queue: DispatchQueue, _ body: @escaping () -> Void) {
        queue.async(execute: DispatchWorkItem(block: body))
    }

    @Test("receive(on:) delivers every value and the completion on the queue, in order")
    func receiveOn() async {
        let queue = DispatchQueue(label: "receive")
        let key = DispatchSpecificKey<Int>()
        queue.setSpecific(key: key, value: 1)
        let received = Received<Int>()
        let onQueue = Received<Bool>()
        let cancellable = (1...50).publisher.receive(on: queue).sink(
            receiveCompletion: { received.complete($0) },
            receiveValue: {
                onQueue.append(DispatchQueue.getSpecific(key: key) == 1)
                received.append($0)
            })
        #expect(await waitUntil { received.completions == ["finished"] })
        #expect(received.values == Array(1...50) && !onQueue.values.contains(false))
        _ = cancellable
    }

    @Test("debounce publishes the last value of a burst, and a waiting value before the finish")
    func debounce() async {
        let queue = DispatchQueue(label: "debounce")
        let subject = PassthroughSubject<Int, Never>()
        let received = Received<Int>()
        let cancellable = subject.debounce(for: .milliseconds(10), scheduler: queue).record(into: received)
        onQueue(queue) {
            subject.send(1)
            subject.send(2)
            subject.send(3)
        }
        #expect(await waitUntil { received.values == [3] })
        onQueue(queue) {
            subject.send(4)
            subject.send(completion: .finished)
        }
        #expect(await waitUntil { received.completions == ["finished"] })
        #expect(received.values == [3, 4])
        _ = cancellable
    }

    @Test("throttle publishes a window's first value at once, then its latest (or first) when it ends")
    func throttle() async {
        for latest in [true, false] {
            let queue = DispatchQueue(label: "throttle")
            let subject = PassthroughSubject<Int, Never>()
            let received = Received<Int>()
            let cancellable = subject.throttle(for: .milliseconds(10), scheduler: queue, latest: latest).record(into: received)
            onQueue(queue) {
                for value in 1...4 { subject.send(value) }
            }
            let expected = latest ? [1, 4] : [1, 2]
            #expect(await waitUntil { received.values == expected })
            _ = cancellable
        }
    }

    @Test("delay delivers each value later, in order, then the completion")
    func delay() async {
        let received = Received<String>()
        let cancellable = ["a", "b"].publisher.delay(for: .milliseconds(5), scheduler: DispatchQueue.global()).record(into: received)
        #expect(await waitUntil { received.completions == ["finished"] })
        #expect(received.values == ["a", "b"])
        _ = cancellable
    }

    @Test("RunLoop, OperationQueue and ImmediateScheduler schedule actions; a repeating action stops when cancelled")
    func otherSchedulers() async {
        var immediate: [Int] = []
        ImmediateScheduler.shared.schedule { immediate.append(1) }
        _ = Just(2).receive(on: ImmediateScheduler.shared).sink { immediate.append($0) }
        #expect(immediate == [1, 2])

        let queue = OperationQueue()
        let received = Received<Int>()
        let cancellable = (1...3).publisher.receive(on: queue).record(into: received)
        #expect(await waitUntil { received.values == [1, 2, 3] })
        _ = cancellable

        let ticks = Received<Int>()
        let loop = otherRunLoop()
        let repeating = loop.schedule(after: loop.now, interval: .milliseconds(1)) { ticks.append(1) }
        #expect(await waitUntil { ticks.values.count >= 3 })
        repeating.cancel()
        let stopped = ticks.values.count
        try? await Task.sleep(nanoseconds: 20_000_000)
        #expect(ticks.values.count <= stopped + 1)
        #expect(RunLoop.SchedulerTimeType.Stride.milliseconds(1500).magnitude == 1.5)
        #expect(DispatchQueue.SchedulerTimeType.Stride.seconds(2).magnitude == 2_000_000_000)
        #expect(DispatchQueue.SchedulerTimeType.Stride(integerLiteral: 1) == .milliseconds(1000))
    }

    @Test("Timer.publish delivers dates once connected, and stops when the connection is cancelled")
    func timerPublisher() async {
        let timer = Timer.publish(every: 0.002, on: otherRunLoop(), in: .common)
        let dates = Received<Date>()
        let cancellable = timer.record(into: dates)
        try? await Task.sleep(nanoseconds: 10_000_000)
        #expect(dates.values.isEmpty)
        let connection = timer.connect()
        #expect(await waitUntil { dates.values.count >= 3 })
        #expect(dates.values == dates.values.sorted())
        connection.cancel()
        let stopped = dates.values.count
        try? await Task.sleep(nanoseconds: 20_000_000)
        #expect(dates.values.count <= stopped + 1)
        _ = cancellable

        let auto = Received<Date>()
        let autoconnected = Timer.publish(every: 0.002, on: otherRunLoop(), in: .common).autoconnect().record(into: auto)
        #expect(await waitUntil { auto.values.count >= 2 })
        autoconnected.cancel()
    }
}
