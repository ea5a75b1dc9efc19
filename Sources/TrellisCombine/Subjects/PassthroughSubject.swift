/// A subject that hands each value sent to the subscribers present and asking, and keeps none,
/// as Combine's `PassthroughSubject`. Safe to send to from several threads; each subscriber
/// still receives one value at a time.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let hub = SubjectHub<Output, Failure>(overflow: .drop)

    /// A subject with no subscribers.
    public init() {}

    public func send(_ value: Output) { hub.send(value) }

    public func send(completion: Subscribers.Completion<Failure>) { hub.finish(completion) }

    public func send(subscription: any Subscription) { hub.accept(subscription) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        hub.attach(subscriber, initial: nil)
    }
}

/// A subject holding a current value: a new subscriber first receives it, and ``value`` is the
/// last value sent, as Combine's `CurrentValueSubject`. A subscriber without demand is given the
/// latest value when it asks, not every one it missed.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let hub = SubjectHub<Output, Failure>(overflow: .keepLatest)
    private let current: Locked<Output>

    /// A subject whose current value is `value`.
    public init(_ value: Output) {
        current = Locked(value)
    }

    /// The current value; setting it sends it.
    public var value: Output {
        get { current.withLock { $0 } }
        set { send(newValue) }
    }

    public func send(_ value: Output) {
        guard !hub.isFinished else { return }
        current.withLock { $0 = value }
        hub.send(value)
    }

    public func send(completion: Subscribers.Completion<Failure>) { hub.finish(completion) }

    public func send(subscription: any Subscription) { hub.accept(subscription) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        hub.attach(subscriber, initial: { self.value })
    }
}

/// The subscribers of one subject, each behind its own ``Outlet``.
final class SubjectHub<Output, Failure: Error> {
    private struct State {
        var outlets: [ObjectIdentifier: Outlet<Output, Failure>] = [:]
        /// Subscribers in the order they came, so that values reach them in that order.
        var order: [ObjectIdentifier] = []
        var completion: Subscribers.Completion<Failure>?
        var upstreams: [any Subscription] = []
    }
    private let overflow: Outlet<Output, Failure>.Overflow
    private let state = Locked(State())

    init(overflow: Outlet<Output, Failure>.Overflow) {
        self.overflow = overflow
    }

    var isFinished: Bool { state.withLock { $0.completion != nil } }

    /// Attaches `subscriber`; a subject that already ended hands it its completion at once.
    func attach<S: Subscriber>(_ subscriber: S, initial: (() -> Output)?) where S.Input == Output, S.Failure == Failure {
        let outlet = Outlet(subscriber, overflow: overflow)
        let key = ObjectIdentifier(outlet)
        // The initial value waits in the outlet (nothing is delivered before `start`), offered
        // under the lock so that a value sent meanwhile follows it rather than precedes it.
        let completion = state.withLock { state in
            if state.completion == nil {
                state.outlets[key] = outlet
                state.order.append(key)
                if let initial { outlet.send(initial()) }
            }
            return state.completion
        }
        outlet.onEnd { [weak self] in self?.detach(key) }
        outlet.start()
        if let completion { outlet.finish(completion) }
    }

    func send(_ value: Output) {
        for outlet in snapshot() { outlet.send(value) }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        let outlets = state.withLock { state -> [Outlet<Output, Failure>] in
            guard state.completion == nil else { return [] }
            state.completion = completion
            defer {
                state.outlets = [:]
                state.order = []
                state.upstreams = []
            }
            return state.order.compactMap { state.outlets[$0] }
        }
        for outlet in outlets { outlet.finish(completion) }
    }

    /// Accepts a subscription to a publisher this subject subscribed to, and asks it for all.
    func accept(_ subscription: any Subscription) {
        let finished = state.withLock { state in
            if state.completion == nil { state.upstreams.append(subscription) }
            return state.completion != nil
        }
        if finished { subscription.cancel() } else { subscription.request(.unlimited) }
    }

    private func snapshot() -> [Outlet<Output, Failure>] {
        state.withLock { state in state.order.compactMap { state.outlets[$0] } }
    }

    private func detach(_ key: ObjectIdentifier) {
        state.withLock { state in
            guard state.outlets.removeValue(forKey: key) != nil else { return }
            state.order.removeAll { $0 == key }
        }
    }
}
