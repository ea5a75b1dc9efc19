import Foundation

/// A property wrapper for a value a scene restores when it is shown again: SwiftUI's
/// `SceneStorage`.
///
/// A render is one scene shown for the first time, with nothing to restore, so the value
/// starts as its default; a write (through the wrapped value or `$value`) is seen by later
/// reads of the same property in that render, as a ``State``'s is.
///
/// ```swift
/// @SceneStorage("selectedTab") private var selectedTab = "inbox"
/// ```
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let box: SceneStorageBox<Value>

    /// The key names the value among the scene's; with nothing to restore it is not read.
    private init(key _: String, initial: Value) {
        box = SceneStorageBox(initial)
    }

    /// The value: the default until something sets it.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(key: key, initial: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(key: key, initial: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(key: key, initial: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(key: key, initial: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(key: key, initial: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(key: key, initial: wrappedValue) }

    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, initial: wrappedValue)
    }

    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, initial: wrappedValue)
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String) where Value == Bool? { self.init(key: key, initial: nil) }
    public init(_ key: String) where Value == Int? { self.init(key: key, initial: nil) }
    public init(_ key: String) where Value == Double? { self.init(key: key, initial: nil) }
    public init(_ key: String) where Value == String? { self.init(key: key, initial: nil) }
    public init(_ key: String) where Value == URL? { self.init(key: key, initial: nil) }
    public init(_ key: String) where Value == Data? { self.init(key: key, initial: nil) }
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int { self.init(key: key, initial: nil) }
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String { self.init(key: key, initial: nil) }
}

/// The value of a ``SceneStorage``, shared by the copies of the view that holds it.
private final class SceneStorageBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
