nonisolated extension View {
    /// Runs `action` with each value `publisher` delivers, as SwiftUI's `onReceive`.
    ///
    /// Under a live runtime the view subscribes as it appears and cancels as it goes away;
    /// each value runs the action of the latest frame, where the publisher delivers it (a
    /// timer on the main run loop: the main thread), and a state write it makes draws the next
    /// frame. A one-shot render is finished before a publisher could deliver, so there nothing
    /// subscribes.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(LifecycleModifier(hooks: .init(receive: .init(publisher, action: action)), oneShot: nil))
    }
}

extension LifecycleEvents.Receiver {
    /// Receives from `publisher` with `action`.
    init<P: Publisher>(_ publisher: P, action: @escaping (P.Output) -> Void) where P.Failure == Never {
        subscribe = { deliver in publisher.sink { deliver($0) } }
        self.action = { value in
            if let value = value as? P.Output { action(value) }
        }
    }
}
