/// Lifecycle modifiers: what runs as a view appears, changes and goes away. A render makes
/// each view once and keeps nothing, so a view appears once and never changes or disappears.
///
/// The asynchronous actions of `task` and `refreshable` are not `@Sendable` here (SwiftUI's
/// are): SwiftUI views are main-actor isolated and so may be captured by such closures,
/// Trellis views are not bound to an actor, and these actions are never run.
extension View {
    /// Runs `action` once, as the view's layout node is made (the closest thing to appearing
    /// in static output).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AppearanceModifier(action: action))
    }

    /// Would run `action` as the view goes away; a rendered view never does, so it never runs.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        self
    }

    /// Would start `action` as the view appears. The render is finished before an
    /// asynchronous task could change anything it shows, so the task is never started.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        self
    }

    /// Would start `action` as the view appears and restart it when `value` changes; never
    /// started, as for ``task(priority:_:)``.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        self
    }

    /// Runs `action` when `value` changes, with the old and the new value. A rendered value
    /// never changes, so `action` runs only if `initial` is true: once, as the view appears,
    /// with `value` as both.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(AppearanceModifier(action: initial ? { action(value, value) } : nil))
    }

    /// Runs `action` when `value` changes: as the form above, only if `initial` is true,
    /// once, as the view appears.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(AppearanceModifier(action: initial ? action : nil))
    }

    /// Runs `action` with the new value when `value` changes (SwiftUI's older form): never,
    /// as a rendered value never changes.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        self
    }

    /// Marks the view as refreshable by pulling it down; nothing pulls in static output, so
    /// `action` never runs.
    public func refreshable(action: @escaping () async -> Void) -> some View {
        self
    }
}

/// Runs an action once when the modified view's layout node is made (the closest thing to
/// appearing in static output); distributed over a group like every ordinary modifier (§6.17).
struct AppearanceModifier: RenderingModifier {
    let action: (() -> Void)?

    func makeNode(inputs: _ViewInputs, content: (_ViewInputs) -> _LayoutNode) -> _LayoutNode {
        action?()
        return content(inputs)
    }
}
