import Observation

/// A property wrapper for a value a view owns.
///
/// In a one-shot render (``ViewRenderer``) a view's state holds its initial value, and a write
/// (through the wrapped value or a ``Binding``) is visible to later reads in the same render but
/// does not re-render. Under a live runtime (an ``App``, a ``TestDriver``) the value is stored in
/// the runtime's graph under the view's identity: it survives re-evaluation of the view's parent,
/// is dropped when the view leaves the tree, and a write schedules a new frame.
///
/// ```swift
/// struct ChecklistRow: View {
///     @State private var checked = false
///     var body: some View { Text(checked ? "[x]" : "[ ]") }
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let box: StateBox<Value>

    /// Creates the state with an initial value.
    public init(wrappedValue value: Value) {
        box = StateBox(value)
    }

    /// Creates the state with an initial value.
    public init(initialValue value: Value) {
        box = StateBox(value)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { box.storage.value }
        nonmutating set { box.storage.write(newValue) }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.storage.value }, set: { box.storage.write($0) })
    }
}

extension State: GraphStoredProperty {
    func _attach(to graph: LiveGraph, key: LiveGraph.SlotKey) {
        box.attach(graph.slot(for: key, initial: box))
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates the state with a `nil` initial value.
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// The storage of one ``State``: its own value, or (under a live runtime) the graph's slot for the
/// view's identity, which ``storage`` then points at.
///
/// A graph's slot is observable, as an `@Observable` model's property is: a read of its value
/// inside a body or a content resolution (through the property, a ``Binding``, a
/// configuration handed to a style) makes that body depend on it, and a write marks every
/// body that read it, besides the body that declares the state. So a view handed a binding
/// whose value changed is evaluated again even when the view itself compares equal (a
/// binding's bits are those of the storage it reaches, not of the value it reads).
///
/// Unchecked: a render reads and sets a view's state on the thread that builds the view; a live
/// runtime builds views on its one thread, and a write from elsewhere only stores the value and
/// wakes that thread through the `Sendable` ``LiveSignal``.
final class StateBox<Value>: AnyStateSlot, Observable, @unchecked Sendable {
    private var stored: Value
    /// Tracks the reads of a graph's slot, by `valuePath`; `nil` for a view's own box, which
    /// nothing observes. The key path is made once: one into a generic class is instantiated
    /// anew at each use, which costs more than the rest of a read.
    private let registrar: (ObservationRegistrar, valuePath: KeyPath<StateBox<Value>, Value>)?
    /// The box that holds the value: this one, or the graph's slot it was attached to.
    var storage: StateBox<Value> { target ?? self }
    private var target: StateBox<Value>?
    /// The runtime to wake when the value is written; set on a graph's slots only.
    var signal: LiveSignal?
    /// The marks of the body that declares the state, set on a graph's slots as the body is
    /// evaluated: a write marks that body to be evaluated again.
    var marks: BodyMarks?

    init(_ value: Value) {
        stored = value
        registrar = nil
    }

    /// A graph slot holding `initial`'s value, waking `signal` on writes.
    init(slotFrom initial: StateBox<Value>, signal: LiveSignal) {
        self.stored = initial.stored
        self.signal = signal
        self.registrar = (ObservationRegistrar(), \.value)
    }

    /// The value; a read is tracked on a graph's slot.
    var value: Value {
        if let (registrar, valuePath) = registrar { registrar.access(self, keyPath: valuePath) }
        return stored
    }

    /// Points this box at `slot` (or back at itself for `nil`).
    func attach(_ slot: StateBox<Value>) {
        target = slot === self ? nil : slot
    }

    func write(_ newValue: Value) {
        if let (registrar, valuePath) = registrar {
            registrar.withMutation(of: self, keyPath: valuePath) { stored = newValue }
        } else {
            stored = newValue
        }
        if let marks { marks.markBody() } else { signal?.invalidate() }
    }
}
