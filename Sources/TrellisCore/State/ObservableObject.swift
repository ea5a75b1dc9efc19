/// A property wrapper for an `ObservableObject` a view is given.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to the properties of an observed object: `$model.title`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the object's property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    /// The object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Observes `initialValue`.
    public init(initialValue: ObjectType) {
        wrappedValue = initialValue
    }

    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension ObservedObject: GraphStoredProperty {
    /// Under a live runtime, the view is evaluated again when the object changes.
    func _attach(to graph: LiveGraph, key: LiveGraph.SlotKey) {
        graph.observe(wrappedValue)
    }
}

/// A property wrapper for an `ObservableObject` a view creates and owns.
///
/// Under a live runtime the object is made once for the view's identity, kept while the
/// identity lives (a parent evaluated again makes a new view value, not a new object), and
/// its changes evaluate the view again, as in SwiftUI. In a one-shot render it is made on
/// first read, once per view value.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let box: StateObjectBox<ObjectType>

    /// Will make the object with `thunk` when it is first needed.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateObjectBox(thunk)
    }

    /// The object, made on first read.
    public var wrappedValue: ObjectType { box.object }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: box.object) }
}

extension StateObject: GraphStoredProperty {
    func _attach(to graph: LiveGraph, key: LiveGraph.SlotKey) {
        let slot = graph.slot(for: key) { StateObjectBox<ObjectType>(box.make) }
        box.made = slot.object
        graph.observe(box.object)
    }
}

/// The object of one ``StateObject``: made by `make` when first needed. Under a live runtime
/// the graph keeps one box per view identity, and each view value's box takes its object.
///
/// Unchecked: like ``State``'s box, read and set only by the render that owns the view.
private final class StateObjectBox<ObjectType: AnyObject>: AnyStateSlot, @unchecked Sendable {
    let make: () -> ObjectType
    var made: ObjectType?

    init(_ make: @escaping () -> ObjectType) {
        self.make = make
    }

    var object: ObjectType {
        if let made { return made }
        let object = make()
        made = object
        return object
    }
}

/// A property wrapper for an `ObservableObject` an ancestor put in the environment with
/// ``View/environmentObject(_:)``, found by its type.
///
/// As in SwiftUI, reading it when no ancestor provided one is a programming error and stops
/// the program.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private let box = EnvironmentBox()

    /// Reads the object of this type from the environment.
    public init() {}

    /// The object.
    public var wrappedValue: ObjectType {
        guard let object = (box.values ?? EnvironmentValues())[EnvironmentObjectKey<ObjectType>.self] else {
            fatalError("No ObservableObject of type \(ObjectType.self) found: set one with .environmentObject(_:) on an ancestor")
        }
        return object
    }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }

    public func _install(_ environment: EnvironmentValues) {
        box.values = environment
    }
}

extension EnvironmentObject: GraphStoredProperty {
    /// Under a live runtime, the view is evaluated again when the object changes.
    func _attach(to graph: LiveGraph, key: LiveGraph.SlotKey) {
        if let object = box.values?[EnvironmentObjectKey<ObjectType>.self] { graph.observe(object) }
    }
}

nonisolated extension View {
    /// Puts `object` in the environment of this view and its descendants, for
    /// ``EnvironmentObject`` properties of its type.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentWritingModifier(write: { $0[EnvironmentObjectKey<T>.self] = object }))
    }
}

/// The key of the environment object of type `Object`.
private enum EnvironmentObjectKey<Object: AnyObject>: EnvironmentKey {
    static var defaultValue: Object? { nil }
}
