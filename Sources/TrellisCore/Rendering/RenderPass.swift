import Synchronization

/// The number of the render under way: each ``ViewRenderer`` render and each frame of the live
/// runtime starts a new one. Whatever is budgeted per render (the wasm plugins' fuel and time)
/// starts afresh when it sees a new number, so a live app's frames are each a render, as a
/// one-shot render is.
package enum RenderPass {
    private static let counter = Atomic<UInt64>(0)

    /// Starts a new render.
    static func begin() {
        counter.add(1, ordering: .relaxed)
    }

    /// The number of the latest render started.
    package static var current: UInt64 { counter.load(ordering: .relaxed) }
}
