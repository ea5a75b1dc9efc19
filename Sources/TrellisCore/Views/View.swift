/// A piece of declarative content: text, a container, or a composition of other views.
///
/// Write a view as in SwiftUI: a value type whose ``body`` is built from other views.
/// Trellis resolves the declared content into resolved subviews and sections exactly as
/// SwiftUI does (see `container-semantics.md`), lays it out in terminal cells and writes
/// plain or ANSI text.
///
/// ```swift
/// struct Greeting: View {
///     var name: String
///     var body: some View {
///         VStack(alignment: .leading) {
///             Text("Hello, \(name)!").bold()
///             Text("Welcome to Trellis.")
///         }
///     }
/// }
/// ```
///
/// As in SwiftUI, `body` is isolated to the main actor, so a body may read main-actor state
/// (a `@MainActor` model, a main-actor global) and renders start on the main actor. Modifiers
/// and initializers are `nonisolated`: views are plain values that can be made anywhere. (A
/// lazy stack or grid at the root of a render is measured and drawn on a second thread while
/// the main actor makes its rows; see ``ViewRenderer``.)
@MainActor @preconcurrency public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behaviour of the view.
    @ViewBuilder var body: Body { get }

    /// Contributes this view's resolved elements to a view list. Implementation detail of
    /// the resolution machinery; do not call or implement it.
    nonisolated static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList)

    /// Makes the layout node of this view when it stands alone as one element. Implementation
    /// detail of the layout machinery; do not call or implement it.
    nonisolated static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode
}

nonisolated extension View {
    /// A composed view contributes whatever its body contributes (the body is transparent).
    /// Under a live runtime, the graph decides whether the body must be evaluated again.
    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        if LiveGraph.anyAlive, let graph = inputs.environment.liveGraph, graph.isResolving {
            return graph.evaluate(view, inputs: inputs, list: &list)
        }
        let body = DynamicProperties.body(of: view, inputs: inputs)
        Body._makeViewList(view: body, inputs: inputs, list: &list)
    }

    /// A composed view lays out as its body's elements: one element as itself, several
    /// stacked vertically (see ``ViewRenderer``).
    public static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        var list = _ViewList()
        _makeViewList(view: view, inputs: inputs.forUnaryContent(), list: &list)
        return list.makeUnaryNode(inputs: inputs)
    }
}

/// Views whose body is never evaluated: primitives that resolve and lay out themselves.
extension Never: View {
    public typealias Body = Never
    nonisolated public var body: Never { fatalError("Never has no body") }
}

/// A view that Trellis implements directly; its `body` is never called.
nonisolated protocol PrimitiveView: View where Body == Never {}

nonisolated extension PrimitiveView {
    /// Primitive views have no body; calling it is a programming error.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// A primitive view that is exactly one element of the enclosing view list: a leaf (`Text`)
/// or a container (`VStack`). Its element id and container values come from where it stands.
nonisolated protocol UnaryView: PrimitiveView {}

nonisolated extension UnaryView {
    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.append(view, inputs: inputs)
    }
}

/// A unary view whose layout node depends on nothing but the view and its environment
/// (`Text`, `Color`, `Image`): a container makes its node without copying its inputs.
nonisolated protocol LeafView: UnaryView {
    /// The layout node of `view` drawn in `environment`.
    static func makeNode(_ view: Self, environment: EnvironmentValues) -> _LayoutNode

    /// `view` drawn in `environment` as the child of a lazy stack or grid: its node, unless
    /// it is kept as a value.
    static func makeFlowChild(_ view: Self, environment: EnvironmentValues) -> FlowChild
}

nonisolated extension LeafView {
    public static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        makeNode(view, environment: inputs.environment)
    }

    static func makeFlowChild(_ view: Self, environment: EnvironmentValues) -> FlowChild {
        .node(makeNode(view, environment: environment))
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.appendLeaf(view, inputs: inputs)
    }
}
