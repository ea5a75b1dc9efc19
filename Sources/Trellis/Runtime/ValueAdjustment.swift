/// How a focused control that holds a value in a range (``Stepper``, ``Slider``, ``Picker``)
/// moves it under a live runtime: Up, Right and `+` step it up, Down, Left and `-` step it down.
struct ValueAdjustment {
    let increment: () -> Void
    let decrement: () -> Void

    /// Steps `value` by `step`, kept within `bounds` when there are some.
    static func stepping<V: Strideable>(_ value: Binding<V>, by step: V.Stride, in bounds: ClosedRange<V>?) -> ValueAdjustment {
        func moved(_ direction: V.Stride) {
            var next = value.wrappedValue.advanced(by: direction)
            if let bounds { next = min(max(next, bounds.lowerBound), bounds.upperBound) }
            if next != value.wrappedValue { value.wrappedValue = next }
        }
        return ValueAdjustment(increment: { moved(step) }, decrement: { moved(-step) })
    }

    /// Steps through `choices`, selecting the one after or before `value` (the first when
    /// `value` is none of them); stops at either end.
    static func choosing<V: Hashable>(_ value: Binding<V>, among choices: [V]) -> ValueAdjustment {
        choosing(value, among: { choices })
    }

    /// Steps through the choices `choices` returns when a key arrives (a list's rows, known once
    /// its sections are resolved), as the form above.
    static func choosing<V: Hashable>(_ value: Binding<V>, among choices: @escaping () -> [V]) -> ValueAdjustment {
        func moved(_ direction: Int) {
            let choices = choices()
            guard !choices.isEmpty else { return }
            let index = choices.firstIndex(of: value.wrappedValue).map { min(max($0 + direction, 0), choices.count - 1) } ?? 0
            if choices[index] != value.wrappedValue { value.wrappedValue = choices[index] }
        }
        return ValueAdjustment(increment: { moved(1) }, decrement: { moved(-1) })
    }

    /// Applies `key`; returns whether it was one of the adjusting keys.
    func apply(_ key: KeyEquivalent) -> Bool {
        switch key {
        case .upArrow, .rightArrow, "+": increment()
        case .downArrow, .leftArrow, "-": decrement()
        default: return false
        }
        return true
    }
}
