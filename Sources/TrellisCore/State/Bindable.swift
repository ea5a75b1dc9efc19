/// A property wrapper that makes bindings to the properties of an `@Observable` object:
/// `$model.title` is a `Binding<String>`.
///
/// ```swift
/// struct TitleField: View {
///     @Bindable var song: Song
///     var body: some View { TextField("Title", text: $song.title) }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// The wrapper itself, whose members are bindings.
    public var projectedValue: Bindable<Value> { self }

    /// Wraps `wrappedValue`.
    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Wraps `wrappedValue`.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Wraps the object of another `Bindable`.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// A binding to the object's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {}

/// A bindable object that is identifiable is identified as the object is.
extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}
