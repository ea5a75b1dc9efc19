/// The view an `if`/`else` or `switch` builds: one of two branches.
///
/// Transparent: it contributes the resolved subviews of the active branch (R1). The branch
/// is part of the identity, so the two branches never share ids.
public nonisolated struct _ConditionalContent<TrueContent: View, FalseContent: View>: PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        switch view.storage {
        case .trueContent(let content):
            TrueContent._makeViewList(view: content, inputs: inputs.appending(.branch(0)), list: &list)
        case .falseContent(let content):
            FalseContent._makeViewList(view: content, inputs: inputs.appending(.branch(1)), list: &list)
        }
    }
}

/// An optional view, as built by an `if` without `else` or `if let`: its content when present,
/// nothing otherwise (R1).
extension Optional: View where Wrapped: View {
    public typealias Body = Never

    public var body: Never { fatalError("Optional is a primitive view and has no body") }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        if let content = view {
            Wrapped._makeViewList(view: content, inputs: inputs.appending(.branch(0)), list: &list)
        }
    }
}
