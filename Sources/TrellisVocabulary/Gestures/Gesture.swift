/// An input that a view recognises: a tap, a drag, a press, a pinch; built and combined as in
/// SwiftUI.
///
/// Static output receives no input, so no gesture is ever recognised and no callback runs.
/// Gestures are still values with SwiftUI's types, so code that builds them compiles and its
/// views render as they would with no finger on the screen.
///
/// ```swift
/// let drag = DragGesture()
///     .updating($offset) { value, state, _ in state = value.translation }
///     .onEnded { value in position += value.translation }
/// Card().gesture(drag)
/// ```
@MainActor @preconcurrency public protocol Gesture<Value> {
    /// What the gesture reports as it changes and when it ends.
    associatedtype Value
    /// The gesture this one is made of.
    associatedtype Body: Gesture
    /// The gesture this one is made of.
    var body: Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

/// A gesture that Trellis defines directly; its `body` is never called.
nonisolated protocol PrimitiveGesture: Gesture where Body == Never {}

nonisolated extension PrimitiveGesture {
    /// Primitive gestures have no body; calling it is a programming error.
    public var body: Never { fatalError("\(Self.self) is a primitive gesture and has no body") }
}

nonisolated extension Gesture where Value: Equatable {
    /// Calls `action` each time the gesture's value changes (never, in static output).
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self)
    }
}

nonisolated extension Gesture {
    /// Calls `action` when the gesture ends (never, in static output).
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self)
    }

    /// Updates `state` while the gesture is active (never, in static output: `state` keeps
    /// its initial value).
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state)
    }

    /// This gesture, reporting `body` of its value.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self)
    }

    /// This gesture and `other`, recognised at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, then `other` once this one has succeeded.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture if it succeeds, otherwise `other`.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// Which gestures of a view and its subviews are recognised.
public struct GestureMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// No gestures.
    public static let none: GestureMask = []
    /// The gesture being added.
    public static let gesture = GestureMask(rawValue: 1 << 0)
    /// The gestures of the subviews.
    public static let subviews = GestureMask(rawValue: 1 << 1)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
}
