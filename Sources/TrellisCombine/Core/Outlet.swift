/// The downstream end of a subscription, shared by the publishers and operators that do not
/// pass demand upstream one value at a time (subjects, merging, timing, schedulers): values
/// are offered with ``send(_:)`` from any thread and handed to the subscriber one at a time,
/// in order, only as far as it asked for them.
///
/// Delivery is serialized without holding the lock while calling out: the thread that finds
/// nobody delivering delivers, the others only enqueue, so a subscriber is never entered
/// twice at once and may send or cancel from inside its own callbacks.
final class Outlet<Output, Failure: Error>: Subscription {
    /// What happens to a value offered while the subscriber has no demand for it.
    enum Overflow {
        /// It waits for demand.
        case buffer
        /// It is dropped (a ``PassthroughSubject``).
        case drop
        /// It replaces any waiting value (a ``CurrentValueSubject``).
        case keepLatest
    }

    private struct State {
        var downstream: AnySubscriber<Output, Failure>?
        var demand = Subscribers.Demand.none
        var pending: [Output] = []
        var completion: Subscribers.Completion<Failure>?
        var delivering = false
        var ended = false
        var upstreams: [any Cancellable] = []
        var onEnd: (() -> Void)?
    }

    private enum Delivery {
        case value(AnySubscriber<Output, Failure>, Output)
        case completion(AnySubscriber<Output, Failure>, Subscribers.Completion<Failure>, [any Cancellable], (() -> Void)?)
        case nothing
    }

    private let overflow: Overflow
    private let state = Locked(State())

    init<S: Subscriber>(_ downstream: S, overflow: Overflow = .buffer) where S.Input == Output, S.Failure == Failure {
        self.overflow = overflow
        state.withLock { $0.downstream = AnySubscriber(downstream) }
    }

    /// Hands this subscription to the subscriber; values sent before wait for its demand.
    func start() {
        let downstream = state.withLock { $0.downstream }
        downstream?.receive(subscription: self)
    }

    /// Keeps `upstream` alive while the subscription lasts and cancels it when the subscription
    /// is cancelled or completes (at once if it already ended).
    func retain(_ upstream: any Cancellable) {
        let ended = state.withLock { state in
            if !state.ended { state.upstreams.append(upstream) }
            return state.ended
        }
        if ended { upstream.cancel() }
    }

    /// Stops keeping `upstream` (it completed, or was cancelled and replaced).
    func forget(_ upstream: AnyObject) {
        state.withLock { $0.upstreams.removeAll { ($0 as AnyObject) === upstream } }
    }

    /// Runs `action` once when the subscription is cancelled or completes.
    func onEnd(_ action: @escaping () -> Void) {
        let ended = state.withLock { state in
            if !state.ended { state.onEnd = action }
            return state.ended
        }
        if ended { action() }
    }

    /// Whether the subscription was cancelled or completed.
    var hasEnded: Bool { state.withLock { $0.ended } }

    /// Offers `value` to the subscriber.
    func send(_ value: Output) {
        state.withLock { state in
            guard !state.ended, state.completion == nil else { return }
            let idle = !state.delivering && state.demand == .none && state.pending.isEmpty
            switch overflow {
            case .buffer: state.pending.append(value)
            case .drop: if !idle { state.pending.append(value) }
            case .keepLatest: if idle { state.pending = [value] } else { state.pending.append(value) }
            }
        }
        drain()
    }

    /// Ends the subscription with `completion`, after the values already waiting.
    func finish(_ completion: Subscribers.Completion<Failure>) {
        state.withLock { state in
            guard !state.ended, state.completion == nil else { return }
            state.completion = completion
            if overflow == .drop, state.demand == .none { state.pending.removeAll() }
        }
        drain()
    }

    func request(_ demand: Subscribers.Demand) {
        state.withLock { $0.demand += demand }
        drain()
    }

    func cancel() {
        let (upstreams, onEnd) = state.withLock { state in
            defer {
                state.ended = true
                state.downstream = nil
                state.pending = []
                state.upstreams = []
                state.onEnd = nil
            }
            return (state.upstreams, state.onEnd)
        }
        for upstream in upstreams { upstream.cancel() }
        onEnd?()
    }

    private func drain() {
        while true {
            let next = state.withLock { state -> Delivery in
                guard !state.delivering, !state.ended, let downstream = state.downstream else { return .nothing }
                if !state.pending.isEmpty {
                    if state.demand > .none {
                        state.demand -= 1
                        state.delivering = true
                        return .value(downstream, state.pending.removeFirst())
                    }
                    switch overflow {
                    case .buffer: return .nothing
                    case .drop: state.pending.removeAll()
                    case .keepLatest: state.pending.removeFirst(state.pending.count - 1)
                    }
                    if state.completion == nil || !state.pending.isEmpty { return .nothing }
                }
                guard let completion = state.completion else { return .nothing }
                defer {
                    state.ended = true
                    state.downstream = nil
                    state.upstreams = []
                    state.onEnd = nil
                }
                return .completion(downstream, completion, state.upstreams, state.onEnd)
            }
            switch next {
            case .nothing:
                return
            case .value(let downstream, let value):
                let more = downstream.receive(value)
                state.withLock { state in
                    state.demand += more
                    state.delivering = false
                }
            case .completion(let downstream, let completion, let upstreams, let onEnd):
                downstream.receive(completion: completion)
                for upstream in upstreams { upstream.cancel() }
                onEnd?()
                return
            }
        }
    }
}

/// A subscriber that asks its publisher for values (all of them, or a set number) and hands
/// them to closures: how operators built on ``Outlet`` listen to their upstreams.
final class Tap<Input, Failure: Error>: Subscriber, Cancellable {
    private struct State {
        var subscription: (any Subscription)?
        var value: ((Input) -> Void)?
        var completion: ((Subscribers.Completion<Failure>) -> Void)?
        var ended = false
    }
    private let initialDemand: Subscribers.Demand
    private let state = Locked(State())

    init(
        demand: Subscribers.Demand = .unlimited, value: @escaping (Input) -> Void,
        completion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) {
        initialDemand = demand
        state.withLock { state in
            state.value = value
            state.completion = completion
        }
    }

    func receive(subscription: any Subscription) {
        let accepted = state.withLock { state in
            guard !state.ended, state.subscription == nil else { return false }
            state.subscription = subscription
            return true
        }
        guard accepted else { return subscription.cancel() }
        if initialDemand > .none { subscription.request(initialDemand) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        state.withLock { $0.value }?(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let body = state.withLock { state in
            defer { state = State(ended: true) }
            return state.completion
        }
        body?(completion)
    }

    /// Asks the publisher for `demand` more values.
    func request(_ demand: Subscribers.Demand) {
        state.withLock { $0.subscription }?.request(demand)
    }

    func cancel() {
        let subscription = state.withLock { state in
            defer { state = State(ended: true) }
            return state.subscription
        }
        subscription?.cancel()
    }
}

extension Outlet {
    /// Subscribes to `publisher` for this subscription, with `demand`, handing its values and
    /// completion to the closures; it is kept until it completes, and cancelled if this
    /// subscription ends first.
    @discardableResult
    func listen<P: Publisher>(
        to publisher: P, demand: Subscribers.Demand = .unlimited, value: @escaping (P.Output) -> Void,
        completion: @escaping (Subscribers.Completion<P.Failure>) -> Void
    ) -> Tap<P.Output, P.Failure> {
        let kept = Locked<Tap<P.Output, P.Failure>?>(nil)
        let tap = Tap<P.Output, P.Failure>(demand: demand, value: value) { [weak self] ended in
            completion(ended)
            if let tap = kept.withLock({ $0.take() }) { self?.forget(tap) }
        }
        kept.withLock { $0 = tap }
        retain(tap)
        publisher.subscribe(tap)
        return tap
    }
}

