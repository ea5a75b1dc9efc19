/// A control that takes keyboard focus under a live runtime, as met in a frame: where it
/// stands and what the keys that reach it do.
struct FocusableControl {
    /// What a control does with the keys that reach it when focused.
    enum Kind {
        /// Return and Space call the action.
        case button(() -> Void)
        /// Return and Space flip the value.
        case toggle(Binding<Bool>)
        /// Typed text is appended, Backspace removes the last character.
        case textField(Binding<String>)
    }

    let identity: ViewIdentity
    let kind: Kind
}

/// A stored property of a focusable control (``Button``, ``Toggle``, ``TextField``) that learns
/// the control's identity and graph before its `body` runs, so the body can register the control
/// with the runtime's focus engine and draw itself focused. Outside a live runtime it does
/// nothing and no control is focused.
struct ControlFocus: DynamicProperty, GraphStoredProperty {
    private let place = Place()

    init() {}

    func _attach(to graph: LiveGraph, key: LiveGraph.SlotKey) {
        place.graph = graph
        place.identity = key.identity
    }

    /// Registers the control with the graph it was attached to; returns whether it has focus.
    func register(_ kind: FocusableControl.Kind) -> Bool {
        guard let graph = place.graph, let identity = place.identity else { return false }
        return graph.register(FocusableControl(identity: identity, kind: kind))
    }

    private final class Place {
        weak var graph: LiveGraph?
        var identity: ViewIdentity?
    }
}

extension View {
    /// Draws this view in reverse video when `isFocused`: how a live runtime shows the control
    /// with keyboard focus. Changes nothing otherwise.
    func focusHighlight(_ isFocused: Bool) -> some View {
        transformEnvironment(\.cellStyle) { style in
            if isFocused { style.attributes.insert(.inverse) }
        }
    }
}
