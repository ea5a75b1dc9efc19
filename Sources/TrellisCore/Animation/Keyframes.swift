/// SwiftUI's keyframe animations. Laid-out text shows one moment of a view, and a keyframe
/// animation begins at its initial value, so a ``KeyframeAnimator`` draws its content for the
/// initial value; the keyframes are built and type-checked as in SwiftUI but not played.
///
/// ```swift
/// KeyframeAnimator(initialValue: 1.0, trigger: count) { scale in
///     Text("♥").scaleEffect(scale)
/// } keyframes: { _ in
///     SpringKeyframe(1.4, duration: 0.2)
///     CubicKeyframe(1.0, duration: 0.3)
/// }
/// ```
public nonisolated struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View
where Value == KeyframePath.KeyframesValue {
    let initialValue: Value
    let content: (Value) -> Content

    /// Content animated through `keyframes` over and over (while `repeating`), drawn at
    /// `initialValue`.
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.content = content
    }

    /// Content animated through `keyframes` whenever `trigger` changes, drawn at `initialValue`.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.content = content
    }

    public var body: some View {
        content(initialValue)
    }
}

nonisolated extension View {
    /// This view animated through `keyframes` over and over: drawn as `content` makes it for
    /// `initialValue`, the moment a keyframe animation begins at.
    public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        content(PlaceholderContentView(content: self), initialValue)
    }

    /// This view animated through `keyframes` whenever `trigger` changes: drawn as `content`
    /// makes it for `initialValue`.
    public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        content(PlaceholderContentView(content: self), initialValue)
    }
}


/// A sequence of keyframes for a value of type `KeyframesValue`: a ``KeyframeTrack`` or
/// tracks built by a ``KeyframesBuilder``. Keyframes have no effect on text: a
/// ``KeyframeAnimator`` draws the value they start from. (SwiftUI names the associated type `Value`;
/// ``KeyframeTrack``'s own generic parameter `Value`, the animated property's type, would
/// claim that name here, so it is spelled apart. `some Keyframes<V>` reads the same.)
public protocol Keyframes<KeyframesValue> {
    /// The type of value the keyframes animate.
    associatedtype KeyframesValue
}

/// Keyframes for one property: the property of `Root` at a key path, or the whole value. No
/// effect on text: a ``KeyframeAnimator`` draws the value they start from.
public protocol KeyframeTrackContent<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value: Animatable
}

/// The keyframes of one property of `Root` at a key path (or of the whole value): no effect
/// on text, as every keyframe.
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes
where Content.Value == Value {
    public typealias KeyframesValue = Root

    let content: Content

    /// The keyframes of the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.content = content()
    }

    /// The keyframes of the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        self.content = content()
    }
}

/// The keyframes of a whole value as a value, which SwiftUI evaluates at a time: no effect on
/// text (Trellis keeps the value it starts from).
public struct KeyframeTimeline<Value> {
    let initialValue: Value

    /// A timeline of `content` starting from `initialValue`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
    }
}

/// Keyframes one after another (what a builder's block makes of several).
struct KeyframeSequence<Value: Animatable>: KeyframeTrackContent {}

/// Tracks side by side (what a ``KeyframesBuilder`` block makes of several).
struct KeyframeTracks<KeyframesValue>: Keyframes {}

/// Builds the keyframes of one property from the keyframes written in a closure: no effect on
/// text, as the keyframes it builds.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    /// One branch of an `if`/`else` of keyframes.
    public struct Conditional<ConditionalValue: Animatable, First: KeyframeTrackContent, Second: KeyframeTrackContent>: KeyframeTrackContent
    where First.Value == ConditionalValue, Second.Value == ConditionalValue {
        public typealias Value = ConditionalValue

        enum Storage {
            case first(First)
            case second(Second)
        }

        let storage: Storage
    }

    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        KeyframeSequence<Value>()
    }

    public static func buildBlock() -> some KeyframeTrackContent<Value> {
        KeyframeSequence<Value>()
    }

    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value {
        first
    }

    public static func buildPartialBlock(
        accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
    ) -> some KeyframeTrackContent<Value> {
        KeyframeSequence<Value>()
    }

    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        first component: First
    ) -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        Conditional(storage: .first(component))
    }

    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        second component: Second
    ) -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        Conditional(storage: .second(component))
    }
}

/// Builds keyframes from the tracks (or, for a whole value, the keyframes) written in a
/// closure: no effect on text, as the keyframes it builds.
@resultBuilder
public struct KeyframesBuilder<Value> {
    public static func buildExpression<Content: Keyframes>(_ expression: Content) -> Content where Content.KeyframesValue == Value {
        expression
    }

    public static func buildBlock() -> some Keyframes<Value> {
        KeyframeTracks<Value>()
    }

    public static func buildPartialBlock<Content: Keyframes>(first: Content) -> Content where Content.KeyframesValue == Value {
        first
    }

    public static func buildPartialBlock(accumulated: some Keyframes<Value>, next: some Keyframes<Value>) -> some Keyframes<Value> {
        KeyframeTracks<Value>()
    }

    public static func buildFinalResult<Content: Keyframes>(_ component: Content) -> Content where Content.KeyframesValue == Value {
        component
    }
}

/// The forms of ``KeyframesBuilder`` for keyframes of a whole value.
extension KeyframesBuilder where Value: Animatable {
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        KeyframeSequence<Value>()
    }

    public static func buildBlock() -> some KeyframeTrackContent<Value> {
        KeyframeSequence<Value>()
    }

    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value {
        first
    }

    public static func buildPartialBlock(
        accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
    ) -> some KeyframeTrackContent<Value> {
        KeyframeSequence<Value>()
    }

    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        first component: First
    ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        KeyframeTrackContentBuilder<Value>.buildEither(first: component)
    }

    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        second component: Second
    ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        KeyframeTrackContentBuilder<Value>.buildEither(second: component)
    }

    public static func buildFinalResult<Content: KeyframeTrackContent>(_ component: Content) -> KeyframeTrack<Value, Value, Content>
    where Content.Value == Value {
        KeyframeTrack(content: { component })
    }
}

/// Numbers animate as themselves, as in SwiftUI: keyframes of a `Double`, `Float` or `CGFloat`
/// property (`KeyframeTrack(\.scale) { CubicKeyframe(1.2, duration: 0.2) }`) type-check.
extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}
