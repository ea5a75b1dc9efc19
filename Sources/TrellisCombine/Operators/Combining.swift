// The operators that listen to several publishers at once. Each subscribes to its upstreams
// for every value and hands the subscriber what it asked for through an `Outlet` (values it
// did not ask for yet wait there).

extension Publishers {
    /// The values of two publishers as they come, finished when both are, as Combine's
    /// `Publishers.Merge`.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher()]).receive(subscriber: subscriber)
        }
    }

    /// The values of several publishers as they come, as Combine's `Publishers.MergeMany`.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let publishers: [Upstream]

        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
            publishers = Array(upstream)
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet(subscriber)
            outlet.start()
            let open = Locked(publishers.count)
            if publishers.isEmpty { outlet.finish(.finished) }
            for publisher in publishers {
                outlet.listen(to: publisher, value: outlet.send) { completion in
                    if case .failure = completion { return outlet.finish(completion) }
                    if open.withLock({ open in
                        open -= 1
                        return open == 0
                    }) { outlet.finish(.finished) }
                }
            }
        }
    }

    /// The latest values of two publishers as a pair, each time either publishes once both have,
    /// as Combine's `Publishers.CombineLatest`.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet(subscriber)
            outlet.start()
            let latest = Locked(Latest())
            let update: (_ change: (inout Latest) -> Void) -> Void = { change in
                let pair = latest.withLock { latest -> Output? in
                    change(&latest)
                    guard let a = latest.a, let b = latest.b else { return nil }
                    return (a, b)
                }
                if let pair { outlet.send(pair) }
            }
            let completion: (Subscribers.Completion<Failure>) -> Void = { completion in
                if case .failure = completion { return outlet.finish(completion) }
                if latest.withLock({ latest in
                    latest.open -= 1
                    return latest.open == 0
                }) { outlet.finish(.finished) }
            }
            outlet.listen(to: a, value: { value in update { $0.a = value } }, completion: completion)
            outlet.listen(to: b, value: { value in update { $0.b = value } }, completion: completion)
        }

        private struct Latest {
            var a: A.Output?
            var b: B.Output?
            var open = 2
        }
    }

    /// The latest values of three publishers, as Combine's `Publishers.CombineLatest3`.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatest(CombineLatest(a, b), c).map { ($0.0.0, $0.0.1, $0.1) }.receive(subscriber: subscriber)
        }
    }

    /// The values of the publishers a transform makes of each upstream value, as Combine's
    /// `Publishers.FlatMap`; at most `maxPublishers` of them are listened to at once.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let maxPublishers: Subscribers.Demand
        public let transform: (Upstream.Output) -> NewPublisher

        public init(upstream: Upstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet(subscriber)
            outlet.start()
            let transform = self.transform
            let limited = maxPublishers != .unlimited
            // Open inner publishers, and whether upstream finished.
            let open = Locked((inner: 0, upstreamDone: false))
            let upstreamTap = Locked<Tap<Upstream.Output, Failure>?>(nil)
            let innerEnded: (Subscribers.Completion<Failure>) -> Void = { completion in
                if case .failure = completion { return outlet.finish(completion) }
                let done = open.withLock { open in
                    open.inner -= 1
                    return open.inner == 0 && open.upstreamDone
                }
                if done { return outlet.finish(.finished) }
                if limited { upstreamTap.withLock { $0 }?.request(.max(1)) }
            }
            let tap = outlet.listen(
                to: upstream, demand: maxPublishers,
                value: { value in
                    open.withLock { $0.inner += 1 }
                    outlet.listen(to: transform(value), value: outlet.send, completion: innerEnded)
                },
                completion: { completion in
                    if case .failure = completion { return outlet.finish(completion) }
                    let done = open.withLock { open in
                        open.upstreamDone = true
                        return open.inner == 0
                    }
                    if done { outlet.finish(.finished) }
                })
            upstreamTap.withLock { $0 = tap }
        }
    }

    /// The values of the latest publisher the upstream published, the previous one cancelled
    /// each time, as Combine's `Publishers.SwitchToLatest`.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher where Upstream.Output == P, P.Failure == Upstream.Failure {
        public typealias Output = P.Output
        public typealias Failure = P.Failure
        public let upstream: Upstream

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet(subscriber)
            outlet.start()
            let current = Locked((tap: Tap<Output, Failure>?.none, generation: 0, innerDone: true, upstreamDone: false))
            outlet.listen(
                to: upstream,
                value: { publisher in
                    let (previous, generation) = current.withLock { current in
                        defer {
                            current.tap = nil
                            current.generation += 1
                            current.innerDone = false
                        }
                        return (current.tap, current.generation + 1)
                    }
                    if let previous {
                        previous.cancel()
                        outlet.forget(previous)
                    }
                    let tap = outlet.listen(
                        to: publisher, value: outlet.send,
                        completion: { completion in
                            if case .failure = completion { return outlet.finish(completion) }
                            let done = current.withLock { current in
                                guard current.generation == generation else { return false }
                                current.innerDone = true
                                return current.upstreamDone
                            }
                            if done { outlet.finish(.finished) }
                        })
                    current.withLock { current in
                        if current.generation == generation, !current.innerDone { current.tap = tap }
                    }
                },
                completion: { completion in
                    if case .failure = completion { return outlet.finish(completion) }
                    let done = current.withLock { current in
                        current.upstreamDone = true
                        return current.innerDone
                    }
                    if done { outlet.finish(.finished) }
                })
        }
    }

    /// The upstream, replaced by the publisher a handler makes of its failure, as Combine's
    /// `Publishers.Catch`.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure
        public let upstream: Upstream
        public let handler: (Upstream.Failure) -> NewPublisher

        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet(subscriber)
            outlet.start()
            let handler = self.handler
            outlet.listen(to: upstream, value: outlet.send) { completion in
                switch completion {
                case .finished: outlet.finish(.finished)
                case .failure(let error): outlet.listen(to: handler(error), value: outlet.send, completion: outlet.finish)
                }
            }
        }
    }

    /// The upstream, with a failure replaced by one last value, as Combine's `Publishers.ReplaceError`.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        public let upstream: Upstream
        public let output: Output

        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            let outlet = Outlet(subscriber)
            outlet.start()
            let output = self.output
            outlet.listen(to: upstream, value: outlet.send) { completion in
                if case .failure = completion { outlet.send(output) }
                outlet.finish(.finished)
            }
        }
    }

    /// The values of one publisher, then those of another, as Combine's `Publishers.Concatenate`
    /// (what `prepend` and `append` return).
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
    where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
        public typealias Output = Suffix.Output
        public typealias Failure = Suffix.Failure
        public let prefix: Prefix
        public let suffix: Suffix

        public init(prefix: Prefix, suffix: Suffix) {
            self.prefix = prefix
            self.suffix = suffix
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet(subscriber)
            outlet.start()
            let suffix = self.suffix
            outlet.listen(to: prefix, value: outlet.send) { completion in
                switch completion {
                case .finished: outlet.listen(to: suffix, value: outlet.send, completion: outlet.finish)
                case .failure: outlet.finish(completion)
                }
            }
        }
    }
}

extension Publisher {
    /// The values of this publisher and `other` as they come.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }

    /// The values of this publisher and the others as they come.
    public func merge(with others: Self...) -> Publishers.MergeMany<Self> {
        Publishers.MergeMany([self] + others)
    }

    /// This publisher's and `other`'s latest values as a pair.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// `transform` of this publisher's and `other`'s latest values.
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure
    {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// This publisher's and two others' latest values.
    public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q) -> Publishers.CombineLatest3<Self, P, Q>
    where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, p, q)
    }

    /// The values of the publishers `transform` makes of each value, at most `maxPublishers` at once.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Self> where P.Failure == Failure
    {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }

    /// This publisher, replaced by `handler`'s publisher if it fails.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P> where P.Output == Output {
        Publishers.Catch(upstream: self, handler: handler)
    }

    /// This publisher, with a failure replaced by `output` and a finish.
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }

    /// `elements`, then this publisher's values.
    public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
        prepend(elements)
    }

    /// `elements`, then this publisher's values.
    public func prepend<S: Swift.Sequence>(_ elements: S) -> Publishers.Concatenate<Publishers.Sequence<S, Failure>, Self>
    where S.Element == Output {
        Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
    }

    /// `publisher`'s values, then this publisher's.
    public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self> where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: publisher, suffix: self)
    }

    /// This publisher's values, then `elements`.
    public func append(_ elements: Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> {
        Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// The values of the latest publisher this one published.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}
