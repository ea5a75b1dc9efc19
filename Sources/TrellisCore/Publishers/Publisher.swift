/// The part of Combine that SwiftUI code reaches through `import SwiftUI` without importing
/// Combine itself: a publisher's types, to hand to ``View/onReceive(_:perform:)``.
///
/// Combine is not on Linux. Trellis declares the names such code uses (`Publisher`, `Just`,
/// `Timer.publish(every:on:in:)` and `autoconnect()`), with their output and failure types as
/// in Combine, so it compiles; nothing here delivers values (see ``View/onReceive(_:perform:)``).
public protocol Publisher<Output, Failure> {
    /// The type of value the publisher would deliver.
    associatedtype Output
    /// The type of error the publisher would end with; `Never` when it cannot fail.
    associatedtype Failure: Error
}

/// A publisher that does nothing until it is connected: Combine's `ConnectablePublisher`.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts the publisher; cancelling the result stops it.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// This publisher, connected when something subscribes to it.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

/// Something that can be stopped: Combine's `Cancellable`.
public protocol Cancellable {
    /// Stops the work.
    func cancel()
}

/// A cancellable that runs a closure when cancelled (at most once) or released.
public final class AnyCancellable: Cancellable, Hashable {
    private var onCancel: (() -> Void)?

    /// A cancellable that runs `cancel` when cancelled.
    public init(_ cancel: @escaping () -> Void) {
        onCancel = cancel
    }

    /// A cancellable that cancels `canceller`.
    public init<C: Cancellable>(_ canceller: C) {
        onCancel = canceller.cancel
    }

    deinit { onCancel?() }

    public func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }

    /// Keeps this cancellable in `set` (so that it lives as long as the set).
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Namespace of Combine's publisher types.
public enum Publishers {
    /// A connectable publisher connected when something subscribes: what `autoconnect()` returns.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher connected.
        public let upstream: Upstream

        /// `upstream`, connected when something subscribes.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }
    }
}

/// A publisher of one value that cannot fail: Combine's `Just`.
public struct Just<Output>: Publisher {
    public typealias Failure = Never

    /// The value published.
    public let output: Output

    /// A publisher of `output`.
    public init(_ output: Output) {
        self.output = output
    }
}
