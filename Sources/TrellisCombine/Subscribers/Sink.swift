extension Subscribers {
    /// A subscriber that asks for every value and hands each, then the completion, to closures,
    /// as Combine's `Subscribers.Sink`. Made by ``Publisher/sink(receiveCompletion:receiveValue:)``.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible {
        private struct State {
            var subscription: (any Subscription)?
            var value: ((Input) -> Void)?
            var completion: ((Subscribers.Completion<Failure>) -> Void)?
            var ended = false
        }
        private let state = Locked(State())

        /// A sink calling `receiveValue` with each value and `receiveCompletion` at the end.
        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Input) -> Void
        ) {
            state.withLock { state in
                state.value = receiveValue
                state.completion = receiveCompletion
            }
        }

        public var description: String { "Sink" }

        public func receive(subscription: any Subscription) {
            let accepted = state.withLock { state in
                guard !state.ended, state.subscription == nil else { return false }
                state.subscription = subscription
                return true
            }
            if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            state.withLock { $0.value }?(value)
            return .none
        }

        public func receive(completion: Subscribers.Completion<Failure>) {
            let body = state.withLock { state in
                defer { state = State(ended: true) }
                return state.completion
            }
            body?(completion)
        }

        /// Cancels the subscription; no closure runs after.
        public func cancel() {
            let subscription = state.withLock { state in
                defer { state = State(ended: true) }
                return state.subscription
            }
            subscription?.cancel()
        }
    }

    /// A subscriber that writes each value to a property of an object, as Combine's
    /// `Subscribers.Assign`. Made by ``Publisher/assign(to:on:)``.
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible {
        public typealias Failure = Never

        private struct State {
            var object: Root?
            var subscription: (any Subscription)?
        }
        private let state = Locked(State())
        /// The property written.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>

        /// A subscriber writing each value to `object[keyPath: keyPath]`.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.keyPath = keyPath
            state.withLock { $0.object = object }
        }

        /// The object written to, until the subscription ends.
        public var object: Root? { state.withLock { $0.object } }

        public var description: String { "Assign \(Root.self)" }

        public func receive(subscription: any Subscription) {
            let accepted = state.withLock { state in
                guard state.object != nil, state.subscription == nil else { return false }
                state.subscription = subscription
                return true
            }
            if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            if let object = state.withLock({ $0.object }) { object[keyPath: keyPath] = value }
            return .none
        }

        public func receive(completion: Subscribers.Completion<Never>) {
            state.withLock { $0 = State() }
        }

        public func cancel() {
            let subscription = state.withLock { state in
                defer { state = State() }
                return state.subscription
            }
            subscription?.cancel()
        }
    }
}

extension Publisher {
    /// Subscribes with closures for each value and for the completion; the subscription lasts
    /// while the returned cancellable is kept.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }

    /// Writes each value to `object[keyPath: keyPath]`; the subscription lasts while the
    /// returned cancellable is kept (and it keeps `object` alive).
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable
    where Failure == Never {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(assign)
    }
}

extension Publisher where Failure == Never {
    /// Subscribes with a closure for each value of a publisher that cannot fail.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
