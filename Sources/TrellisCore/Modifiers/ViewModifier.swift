/// A modifier that you apply to a view, producing a different version of it.
///
/// ```swift
/// struct CardStyle: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding(8).border(.rounded)
///     }
/// }
/// Text("Hi").modifier(CardStyle())
/// ```
///
/// Applied to a view that resolves to several subviews (a `Group`, a `ForEach`), a modifier
/// applies to each of them (R1.2): `content` stands for the modified view's subviews where the
/// body places it.
@MainActor @preconcurrency public protocol ViewModifier {
    /// The type of view the modifier's body produces.
    associatedtype Body: View

    /// The content placeholder passed to ``body(content:)``.
    typealias Content = _ViewModifier_Content<Self>

    /// The view that replaces `content`.
    @ViewBuilder func body(content: Content) -> Body

    /// Resolves `content` modified by `modifier` into a view list. Implementation detail.
    nonisolated static func _makeViewList<C: View>(modifier: Self, content: C, inputs: _ViewInputs, list: inout _ViewList)

    /// Makes the layout node of `content` modified by `modifier`. Implementation detail.
    nonisolated static func _makeView<C: View>(modifier: Self, content: C, inputs: _ViewInputs) -> _LayoutNode
}

nonisolated extension ViewModifier {
    public static func _makeViewList<C: View>(modifier: Self, content: C, inputs: _ViewInputs, list: inout _ViewList) {
        let body = DynamicProperties.body(of: modifier, content: content, inputs: inputs)
        Body._makeViewList(view: body, inputs: inputs, list: &list)
    }

    public static func _makeView<C: View>(modifier: Self, content: C, inputs: _ViewInputs) -> _LayoutNode {
        let body = DynamicProperties.body(of: modifier, content: content, inputs: inputs)
        return Body._makeView(view: body, inputs: inputs)
    }
}

extension DynamicProperties {
    /// `modifier.body(content:)` with `content` as the placeholder, after installing
    /// the environment of `inputs` into the modifier's dynamic properties.
    static func body<M: ViewModifier, C: View>(of modifier: M, content: C, inputs: _ViewInputs) -> M.Body {
        install(inputs, into: modifier)
        return MainActorBody.of(modifier, content: _ViewModifier_Content(content: content))
    }
}

/// The content a ``ViewModifier`` modifies, as its body sees it. It resolves where the body
/// places it, with the inputs in effect there, so modifiers the body applies to it take effect.
public nonisolated struct _ViewModifier_Content<Modifier: ViewModifier>: PrimitiveView {
    let content: any View

    init(content: any View) {
        self.content = content
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        resolve(view.content, inputs: inputs, list: &list)
    }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        make(view.content, inputs: inputs)
    }

    private static func resolve<V: View>(_ view: V, inputs: _ViewInputs, list: inout _ViewList) {
        V._makeViewList(view: view, inputs: inputs, list: &list)
    }

    private static func make<V: View>(_ view: V, inputs: _ViewInputs) -> _LayoutNode {
        V._makeView(view: view, inputs: inputs)
    }
}

/// A primitive modifier: Trellis implements it directly; its `body` is never called.
nonisolated protocol PrimitiveViewModifier: ViewModifier where Body == Never {}

nonisolated extension PrimitiveViewModifier {
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier and has no body")
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view being modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Applies `modifier` to `content`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    public var body: Never { fatalError("ModifiedContent is a primitive view and has no body") }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        Modifier._makeViewList(modifier: view.modifier, content: view.content, inputs: inputs, list: &list)
    }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        Modifier._makeView(modifier: view.modifier, content: view.content, inputs: inputs)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never

    public func body(content: _ViewModifier_Content<Self>) -> Never {
        fatalError("ModifiedContent is a primitive modifier and has no body")
    }

    public static func _makeViewList<C: View>(modifier: Self, content: C, inputs: _ViewInputs, list: inout _ViewList) {
        Modifier._makeViewList(
            modifier: modifier.modifier, content: ModifiedContent<C, Content>(content: content, modifier: modifier.content),
            inputs: inputs, list: &list)
    }

    public static func _makeView<C: View>(modifier: Self, content: C, inputs: _ViewInputs) -> _LayoutNode {
        Modifier._makeView(
            modifier: modifier.modifier, content: ModifiedContent<C, Content>(content: content, modifier: modifier.content),
            inputs: inputs)
    }
}

nonisolated extension View {
    /// Applies `modifier` to this view.
    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

nonisolated extension ViewModifier {
    /// Combines this modifier with another: `modifier` applies outside this one.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
