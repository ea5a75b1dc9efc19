/// A property wrapper for where focus is: a `Bool` for one field, or an optional value naming
/// the focused field.
///
/// Under a live runtime the value is stored per view identity like ``State``, and it follows
/// the focus engine both ways: when Tab (or a click) focuses a control marked with
/// ``View/focused(_:)`` or ``View/focused(_:equals:)`` the state becomes `true` or that value,
/// and `false` or `nil` when focus leaves it (or it leaves the tree); writing the state moves
/// focus to the control marked with the written value, or off it.
///
/// ```swift
/// enum Field { case name, email }
/// @FocusState private var field: Field?
/// ...
/// TextField("Name", text: $name).focused($field, equals: .name)
/// Button("Next") { field = .email }
/// ```
///
/// A one-shot render has no focus: the value starts as `false` or `nil`, and a write is
/// visible to later reads in the same render but focuses nothing.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// A binding to a focus state, passed to ``View/focused(_:)``.
    @propertyWrapper
    public struct Binding {
        fileprivate let box: StateBox<Value>
        /// The value while nothing it names has focus: `false` or `nil`.
        fileprivate let blurred: Value

        /// The focus value.
        public var wrappedValue: Value {
            get { box.storage.value }
            nonmutating set { box.storage.write(newValue) }
        }

        /// The binding itself.
        public var projectedValue: FocusState<Value>.Binding { self }

        /// The request of a control marked focused while the state equals `value`.
        fileprivate func request(for value: Value) -> FocusRequest {
            let storage = box.storage
            let blurred = blurred
            return FocusRequest(
                key: FocusRequest.Key(state: ObjectIdentifier(storage), value: AnyHashable(value)),
                isRequested: { storage.value == value },
                set: { focused in
                    if focused {
                        if storage.value != value { storage.write(value) }
                    } else if storage.value == value {
                        storage.write(blurred)
                    }
                })
        }
    }

    private let box: StateBox<Value>
    private let blurred: Value

    /// The focus value.
    public var wrappedValue: Value {
        get { box.storage.value }
        nonmutating set { box.storage.write(newValue) }
    }

    /// A binding to the focus value.
    public var projectedValue: FocusState<Value>.Binding { Binding(box: box, blurred: blurred) }

    /// A focus state for one field: `true` while it is focused.
    public init() where Value == Bool {
        box = StateBox(false)
        blurred = false
    }

    /// A focus state naming the focused field: `nil` while none is.
    public init<T: Hashable>() where Value == T? {
        box = StateBox(nil)
        blurred = nil
    }
}

extension FocusState: GraphStoredProperty {
    func _attach(to graph: LiveGraph, key: LiveGraph.SlotKey) {
        box.attach(graph.slot(for: key, initial: box))
    }
}

/// What a `focused` modifier asks of the controls inside it: focus while its state holds its
/// value, and the state set to follow their focus.
struct FocusRequest {
    /// Tells requests apart: the state's storage and the value that means "focused".
    struct Key: Hashable {
        let state: ObjectIdentifier
        let value: AnyHashable
    }

    let key: Key
    /// Whether the state holds the value that asks for focus.
    let isRequested: () -> Bool
    /// Sets the state as a control inside gains (`true`) or loses (`false`) focus.
    let set: (Bool) -> Void
}

nonisolated extension View {
    /// Binds the focus of the controls in this view to `condition`: it is `true` while one of
    /// them has focus, and setting it to `true` focuses the first of them.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        focusRequest(condition.request(for: true))
    }

    /// Focuses the controls in this view while `binding` equals `value`: the state becomes
    /// `value` while one of them has focus, and setting it to `value` focuses the first of them.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        focusRequest(binding.request(for: value))
    }

    /// Makes this view take focus under a live runtime, like a control: Tab reaches it, it is
    /// drawn in reverse video while focused, and the keys that reach it go to its `onKeyPress`
    /// handlers. Does nothing when `isFocusable` is false or in a one-shot render.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        FocusableView(content: self, isFocusable: isFocusable)
    }

    /// Hands `request` to the controls made inside this view, through the environment they
    /// register with (under a live runtime only).
    private func focusRequest(_ request: FocusRequest) -> some View {
        modifier(EnvironmentWritingModifier { environment in
            if LiveGraph.anyAlive { environment.focusRequest = request }
        })
    }
}

/// A view made focusable: registers itself as a control with the live runtime's focus engine
/// (its keys reach only the `onKeyPress` handlers around it) and draws its content in reverse
/// video while focused.
nonisolated struct FocusableView<Content: View>: View {
    let content: Content
    let isFocusable: Bool
    private let focus = ControlFocus()

    public var body: some View {
        content.focusHighlight(isFocusable && focus.register(.focusable)).controlRegion(focus)
    }
}

extension EnvironmentValues {
    /// The focus request of the innermost `focused` modifier around a view (live runtime only).
    var focusRequest: FocusRequest? {
        get { self[FocusRequestKey.self] }
        set { self[FocusRequestKey.self] = newValue }
    }
}

private struct FocusRequestKey: EnvironmentKey {
    static var defaultValue: FocusRequest? { nil }
}
