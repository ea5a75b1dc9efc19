/// A publisher of one value that then finishes, as Combine's `Just`.
public struct Just<Output>: Publisher {
    public typealias Failure = Never

    /// The value published.
    public let output: Output

    /// A publisher of `output`.
    public init(_ output: Output) {
        self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        Publishers.Sequence<[Output], Never>(sequence: [output]).receive(subscriber: subscriber)
    }
}

/// A publisher that publishes nothing and finishes at once (or never, when
/// `completeImmediately` is false), as Combine's `Empty`.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    /// Whether it finishes as soon as subscribed.
    public let completeImmediately: Bool

    /// An empty publisher, finishing at once unless `completeImmediately` is false.
    public init(completeImmediately: Bool = true) {
        self.completeImmediately = completeImmediately
    }

    /// An empty publisher whose output and failure types are given explicitly.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let outlet = Outlet(subscriber)
        outlet.start()
        if completeImmediately { outlet.finish(.finished) }
    }
}

/// A publisher that fails at once with an error, as Combine's `Fail`.
public struct Fail<Output, Failure: Error>: Publisher {
    /// The error it fails with.
    public let error: Failure

    /// A publisher failing with `error`.
    public init(error: Failure) {
        self.error = error
    }

    /// A publisher of `Output` failing with `failure`.
    public init(outputType: Output.Type, failure: Failure) {
        error = failure
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let outlet = Outlet(subscriber)
        outlet.start()
        outlet.finish(.failure(error))
    }
}

extension Publishers {
    /// A publisher of the elements of a sequence, then finished, as Combine's
    /// `Publishers.Sequence` (`[1, 2, 3].publisher`).
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element

        /// The elements published.
        public let sequence: Elements

        /// A publisher of `sequence`'s elements.
        public init(sequence: Elements) {
            self.sequence = sequence
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet(subscriber)
            outlet.start()
            for element in sequence where !outlet.hasEnded { outlet.send(element) }
            outlet.finish(.finished)
        }
    }
}

extension Sequence {
    /// A publisher of this sequence's elements.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

/// A publisher made anew by a closure for each subscriber, as Combine's `Deferred`.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure

    /// Makes the publisher each subscriber is attached to.
    public let createPublisher: () -> DeferredPublisher

    /// A publisher made by `createPublisher` when subscribed to.
    public init(createPublisher: @escaping () -> DeferredPublisher) {
        self.createPublisher = createPublisher
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        createPublisher().receive(subscriber: subscriber)
    }
}
