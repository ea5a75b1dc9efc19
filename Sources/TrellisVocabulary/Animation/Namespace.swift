import Synchronization

/// A property wrapper that gives a view a namespace for `matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
///
/// Every `Namespace` made is distinct from every other, so ids in one never match ids in
/// another.
///
/// ```swift
/// @Namespace private var cards
/// ```
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// The identity of one namespace.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    private static let nextValue = Atomic(0)
    private let id: ID

    /// Creates a new namespace.
    public init() {
        id = ID(value: Self.nextValue.add(1, ordering: .relaxed).newValue)
    }

    /// The namespace's identity.
    public var wrappedValue: ID { id }
}

/// Which geometry a matched geometry effect shares between views.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position of the view's centre.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The size of the view.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// The position and the size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}
