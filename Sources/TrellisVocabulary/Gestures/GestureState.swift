/// A property wrapper for a value that a gesture updates while it is active and that resets
/// when it ends.
///
/// No gesture is ever active in static output, so the value is always its initial one.
///
/// ```swift
/// @GestureState private var isPressing = false
/// ```
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initialValue: Value

    /// Creates the state with its initial (and reset) value.
    public init(wrappedValue: Value) {
        initialValue = wrappedValue
    }

    /// Creates the state with its initial (and reset) value.
    public init(initialValue: Value) {
        self.initialValue = initialValue
    }

    /// Creates the state with its initial value, reset in `resetTransaction`.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        initialValue = wrappedValue
    }

    /// Creates the state with its initial value, reset in `resetTransaction`.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.initialValue = initialValue
    }

    /// Creates the state with its initial value and an action run when it resets.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        initialValue = wrappedValue
    }

    /// Creates the state with its initial value and an action run when it resets.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.initialValue = initialValue
    }

    /// The current value: the initial one, as no gesture is active.
    public var wrappedValue: Value { initialValue }

    /// The state itself, for ``Gesture/updating(_:body:)``.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates the state with a `nil` initial value, reset in `resetTransaction`.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(initialValue: nil)
    }

    /// Creates the state with a `nil` initial value and an action run when it resets.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(initialValue: nil)
    }
}
