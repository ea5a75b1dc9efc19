/// Lifecycle modifiers: what runs as a view appears, changes and goes away.
///
/// Under a live runtime (an ``App``, a ``TestDriver``) they follow SwiftUI: `onAppear` runs once
/// when the view's identity enters the tree, `onDisappear` once when it leaves, and
/// `onChange(of:)` when the value differs from the last frame's, with the old and new values;
/// the actions run after the frame is evaluated. A one-shot render makes each view once and
/// keeps nothing, so a view appears once and never changes or disappears.
///
/// A `task`'s action is SwiftUI's: `@Sendable`, inheriting the actor it is written in (a
/// body's, the main actor), so it may read the view and its main-actor state.
nonisolated extension View {
    /// Runs `action` once as the view appears: under a live runtime, each time its identity
    /// enters the tree; in a one-shot render, as its layout node is made.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(hooks: .init(appear: action), oneShot: action))
    }

    /// Runs `action` as the view goes away: under a live runtime, once when its identity
    /// leaves the tree; a one-shot render never removes a view, so there it never runs.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(hooks: .init(disappear: action), oneShot: nil))
    }

    /// Starts `action` as the view appears and cancels it as the view goes away: under a live
    /// runtime, on the main actor when written in a body (the action inherits its actor, as in
    /// SwiftUI); a state write it makes asks for a frame. A one-shot render is finished before a
    /// task could change what it shows, so there the task is never started.
    public func task(
        priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        modifier(LifecycleModifier(hooks: .init(task: { Task(priority: priority) { await action() } }), oneShot: nil))
    }

    /// Starts `action` as ``task(priority:_:)`` does, and cancels it and starts it again when
    /// `value` changes.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        modifier(LifecycleModifier(
            hooks: .init(change: .watching(value, initial: false) { _ in }, task: { Task(priority: priority) { await action() } }),
            oneShot: nil))
    }

    /// Runs `action` when `value` changes, with the old and the new value: under a live
    /// runtime, after a frame whose `value` differs from the previous frame's. With `initial`,
    /// also as the view appears, with `value` as both (a one-shot render runs only that).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(LifecycleModifier(
            hooks: .init(change: .watching(value, initial: initial) { action($0, value) }),
            oneShot: initial ? { action(value, value) } : nil))
    }

    /// Runs `action` when `value` changes, as the form above.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(LifecycleModifier(
            hooks: .init(change: .watching(value, initial: initial) { _ in action() }), oneShot: initial ? action : nil))
    }

    /// Runs `action` with the new value when `value` changes (SwiftUI's older form): under a
    /// live runtime only; a rendered value never changes.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(LifecycleModifier(hooks: .init(change: .watching(value, initial: false) { _ in action(value) }), oneShot: nil))
    }

    /// Marks the view as refreshable by pulling it down; nothing pulls in static output, so
    /// `action` never runs.
    public func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void) -> some View {
        self
    }
}

/// A lifecycle modifier: hands its hooks to the live runtime's graph when there is one (which
/// calls them as the view appears, changes and leaves), else runs `oneShot` once as the layout
/// node is made (the closest thing to appearing in static output). Distributed over a group
/// like every ordinary modifier (§6.17): each of its views appears on its own.
struct LifecycleModifier: RenderingModifier {
    let hooks: LifecycleEvents.Hooks
    let oneShot: (() -> Void)?

    func makeNode(inputs: _ViewInputs, content: (_ViewInputs) -> _LayoutNode) -> _LayoutNode {
        if LiveGraph.anyAlive, let graph = inputs.environment.liveGraph {
            graph.meetLifecycle(hooks, at: inputs.identity)
        } else {
            oneShot?()
        }
        return content(inputs)
    }
}

extension LifecycleEvents.ValueChange {
    /// Watches `value`; `action` is called with the old value when it changes.
    static func watching<V: Equatable>(_ value: V, initial: Bool, action: @escaping (V) -> Void) -> Self {
        Self(value: value, differs: { ($0 as? V) != value }, fire: { old in (old as? V).map(action) }, initial: initial)
    }
}
