/// The context of one state change: the animation it would run with.
///
/// Static output shows the state after every change, so a transaction only carries values
/// for the code that reads or sets them.
public struct Transaction {
    /// The animation of the change; `nil` for none.
    public var animation: Animation?
    /// Whether animations set by views below are turned off for this change.
    public var disablesAnimations = false
    /// Whether the change is one step of a continuous interaction, such as a drag.
    public var isContinuous = false

    /// A transaction without animation.
    public init() {}

    /// A transaction with `animation`.
    public init(animation: Animation?) {
        self.animation = animation
    }
}

/// When the completion of ``withAnimation(_:completionCriteria:_:completion:)`` is called.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private let isRemoval: Bool

    /// When the animation has reached its end value.
    public static let logicallyComplete = AnimationCompletionCriteria(isRemoval: false)
    /// When the animation has stopped affecting the view.
    public static let removed = AnimationCompletionCriteria(isRemoval: true)
}

/// Runs `body` (the state change) and returns its result. Nothing animates in static output:
/// the change is simply made.
///
/// ```swift
/// Button("Expand") { withAnimation(.snappy) { isExpanded.toggle() } }
/// ```
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` and then `completion`, and returns the result of `body`: without time, the
/// change is complete as soon as it is made.
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

/// Runs `body` in `transaction` and returns its result (the change is simply made).
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` with the transaction's `keyPath` set to `value` and returns its result (the
/// change is simply made).
public func withTransaction<Result, Value>(
    _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
    try body()
}
