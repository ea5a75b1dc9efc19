/// A property wrapper for a value a view owns.
///
/// Trellis renders static output: a view's state holds its initial value during a render, and
/// a write (through the wrapped value or a ``Binding``) is visible to later reads in the same
/// render but does not re-render.
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
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates the state with a `nil` initial value.
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// Unchecked: a render reads and sets a view's state on the thread that builds the view.
private final class StateBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
