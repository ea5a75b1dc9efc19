/// The lifecycle modifiers (`onAppear`, `onDisappear`, `onChange(of:)`, `task`, `onReceive`) met in a frame, and the
/// actions their changes since the last frame call for, with SwiftUI's live semantics: a
/// modifier appears once when its view's identity enters the tree, disappears once when that
/// identity leaves it, and reports a change only when its value differs from the last frame's.
///
/// A modifier is known by its view's identity and its position among the lifecycle modifiers
/// met at that identity in the frame, so two `onAppear`s on one view are two modifiers. The
/// actions run after the frame is evaluated, never inside a `body`: a state write they make
/// asks for the next frame, as in SwiftUI. A `task` starts as its modifier appears, is cancelled
/// as it disappears, and (`task(id:)`) is cancelled and started again when its value changes.
/// An `onReceive` subscribes to its publisher as it appears and cancels as it disappears; each
/// value runs the action of the latest frame.
struct LifecycleEvents {
    /// What one lifecycle modifier asks of the runtime.
    struct Hooks {
        var appear: (() -> Void)?
        var disappear: (() -> Void)?
        var change: ValueChange?
        /// Starts the modifier's asynchronous action (`task`); its change restarts it.
        var task: (() -> Task<Void, Never>)?
        /// The publisher the modifier receives from (`onReceive`).
        var receive: Receiver?
    }

    /// A publisher an `onReceive` subscribes to while it lives, and its action.
    struct Receiver {
        /// Subscribes, handing each value to the function given.
        let subscribe: (@escaping (Any) -> Void) -> AnyCancellable
        /// Runs the action with a value the publisher delivered.
        let action: (Any) -> Void
    }

    /// The subscription of an `onReceive`, kept from frame to frame while the modifier lives,
    /// with the action of the latest frame.
    final class ReceiverSlot {
        var action: (Any) -> Void
        var subscription: AnyCancellable?

        init(action: @escaping (Any) -> Void) { self.action = action }

        func subscribe(with receiver: Receiver) {
            subscription = receiver.subscribe { [weak self] value in self?.action(value) }
        }
    }

    /// The task a `task` modifier runs, kept from frame to frame while the modifier lives.
    final class TaskSlot {
        private(set) var running: Task<Void, Never>?
        /// The tasks a restart cancelled, while kept (see ``keepsRetiredTasks``).
        private(set) var replaced: [Task<Void, Never>] = []
        private let keepsReplaced: Bool

        init(keepsReplaced: Bool) { self.keepsReplaced = keepsReplaced }

        /// Cancels the running task, if any, and starts another.
        func restart(_ start: () -> Task<Void, Never>) {
            if let running {
                running.cancel()
                if keepsReplaced { replaced.append(running) }
            }
            running = start()
        }

        func cancel() {
            running?.cancel()
        }
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
        var slot: TaskSlot?
        var receiver: ReceiverSlot?
    }

    private var records: [Key: Record] = [:]
    private var met: [Key: Record] = [:]
    private var ordinals: [ViewIdentity: Int] = [:]
    private var pending: [() -> Void] = []
    private var nextOrder = 0
    /// Whether the tasks of modifiers that disappear are kept in ``retiredTasks`` (for a
    /// ``TestDriver``, which waits for them to end).
    var keepsRetiredTasks = false
    /// The tasks cancelled as their modifiers disappeared, while ``keepsRetiredTasks``.
    private(set) var retiredTasks: [Task<Void, Never>] = []

    /// Records a lifecycle modifier met at `identity` in the current frame.
    mutating func meet(_ hooks: Hooks, at identity: ViewIdentity) {
        let ordinal = ordinals[identity, default: 0]
        ordinals[identity] = ordinal + 1
        let key = Key(identity: identity, ordinal: ordinal)
        let order: Int
        let slot: TaskSlot?
        let receiver: ReceiverSlot?
        if let previous = records[key] {
            order = previous.order
            slot = previous.slot
            receiver = previous.receiver
            if let action = hooks.receive?.action { receiver?.action = action }
            if let change = hooks.change, let old = previous.value, change.differs(old) {
                if let start = hooks.task, let slot {
                    pending.append { slot.restart(start) }
                } else {
                    pending.append { change.fire(old) }
                }
            }
        } else {
            order = nextOrder
            nextOrder += 1
            slot = hooks.task.map { _ in TaskSlot(keepsReplaced: keepsRetiredTasks) }
            receiver = hooks.receive.map { ReceiverSlot(action: $0.action) }
            if let appear = hooks.appear { pending.append(appear) }
            if let start = hooks.task, let slot { pending.append { slot.restart(start) } }
            if let source = hooks.receive, let receiver { pending.append { receiver.subscribe(with: source) } }
            if let change = hooks.change, change.initial {
                let value = change.value
                pending.append { change.fire(value) }
            }
        }
        let disappear = slot.map { slot in { slot.cancel() } } ?? receiver.map { receiver in { receiver.subscription = nil } }
            ?? hooks.disappear
        met[key] = Record(order: order, disappear: disappear, value: hooks.change?.value, slot: slot, receiver: receiver)
    }

    /// Ends a frame: the modifiers not met in it have disappeared. Returns the actions due, the
    /// disappearances first (in the order their modifiers first appeared), then the appearances
    /// and changes in tree order.
    mutating func endFrame() -> [() -> Void] {
        let gone = records.filter { met[$0.key] == nil }.values.sorted { $0.order < $1.order }
        if keepsRetiredTasks { retiredTasks += gone.flatMap { ($0.slot?.replaced ?? []) + ($0.slot?.running.map { [$0] } ?? []) } }
        var actions = gone.compactMap(\.disappear)
        actions += pending
        records = met
        met = [:]
        ordinals.removeAll(keepingCapacity: true)
        pending.removeAll(keepingCapacity: true)
        return actions
    }

    /// The lifecycle modifiers alive (met in the last frame).
    var count: Int { records.count }

    /// The tasks the living `task` modifiers started, running or ended (with those their
    /// restarts cancelled, while ``keepsRetiredTasks``).
    var tasks: [Task<Void, Never>] {
        records.values.flatMap { record in (record.slot?.replaced ?? []) + (record.slot?.running.map { [$0] } ?? []) }
    }

    /// Hands over the retired tasks (see ``keepsRetiredTasks``).
    mutating func takeRetiredTasks() -> [Task<Void, Never>] {
        defer { retiredTasks.removeAll() }
        return retiredTasks
    }

    /// Cancels every task and subscription, as the runtime ends.
    func cancelAll() {
        for record in records.values {
            record.slot?.cancel()
            record.receiver?.subscription = nil
        }
    }
}
