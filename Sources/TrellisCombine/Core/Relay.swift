/// The subscription of the operators that turn each upstream value into at most one value
/// (`map`, `filter`, `removeDuplicates`, `first`, ...): it passes the subscriber's demand
/// straight upstream, so those operators ask for no more than their subscriber does. A value
/// the step drops asks upstream for one more in its place.
final class Relay<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription {
    typealias Failure = UpstreamFailure

    /// What the step makes of one upstream value.
    enum Step {
        case emit(Downstream.Input)
        case skip
        /// Emits the value, then finishes (cancelling upstream).
        case emitAndFinish(Downstream.Input)
        /// Finishes without a value (cancelling upstream).
        case finish
    }

    /// The closures of one operator.
    struct Behaviour {
        var step: (Input) -> Step
        var completion: (Subscribers.Completion<UpstreamFailure>) -> Subscribers.Completion<Downstream.Failure>
        var onSubscription: ((any Subscription) -> Void)? = nil
        var onRequest: ((Subscribers.Demand) -> Void)? = nil
        var onCancel: (() -> Void)? = nil
        /// Kept alive while the subscription lasts (a publisher whose connection it holds).
        var retained: AnyObject? = nil
    }

    private struct State {
        var downstream: Downstream?
        var upstream: (any Subscription)?
        var behaviour: Behaviour?
    }
    private let state = Locked(State())

    init(downstream: Downstream, behaviour: Behaviour) {
        state.withLock { state in
            state.downstream = downstream
            state.behaviour = behaviour
        }
    }

    func receive(subscription: any Subscription) {
        let found = state.withLock { state -> (Downstream, Behaviour)? in
            guard state.upstream == nil, let downstream = state.downstream, let behaviour = state.behaviour else { return nil }
            state.upstream = subscription
            return (downstream, behaviour)
        }
        guard let (downstream, behaviour) = found else { return subscription.cancel() }
        behaviour.onSubscription?(subscription)
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let (downstream, behaviour) = state.withLock({ state in state.downstream.flatMap { d in state.behaviour.map { (d, $0) } } })
        else { return .none }
        switch behaviour.step(input) {
        case .emit(let value):
            return downstream.receive(value)
        case .skip:
            return .max(1)
        case .emitAndFinish(let value):
            _ = downstream.receive(value)
            finishEarly()
            return .none
        case .finish:
            finishEarly()
            return .none
        }
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        let found = state.withLock { state in
            defer { state = State() }
            return state.downstream.flatMap { d in state.behaviour.map { (d, $0) } }
        }
        guard let (downstream, behaviour) = found else { return }
        downstream.receive(completion: behaviour.completion(completion))
    }

    func request(_ demand: Subscribers.Demand) {
        let (upstream, hook) = state.withLock { ($0.upstream, $0.behaviour?.onRequest) }
        hook?(demand)
        upstream?.request(demand)
    }

    func cancel() {
        let (upstream, hook) = state.withLock { state in
            defer { state = State() }
            return (state.upstream, state.behaviour?.onCancel)
        }
        hook?()
        upstream?.cancel()
    }

    private func finishEarly() {
        let (downstream, upstream) = state.withLock { state in
            defer { state = State() }
            return (state.downstream, state.upstream)
        }
        upstream?.cancel()
        downstream?.receive(completion: .finished)
    }
}

extension Relay.Behaviour where UpstreamFailure == Downstream.Failure {
    /// A behaviour that passes completions through unchanged.
    init(step: @escaping (Input) -> Relay.Step) {
        self.init(step: step, completion: { $0 })
    }
}
