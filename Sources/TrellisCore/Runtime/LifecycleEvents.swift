/// The lifecycle modifiers (`onAppear`, `onDisappear`, `onChange(of:)`) met in a frame, and the
/// actions their changes since the last frame call for, with SwiftUI's live semantics: a
/// modifier appears once when its view's identity enters the tree, disappears once when that
/// identity leaves it, and reports a change only when its value differs from the last frame's.
///
/// A modifier is known by its view's identity and its position among the lifecycle modifiers
/// met at that identity in the frame, so two `onAppear`s on one view are two modifiers. The
/// actions run after the frame is evaluated, never inside a `body`: a state write they make
/// asks for the next frame, as in SwiftUI.
struct LifecycleEvents {
    /// What one lifecycle modifier asks of the runtime.
    struct Hooks {
        var appear: (() -> Void)?
        var disappear: (() -> Void)?
        var change: ValueChange?
    }

    /// The value an `onChange(of:)` watches, and what runs when it changes.
    struct ValueChange {
        let value: Any
        /// Whether `value` differs from an earlier frame's value.
        let differs: (Any) -> Bool
        /// Runs the action with an earlier frame's value as the old one.
        let fire: (Any) -> Void
        /// Whether the action also runs as the modifier appears.
        let initial: Bool
    }

    private struct Key: Hashable {
        let identity: ViewIdentity
        let ordinal: Int
    }

    private struct Record {
        /// The order the modifier was first met in: disappearances run in that order.
        let order: Int
        var disappear: (() -> Void)?
        var value: Any?
    }

    private var records: [Key: Record] = [:]
    private var met: [Key: Record] = [:]
    private var ordinals: [ViewIdentity: Int] = [:]
    private var pending: [() -> Void] = []
    private var nextOrder = 0

    /// Records a lifecycle modifier met at `identity` in the current frame.
    mutating func meet(_ hooks: Hooks, at identity: ViewIdentity) {
        let ordinal = ordinals[identity, default: 0]
        ordinals[identity] = ordinal + 1
        let key = Key(identity: identity, ordinal: ordinal)
        let order: Int
        if let previous = records[key] {
            order = previous.order
            if let change = hooks.change, let old = previous.value, change.differs(old) {
                pending.append { change.fire(old) }
            }
        } else {
            order = nextOrder
            nextOrder += 1
            if let appear = hooks.appear { pending.append(appear) }
            if let change = hooks.change, change.initial {
                let value = change.value
                pending.append { change.fire(value) }
            }
        }
        met[key] = Record(order: order, disappear: hooks.disappear, value: hooks.change?.value)
    }

    /// Ends a frame: the modifiers not met in it have disappeared. Returns the actions due, the
    /// disappearances first (in the order their modifiers first appeared), then the appearances
    /// and changes in tree order.
    mutating func endFrame() -> [() -> Void] {
        var actions = records.filter { met[$0.key] == nil }.values.sorted { $0.order < $1.order }.compactMap(\.disappear)
        actions += pending
        records = met
        met = [:]
        ordinals.removeAll(keepingCapacity: true)
        pending.removeAll(keepingCapacity: true)
        return actions
    }

    /// The lifecycle modifiers alive (met in the last frame).
    var count: Int { records.count }
}
