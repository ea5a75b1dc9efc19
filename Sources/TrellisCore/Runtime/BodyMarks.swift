import Synchronization

/// What changed for one body of a ``LiveGraph`` since it was last evaluated, set from any
/// thread (a state write, an observed model's `willSet`).
///
/// A body is *stale* when something its `body` read changed (its `@State`, an `@Observable`
/// property read while `body` ran): it is evaluated again. Its *content* is stale when
/// something read while its content was resolved changed (a `ForEach` closure, a binding read
/// by a control) or a descendant's body is stale: the content is resolved again from the
/// body it returned last time, and descendants whose inputs are unchanged are kept. Marking a
/// body marks the content of every ancestor, so a frame finds the stale bodies by walking down
/// from the root through stale content only.
final class BodyMarks: Sendable {
    /// The marks of the body whose content this body was met in; `nil` at the root.
    let parent: BodyMarks?
    private let signal: LiveSignal
    private let bits = Atomic<UInt8>(0)

    private static let body: UInt8 = 1
    private static let content: UInt8 = 2

    init(parent: BodyMarks?, signal: LiveSignal) {
        self.parent = parent
        self.signal = signal
    }

    /// Whether the body must be evaluated again.
    var isBodyStale: Bool { bits.load(ordering: .acquiring) & Self.body != 0 }

    /// Whether the content must be resolved again (the body, or something under it, changed).
    var isContentStale: Bool { bits.load(ordering: .acquiring) != 0 }

    /// Marks the body stale (and so the content of every ancestor) and asks for a frame.
    func markBody() {
        bits.bitwiseOr(Self.body, ordering: .acquiringAndReleasing)
        parent?.markContent()
        signal.invalidateIncrementally()
    }

    /// Marks the content stale, and every ancestor's, and asks for a frame.
    func markContent() {
        var marks: BodyMarks? = self
        while let current = marks {
            let (old, _) = current.bits.bitwiseOr(Self.content, ordering: .acquiringAndReleasing)
            if old & Self.content != 0 { break }  // its ancestors are marked already
            marks = current.parent
        }
        signal.invalidateIncrementally()
    }

    /// Clears the marks as the body (or its content) is evaluated again.
    func clear() {
        bits.store(0, ordering: .releasing)
    }

    /// Clears the content mark only (the body is kept and its content resolved again).
    func clearContent() {
        bits.bitwiseAnd(~Self.content, ordering: .acquiringAndReleasing)
    }
}
