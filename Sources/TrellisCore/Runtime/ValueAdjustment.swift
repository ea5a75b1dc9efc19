/// How a focused control that holds a value in a range (``Stepper``, ``Slider``) or chooses
/// among options (``Picker``, `List` selection) moves it under a live runtime: Right and `+`
/// step it up, Left and `-` down; Up steps a value up but moves a choice to the option above
/// (the previous one), as Down moves it to the next.
struct ValueAdjustment {
    let increment: () -> Void
    let decrement: () -> Void
    /// Whether Down increments (choices, drawn top to bottom) rather than decrements (values).
    var downIncrements = false

    /// Steps `value` by `step`, kept within `bounds` when there are some.
    static func stepping<V: Strideable>(_ value: Binding<V>, by step: V.Stride, in bounds: ClosedRange<V>?) -> ValueAdjustment {
        func moved(_ direction: V.Stride) {
            var next = value.wrappedValue.advanced(by: direction)
            if let bounds { next = min(max(next, bounds.lowerBound), bounds.upperBound) }
            if next != value.wrappedValue { value.wrappedValue = next }
        }
        return ValueAdjustment(increment: { moved(step) }, decrement: { moved(-step) })
    }

    /// Steps through the choices `choices` returns when a key arrives (a picker's options,
    /// known once they are resolved), choosing the one after or before `value` (the first when
    /// `value` is none of them); stops at either end.
    static func choosing<V: Hashable>(_ value: Binding<V>, among choices: @escaping () -> ChoiceSequence<V>) -> ValueAdjustment {
        choosing(Binding(get: { value.wrappedValue }, set: { $0.map { value.wrappedValue = $0 } }), among: choices)
    }

    /// Steps `value` through the choices `choices` returns when a key arrives (a list's rows),
    /// as the form above; from none (`nil`), to the first.
    static func choosing<V: Hashable>(_ value: Binding<V?>, among choices: @escaping () -> ChoiceSequence<V>) -> ValueAdjustment {
        func moved(_ direction: Int) {
            let chosen = choices().option(after: value.wrappedValue, direction: direction)
            if let chosen, chosen != value.wrappedValue { value.wrappedValue = chosen }
        }
        return ValueAdjustment(increment: { moved(1) }, decrement: { moved(-1) }, downIncrements: true)
    }

    /// Applies `key`; returns whether it was one of the adjusting keys.
    func apply(_ key: KeyEquivalent) -> Bool {
        switch key {
        case .upArrow: downIncrements ? decrement() : increment()
        case .downArrow: downIncrements ? increment() : decrement()
        case .rightArrow, "+": increment()
        case .leftArrow, "-": decrement()
        default: return false
        }
        return true
    }
}

/// The options of a control as its content resolves them in a frame, for the keys that arrive
/// after it (a control registers before its content is resolved, to keep the tree's order).
final class Choices<Value> {
    var values: [Value] = []
}
