/// A publisher of one value produced later, as Combine's `Future`: the closure runs once, at
/// once, and is given a promise to fulfil; every subscriber, before or after, receives the result.
public final class Future<Output, Failure: Error>: Publisher {
    /// What the closure calls with its result.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private struct State {
        var result: Result<Output, Failure>?
        var waiting: [Outlet<Output, Failure>] = []
    }
    private let state = Locked(State())

    /// Runs `attemptToFulfill` now with the promise.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [self] result in fulfil(result) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let outlet = Outlet(subscriber)
        let result = state.withLock { state in
            if state.result == nil { state.waiting.append(outlet) }
            return state.result
        }
        outlet.start()
        if let result { Self.deliver(result, to: outlet) }
    }

    private func fulfil(_ result: Result<Output, Failure>) {
        let waiting = state.withLock { state -> [Outlet<Output, Failure>] in
            guard state.result == nil else { return [] }
            state.result = result
            defer { state.waiting = [] }
            return state.waiting
        }
        for outlet in waiting { Self.deliver(result, to: outlet) }
    }

    private static func deliver(_ result: Result<Output, Failure>, to outlet: Outlet<Output, Failure>) {
        switch result {
        case .success(let value):
            outlet.send(value)
            outlet.finish(.finished)
        case .failure(let error):
            outlet.finish(.failure(error))
        }
    }
}
