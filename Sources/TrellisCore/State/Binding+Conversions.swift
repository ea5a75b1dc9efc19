// SwiftUI's converting initializers of `Binding`: a binding to an optional from one to a
// value (`Binding<String?>($name)`), to `AnyHashable` for type-erased selections, back from
// an optional when it holds a value, and from a setter that receives the transaction.

extension Binding {
    /// A binding to `base`'s value as an optional; setting `nil` leaves the value unchanged.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { newValue in
            if let newValue { base.wrappedValue = newValue }
        })
    }

    /// A binding to `base`'s value as `AnyHashable`; setting a value of another type leaves
    /// the value unchanged.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(get: { AnyHashable(base.wrappedValue) }, set: { newValue in
            if let value = newValue.base as? V { base.wrappedValue = value }
        })
    }

    /// A binding to `base`'s value, or `nil` when `base` holds `nil`. While `base` later
    /// holds `nil`, reading gives the last value it held.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        let last = LastValue(initial)
        self.init(get: {
            if let value = base.wrappedValue { last.value = value }
            return last.value
        }, set: { newValue in
            last.value = newValue
            base.wrappedValue = newValue
        })
    }

    /// A binding whose setter also receives the transaction of the change (a default one:
    /// Trellis does not animate).
    public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value, Transaction) -> Void) {
        self.init(get: { get() }, set: { set($0, Transaction()) })
    }
}

/// The last value a binding read from an optional held.
private final class LastValue<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
