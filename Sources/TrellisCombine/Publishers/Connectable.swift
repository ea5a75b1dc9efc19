/// A publisher that publishes nothing until connected, as Combine's `ConnectablePublisher`.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts publishing; cancelling the result stops it.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// This publisher, connected when the first subscriber comes and disconnected when the
    /// last one leaves.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

extension Publishers {
    /// A connectable publisher connected while it has subscribers, as Combine's
    /// `Publishers.Autoconnect`.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher connected.
        public let upstream: Upstream
        private let state = Locked<(subscribers: Int, connection: (any Cancellable)?)>((0, nil))

        /// `upstream`, connected while it has subscribers.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // The subscription keeps this publisher (and so its connection) alive until it
            // ends, as in Combine: `Timer.publish(...).autoconnect().sink { }` keeps ticking.
            let counted = Relay<Output, Failure, S>(
                downstream: subscriber,
                behaviour: .init(
                    step: { .emit($0) },
                    completion: { [weak self] completion in
                        self?.leave()
                        return completion
                    }, onCancel: { [weak self] in self?.leave() }, retained: self))
            upstream.receive(subscriber: counted)
            let connects = state.withLock { state in
                state.subscribers += 1
                return state.subscribers == 1
            }
            if connects {
                let connection = upstream.connect()
                state.withLock { $0.connection = connection }
            }
        }

        private func leave() {
            let connection = state.withLock { state -> (any Cancellable)? in
                state.subscribers -= 1
                guard state.subscribers == 0 else { return nil }
                defer { state.connection = nil }
                return state.connection
            }
            connection?.cancel()
        }
    }
}
