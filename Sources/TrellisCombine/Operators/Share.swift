extension Publishers {
    /// One subscription to the upstream shared by every subscriber, as Combine's
    /// `Publishers.Share`: the upstream is subscribed to when the first subscriber comes, and
    /// each subscriber receives the values published after it came.
    public final class Share<Upstream: Publisher>: Publisher, Equatable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        private let subject = PassthroughSubject<Output, Failure>()
        private let connection = Locked<(upstream: Upstream?, cancellable: AnyCancellable?)>((nil, nil))

        /// Shares `upstream`.
        public init(upstream: Upstream) {
            connection.withLock { $0.upstream = upstream }
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // The subscription keeps this publisher (and so its connection) alive until it ends.
            var behaviour = Relay<Output, Failure, S>.Behaviour { .emit($0) }
            behaviour.retained = self
            subject.receive(subscriber: Relay(downstream: subscriber, behaviour: behaviour))
            let upstream = connection.withLock { connection in
                defer { connection.upstream = nil }
                return connection.upstream
            }
            guard let upstream else { return }
            let cancellable = upstream.subscribe(subject)
            connection.withLock { $0.cancellable = cancellable }
        }

        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
    }
}

extension Publisher {
    /// One subscription to this publisher shared by every subscriber.
    public func share() -> Publishers.Share<Self> {
        Publishers.Share(upstream: self)
    }
}
