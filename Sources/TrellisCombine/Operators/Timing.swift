// The operators that deliver on a scheduler: `receive(on:)`, `delay`, `debounce`, `throttle`.
// Each listens to its upstream for every value and hands values to its subscriber through an
// `Outlet`, from the scheduler's thread.

extension Publishers {
    /// The upstream's events delivered on a scheduler, in order, as Combine's `Publishers.ReceiveOn`.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet(subscriber)
            outlet.start()
            let (scheduler, options) = (self.scheduler, self.options)
            outlet.listen(
                to: upstream, value: { value in scheduler.schedule(options: options) { outlet.send(value) } },
                completion: { completion in scheduler.schedule(options: options) { outlet.finish(completion) } })
        }
    }

    /// The upstream's events each delivered `interval` later, as Combine's `Publishers.Delay`.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let tolerance: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride,
            scheduler: Context, options: Context.SchedulerOptions? = nil
        ) {
            self.upstream = upstream
            self.interval = interval
            self.tolerance = tolerance
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet(subscriber)
            outlet.start()
            let (scheduler, options, interval, tolerance) = (self.scheduler, self.options, self.interval, self.tolerance)
            let later: (@escaping () -> Void) -> Void = { action in
                scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options, action)
            }
            outlet.listen(
                to: upstream, value: { value in later { outlet.send(value) } },
                completion: { completion in later { outlet.finish(completion) } })
        }
    }

    /// The last value of each burst, published once `dueTime` passed without another, as
    /// Combine's `Publishers.Debounce`. A value waiting when the upstream finishes is published
    /// before the finish.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let dueTime: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet(subscriber)
            outlet.start()
            let (scheduler, options, dueTime) = (self.scheduler, self.options, self.dueTime)
            let waiting = Locked((value: Output?.none, generation: 0))
            outlet.listen(
                to: upstream,
                value: { value in
                    let generation = waiting.withLock { waiting in
                        waiting.value = value
                        waiting.generation += 1
                        return waiting.generation
                    }
                    scheduler.schedule(after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance, options: options) {
                        let due = waiting.withLock { waiting -> Output? in
                            guard waiting.generation == generation else { return nil }
                            defer { waiting.value = nil }
                            return waiting.value
                        }
                        if let due { outlet.send(due) }
                    }
                },
                completion: { completion in
                    scheduler.schedule(options: options) {
                        let last = waiting.withLock { waiting in
                            defer { waiting = (nil, waiting.generation + 1) }
                            return waiting.value
                        }
                        if case .finished = completion, let last { outlet.send(last) }
                        outlet.finish(completion)
                    }
                })
        }
    }

    /// At most one value per `interval`: the first of a window at once, then the latest (or the
    /// first) value received during it when it ends, as Combine's `Publishers.Throttle`.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let latest: Bool

        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet(subscriber)
            outlet.start()
            let (scheduler, interval, latest) = (self.scheduler, self.interval, self.latest)
            let window = Locked((open: false, value: Output?.none))
            // Closes the window when it ends, or publishes what it collected and opens another.
            let endOfWindow = Locked<(() -> Void)?>(nil)
            let scheduleEnd = {
                scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance, options: nil) {
                    endOfWindow.withLock { $0 }?()
                }
            }
            endOfWindow.withLock { end in
                end = {
                    let collected = window.withLock { window -> Output? in
                        defer { window.value = nil }
                        window.open = window.value != nil
                        return window.value
                    }
                    guard let collected else { return }
                    outlet.send(collected)
                    scheduleEnd()
                }
            }
            outlet.onEnd { endOfWindow.withLock { $0 = nil } }
            outlet.listen(
                to: upstream,
                value: { value in
                    let opens = window.withLock { window in
                        guard window.open else {
                            window.open = true
                            return true
                        }
                        if latest || window.value == nil { window.value = value }
                        return false
                    }
                    guard opens else { return }
                    scheduler.schedule(options: nil) { outlet.send(value) }
                    scheduleEnd()
                },
                completion: { completion in scheduler.schedule(options: nil) { outlet.finish(completion) } })
        }
    }
}

extension Publisher {
    /// This publisher's events delivered on `scheduler` (`DispatchQueue.main`, `RunLoop.main`).
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }

    /// This publisher's events each delivered `interval` later on `scheduler`.
    public func delay<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, S> {
        Publishers.Delay(
            upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance, scheduler: scheduler, options: options)
    }

    /// The last value of each burst, once `dueTime` passed without another
    /// (`.debounce(for: .milliseconds(300), scheduler: RunLoop.main)`).
    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.Debounce<Self, S>
    {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }

    /// At most one value per `interval`: the latest of each window when `latest`, else the first.
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool) -> Publishers.Throttle<Self, S> {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
}
