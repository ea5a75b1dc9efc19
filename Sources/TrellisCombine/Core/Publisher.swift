/// A source of values over time, as Combine's `Publisher`: it delivers `Output` values to each
/// ``Subscriber`` attached with ``receive(subscriber:)``, as many as the subscriber asked for,
/// then at most one completion (finished, or failed with `Failure`).
public protocol Publisher<Output, Failure> {
    /// The type of value the publisher delivers.
    associatedtype Output
    /// The type of error the publisher ends with; `Never` when it cannot fail.
    associatedtype Failure: Error

    /// Attaches `subscriber`: the publisher hands it a ``Subscription`` (through which it asks
    /// for values) before delivering anything.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber` to this publisher (the name user code calls; publishers implement
    /// ``receive(subscriber:)``).
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }

    /// Feeds this publisher's values and completion into `subject`; cancelling the result stops it.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        let forward = SubjectForwarder(subject: subject)
        receive(subscriber: forward)
        return AnyCancellable(forward)
    }
}

/// Receives values from a ``Publisher``, as Combine's `Subscriber`.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The type of value received.
    associatedtype Input
    /// The type of error the publisher may end with.
    associatedtype Failure: Error

    /// Called once, first: the subscription to ask for values through (or to cancel).
    func receive(subscription: any Subscription)
    /// Called with each value; returns how many more values it wants on top of those asked for.
    func receive(_ input: Input) -> Subscribers.Demand
    /// Called once, last: the publisher finished or failed.
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    /// Receives the empty value of a `Void` publisher.
    public func receive() -> Subscribers.Demand { receive(()) }
}

/// The link between a publisher and one subscriber, as Combine's `Subscription`.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Asks for `demand` more values.
    func request(_ demand: Subscribers.Demand)
}

/// Something that can be stopped, as Combine's `Cancellable`.
public protocol Cancellable {
    /// Stops the work; further calls do nothing.
    func cancel()
}

/// A publisher that is also fed by hand, as Combine's `Subject`: ``send(_:)`` delivers a value
/// to every subscriber, ``send(completion:)`` ends them all.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Delivers `value` to the subscribers.
    func send(_ value: Output)
    /// Ends every subscriber with `completion`; later values are ignored.
    func send(completion: Subscribers.Completion<Failure>)
    /// Accepts an upstream subscription (when the subject subscribes to a publisher).
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    /// Delivers the empty value.
    public func send() { send(()) }
}

/// Forwards a publisher into a subject, for ``Publisher/subscribe(_:)-(Subject)``.
final class SubjectForwarder<Target: Subject>: Subscriber, Cancellable {
    typealias Input = Target.Output
    typealias Failure = Target.Failure

    private struct State {
        var subject: Target?
        var upstream: (any Subscription)?
    }
    private let state = Locked(State())

    init(subject: Target) {
        state.withLock { $0.subject = subject }
    }

    func receive(subscription: any Subscription) {
        let subject = state.withLock { state -> Target? in
            guard state.upstream == nil, let subject = state.subject else { return nil }
            state.upstream = subscription
            return subject
        }
        guard let subject else { return subscription.cancel() }
        subject.send(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        state.withLock { $0.subject }?.send(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let subject = state.withLock { state in
            defer { state = State() }
            return state.subject
        }
        subject?.send(completion: completion)
    }

    func cancel() {
        let upstream = state.withLock { state in
            defer { state = State() }
            return state.upstream
        }
        upstream?.cancel()
    }
}
