/// Keeps a ``Shape`` (as in SwiftUI) or an ``AnimatableModifier`` from being inferred main-actor
/// isolated as a whole.
///
/// A type that conforms to ``View`` where it is declared is inferred `@MainActor`, so a
/// `struct Wedge: Shape { var animatableData: Double }` would witness `Animatable`, which is
/// not isolated, with main-actor members, and Swift 6 rejects the conformance. Swift infers no
/// global actor for a type whose protocols name two different ones; this marker is isolated to
/// ``_NoGlobalActor`` so that such types stay nonisolated, while their `body` is still isolated
/// to the main actor through the requirement it satisfies. A protocol refining it only beside
/// ``View`` (which names the main actor), and with `nonisolated` requirements: alone, it would
/// make its conforming types isolated to ``_NoGlobalActor``.
@_marker @_NoGlobalActor public protocol _RemoveGlobalActorIsolation {}

/// The global actor of ``_RemoveGlobalActorIsolation``: nothing is ever isolated to it.
@globalActor public actor _NoGlobalActor {
    public static let shared = _NoGlobalActor()

    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        RefusingExecutor.shared.asUnownedSerialExecutor()
    }
}

/// The executor of ``_NoGlobalActor``, which runs no job.
private final class RefusingExecutor: SerialExecutor {
    static let shared = RefusingExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        preconditionFailure("_NoGlobalActor only keeps types from inferring an actor; no code runs on it")
    }
}
