nonisolated extension View {
    /// Runs `action` with each value `publisher` delivers, as SwiftUI's `onReceive`.
    ///
    /// The publishers work (Combine is Trellis's own on Linux), but nothing subscribes this
    /// one: a one-shot render is finished before a timer could fire, and the live runtime
    /// does not subscribe to publishers yet, so `action` never runs: no effect on text.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        self
    }
}
