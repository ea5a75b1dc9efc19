/// A gesture with an action for each change of its value.
public nonisolated struct _ChangedGesture<Content: Gesture>: PrimitiveGesture {
    public typealias Value = Content.Value
    let content: Content
}

/// A gesture with an action for its end.
public nonisolated struct _EndedGesture<Content: Gesture>: PrimitiveGesture {
    public typealias Value = Content.Value
    let content: Content
}

/// A gesture whose value is transformed.
public nonisolated struct _MapGesture<Content: Gesture, Value>: PrimitiveGesture {
    let content: Content
}

/// A gesture that updates a ``GestureState`` while active.
public nonisolated struct GestureStateGesture<Base: Gesture, State>: PrimitiveGesture {
    public typealias Value = Base.Value
    /// The gesture that drives the state.
    public var base: Base
    /// The state it updates.
    public var state: GestureState<State>
}

/// Two gestures recognised at the same time.
public nonisolated struct SimultaneousGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
    /// The values of the two gestures; `nil` for one not (yet) recognised.
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }

    public var first: First
    public var second: Second

    /// Creates a gesture of `first` and `second` recognised together.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}

/// A gesture, then another once the first has succeeded.
public nonisolated struct SequenceGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
    /// Where the sequence stands.
    public enum Value {
        /// The first gesture is in progress.
        case first(First.Value)
        /// The first gesture has ended; the second, if begun, is in progress.
        case second(First.Value, Second.Value?)
    }

    public var first: First
    public var second: Second

    /// Creates a gesture of `first` followed by `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// One of two gestures: the first if it succeeds, otherwise the second.
public nonisolated struct ExclusiveGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
    /// The gesture that was recognised and its value.
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }

    public var first: First
    public var second: Second

    /// Creates a gesture of `first`, or `second` if `first` fails.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture of any type with values of type `Value`.
public nonisolated struct AnyGesture<Value>: PrimitiveGesture {
    /// Wraps `gesture`.
    public init<T: Gesture>(_ gesture: T) where T.Value == Value {}
}
