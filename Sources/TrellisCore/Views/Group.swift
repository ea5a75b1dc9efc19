/// A transparent grouping of views: its children become separate resolved subviews of the
/// enclosing container, and ordinary modifiers applied to the group apply to each of them
/// (R1, R1.2).
///
/// ```swift
/// VStack {
///     Group {
///         Text("A")
///         Text("B")
///     }
///     .padding()   // two padded subviews
/// }
/// ```
public struct Group<Content> {
    let content: Content

    /// Declared so that no internal memberwise `init(content:)` competes with the builder
    /// initializer in modules that import Trellis with `@testable`.
    fileprivate init(content: Content) {
        self.content = content
    }
}

extension Group: View where Content: View {
    public typealias Body = Never

    public var body: Never { fatalError("Group is a primitive view and has no body") }

    /// Creates a group of the given views.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        Content._makeViewList(view: view.content, inputs: inputs, list: &list)
    }
}
