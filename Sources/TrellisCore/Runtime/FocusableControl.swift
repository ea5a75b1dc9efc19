/// A control that takes keyboard focus under a live runtime, as met in a frame: where it
/// stands, what the keys that reach it do, and the focus request and key handlers around it.
struct FocusableControl {
    /// What a control does with the keys that reach it when focused.
    enum Kind {
        /// Return and Space call the action.
        case button(() -> Void)
        /// Return and Space flip the value.
        case toggle(Binding<Bool>)
        /// Typed text is appended, Backspace removes the last character, Return submits.
        case textField(Binding<String>)
        /// Arrows, `+` and `-` step the value (``Stepper``, ``Slider``, ``Picker``).
        case adjustable(ValueAdjustment)
        /// A view made focusable by `focusable()`: keys reach only its `onKeyPress` handlers.
        case focusable
    }

    let identity: ViewIdentity
    let kind: Kind
    /// The request of the innermost `focused` modifier around the control.
    let request: FocusRequest?
    /// The `onKeyPress` handlers around the control, outermost first.
    let keyHandlers: [KeyPressHandler]
    /// The `onSubmit` actions around the control, outermost first.
    let submitActions: [() -> Void]

    init(identity: ViewIdentity, kind: Kind, environment: EnvironmentValues) {
        self.identity = identity
        self.kind = kind
        self.request = environment.focusRequest
        self.keyHandlers = environment.keyPressHandlers
        self.submitActions = environment.submitActions
    }
}

/// A stored property of a focusable control (``Button``, ``Toggle``, ``TextField``) that learns
/// the control's identity, graph and environment before its `body` runs, so the body can
/// register the control with the runtime's focus engine and draw itself focused. Outside a live
/// runtime it does nothing and no control is focused.
struct ControlFocus: DynamicProperty, GraphStoredProperty {
    private let place = Place()

    init() {}

    func _install(_ environment: EnvironmentValues) {
        place.environment = environment
    }

    func _attach(to graph: LiveGraph, key: LiveGraph.SlotKey) {
        place.graph = graph
        place.identity = key.identity
    }

    /// Registers the control with the graph it was attached to; returns whether it has focus.
    func register(_ kind: FocusableControl.Kind) -> Bool {
        guard let graph = place.graph, let identity = place.identity, let environment = place.environment else { return false }
        return graph.register(FocusableControl(identity: identity, kind: kind, environment: environment))
    }

    /// Whether the control is evaluated under a live runtime.
    var isLive: Bool { place.graph != nil }

    /// Notes the rectangle the control is drawn in with its graph, for mouse clicks; `nil`
    /// outside a live runtime.
    var regionRecorder: ((CellRect) -> Void)? {
        guard let graph = place.graph, let identity = place.identity else { return nil }
        return { [weak graph] rect in graph?.noteRegion(rect, of: identity) }
    }

    private final class Place {
        weak var graph: LiveGraph?
        var identity: ViewIdentity?
        var environment: EnvironmentValues?
    }
}

extension EnvironmentValues {
    /// The `onSubmit` actions around a view, outermost first (live runtime only).
    var submitActions: [() -> Void] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

private struct SubmitActionsKey: EnvironmentKey {
    static var defaultValue: [() -> Void] { [] }
}

nonisolated extension View {
    /// Draws this view in reverse video when `isFocused`: how a live runtime shows the control
    /// with keyboard focus. Changes nothing otherwise.
    func focusHighlight(_ isFocused: Bool) -> some View {
        transformEnvironment(\.cellStyle) { style in
            if isFocused { style.attributes.insert(.inverse) }
        }
    }
}
