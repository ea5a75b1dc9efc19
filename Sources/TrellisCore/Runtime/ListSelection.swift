/// The selection of a `List`, kept for a live runtime: the focused list moves it with the arrow
/// keys (`ValueAdjustment`) and draws the selected rows in reverse video.
enum ListSelection<Value: Hashable> {
    case single(Binding<Value?>)
    case multiple(Binding<Set<Value>>)

    /// Whether the row standing for `value` is selected.
    func contains(_ value: Value) -> Bool {
        switch self {
        case .single(let binding): binding.wrappedValue == value
        case .multiple(let binding): binding.wrappedValue.contains(value)
        }
    }

    /// The one value the arrow keys move: the selection, or (multiple) its only member; moving
    /// it selects the row it reaches alone.
    var cursor: Binding<Value?> {
        switch self {
        case .single(let binding):
            return binding
        case .multiple(let binding):
            return Binding(get: { binding.wrappedValue.count == 1 ? binding.wrappedValue.first : nil },
                           set: { binding.wrappedValue = $0.map { [$0] } ?? [] })
        }
    }
}

/// The rows of a live `List` as its sections resolve them in a frame: their selection values in
/// order, for the arrow keys to move through.
final class SelectableRows<Value: Hashable> {
    let selection: ListSelection<Value>?
    private var noted: [Value?] = []
    private var seen: Set<Value> = []
    /// The values of every row, when the list makes only some of them (``ListWindow``).
    private var all: (() -> [Value?])?

    init(selection: ListSelection<Value>?) {
        self.selection = selection
    }

    /// The selection values of the rows, in order.
    var values: [Value?] { all?() ?? noted }

    /// Takes the values of every row from `all`, read as a key moves the selection.
    func noteAll(_ all: @escaping () -> [Value?]) {
        self.all = all
    }

    /// Notes `row`; returns whether it is selected.
    func note(_ row: Subview) -> Bool {
        guard let selection, let value = row.selectionValue(of: Value.self) else { return false }
        if seen.insert(value).inserted { noted.append(value) }
        return selection.contains(value)
    }
}

extension Subview {
    /// The value of type `V` this subview stands for in a picker or a list: its tag, or the
    /// innermost `ForEach` id or `.id(_:)` of that type.
    func selectionValue<V: Hashable>(of type: V.Type) -> V? {
        containerValues.tag(for: V.self) ?? id.identity.explicitIDs.lazy.compactMap { $0.base as? V }.first
    }
}

/// Draws the content in reverse video when `isOn` (a selected list row); writes nothing
/// otherwise, so unselected rows cost nothing.
struct SelectionHighlight: InputsModifier {
    let isOn: Bool

    static var appliesOnSingleView: Bool { true }

    func modify(_ inputs: inout _ViewInputs) {
        if isOn { inputs.environment.cellStyle.attributes.insert(.inverse) }
    }
}

/// What a live `List` keeps of its selection between frames, in a graph slot at its identity:
/// the value it last brought into view, so that it scrolls to its selection's row only on the
/// frame the selection moves (scrolling away with the wheel or the page keys stays where it
/// went), and the binding its rows' clicks select through, so that a row made in an earlier
/// frame and reused whole selects through the list's current binding.
struct KeptSelection<Value: Hashable>: DynamicProperty, GraphStoredProperty, SuppliedProperty {
    private let place = KeptSelectionPlace<Value>()

    func _attach(to graph: LiveGraph, key: LiveGraph.SlotKey) {
        place.memory = graph.slot(for: key) { KeptSelectionMemory<Value>() }
    }

    /// `value` when it is not the value last brought into view (and notes it as brought);
    /// `nil` otherwise, and outside a live runtime.
    func moved(to value: Value?) -> Value? {
        guard let memory = place.memory, let value, memory.shown != value else { return nil }
        memory.shown = value
        return value
    }

    /// Makes `cursor` the binding clicks on rows select through.
    func aim(at cursor: Binding<Value?>?) {
        place.memory?.cursor = cursor
    }

    /// What clicking `row` does: makes it the selection (the only one, in a multiple selection,
    /// as a click without modifiers does in SwiftUI); `nil` without a selection to aim at.
    func selector(for row: Subview) -> (() -> Void)? {
        guard let memory = place.memory, memory.cursor != nil, let value = row.selectionValue(of: Value.self) else { return nil }
        return { memory.cursor?.wrappedValue = value }
    }
}

/// The memory a ``KeptSelection`` attached to.
private final class KeptSelectionPlace<Value: Hashable> {
    var memory: KeptSelectionMemory<Value>?
}

/// What a live `List` keeps of its selection (``KeptSelection``).
private final class KeptSelectionMemory<Value: Hashable>: AnyStateSlot {
    var shown: Value?
    var cursor: Binding<Value?>?
}
