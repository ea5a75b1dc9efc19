/// The selection of a `List`, kept for a live runtime: the focused list moves it with the arrow
/// keys (`ValueAdjustment`) and draws the selected rows in reverse video.
enum ListSelection<Value: Hashable> {
    case single(Binding<Value?>)
    case multiple(Binding<Set<Value>>)

    /// The values selected.
    var selectedValues: Set<Value> {
        switch self {
        case .single(let binding): binding.wrappedValue.map { [$0] } ?? []
        case .multiple(let binding): binding.wrappedValue
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
    private var noted: [Value] = []
    private var seen: Set<Value> = []
    /// The values of every row, when the list makes only some of them (``ListWindow``).
    private var all: ChoiceSequence<Value>?

    /// The values selected, as the list's body read them: a row made compares with these
    /// rather than read the selection, so that what makes a row does not depend on the
    /// selection (a kept row is compared for being selected every frame: ``ListWindow``).
    private let selected: Set<Value>

    init(selection: ListSelection<Value>?) {
        self.selection = selection
        selected = selection?.selectedValues ?? []
    }

    /// The selection values of the rows, in order, for the keys to move the selection through.
    var choices: ChoiceSequence<Value> { all ?? ChoiceSequence(noted) }

    /// Takes the values of every row from `all`, read a row at a time as a key moves the
    /// selection.
    func noteAll(_ all: ChoiceSequence<Value>) {
        self.all = all
    }

    /// The selection value `row` stands for; `nil` in a list without a selection.
    func value(of row: Subview) -> Value? {
        selection == nil ? nil : row.selectionValue(of: Value.self)
    }

    /// Notes a row standing for `value` (``value(of:)``), made in this frame.
    func note(_ value: Value?) {
        guard selection != nil, let value, seen.insert(value).inserted else { return }
        noted.append(value)
    }

    /// Whether the row standing for `value` is selected.
    func isSelected(_ value: Value?) -> Bool {
        guard selection != nil, let value else { return false }
        return selected.contains(value)
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

    /// What clicking the row standing for `value` does: makes it the selection (the only one,
    /// in a multiple selection, as a click without modifiers does in SwiftUI); `nil` without a
    /// selection to aim at (``selects(_:)``).
    func selector(for value: Value?) -> (() -> Void)? {
        guard selects(value), let memory = place.memory, let value else { return nil }
        return { memory.cursor?.wrappedValue = value }
    }

    /// Whether a click on the row standing for `value` selects it.
    func selects(_ value: Value?) -> Bool {
        value != nil && place.memory?.cursor != nil
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
