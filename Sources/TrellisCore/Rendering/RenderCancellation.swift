/// A render's caller telling it to stop: what it would draw is no longer wanted (the document
/// it draws failed, or ran out of time).
///
/// The renderer asks between pieces of its work (before laying out the root, before each band
/// of lines, every few elements of a `ForEach`, every few children a stack measures) and, once
/// told, does no more of it: the output it returns is then partial, for the caller to throw
/// away. Asked often and from the thread that draws a root flow too, so an answer must be cheap
/// and safe from any thread.
package protocol RenderCancellation: AnyObject, Sendable {
    /// Whether the render should stop now; once `true`, it stays so for the render.
    var isCancelled: Bool { get }
}

extension EnvironmentValues {
    /// The cancellation of the render under way (``ViewRenderer/cancellation``), read where a
    /// view's children are made.
    var renderCancellation: (any RenderCancellation)? {
        get { self[RenderCancellationKey.self] }
        set { self[RenderCancellationKey.self] = newValue }
    }
}

private struct RenderCancellationKey: EnvironmentKey {
    static let defaultValue: (any RenderCancellation)? = nil
}

extension Optional where Wrapped == any RenderCancellation {
    /// Whether there is a cancellation and it says stop.
    var isCancelled: Bool { self?.isCancelled ?? false }

    /// How many items (elements, children) a loop goes through between two questions: a
    /// question may read the clock, which costs about as much as a small item.
    static var itemsBetweenChecks: Int { 64 }

    /// Whether a loop at item `index` should stop: asked every ``itemsBetweenChecks`` items.
    @inline(__always)
    func stops(at index: Int) -> Bool {
        index % Self.itemsBetweenChecks == 0 && isCancelled
    }
}
