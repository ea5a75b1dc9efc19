import Foundation

/// A property wrapper for a value kept in user defaults: SwiftUI's `AppStorage`.
///
/// The value is read from the store each time (`UserDefaults.standard` unless `store:` or
/// ``View/defaultAppStorage(_:)`` names another; Foundation's `UserDefaults` on Linux), so a
/// render shows what the program stored before; a value missing from the store, or stored
/// as another type, reads as the default. A write (through the wrapped value or `$value`)
/// goes to the store at once.
///
/// ```swift
/// struct Settings: View {
///     @AppStorage("fontSize") private var fontSize = 12
///     var body: some View { Stepper("Size \(fontSize)", value: $fontSize) }
/// }
/// ```
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    private let explicitStore: UserDefaults?
    private let read: (UserDefaults, String) -> Value?
    private let write: (UserDefaults, String, Value) -> Void
    private let environment = AppStorageEnvironment()

    private init(
        key: String, defaultValue: Value, store: UserDefaults?, read: @escaping (UserDefaults, String) -> Value?,
        write: @escaping (UserDefaults, String, Value) -> Void
    ) {
        (self.key, self.defaultValue, self.explicitStore, self.read, self.write) = (key, defaultValue, store, read, write)
    }

    /// A value stored as itself (a property-list type), read back as its type.
    private init(_ key: String, default value: Value, store: UserDefaults?) {
        self.init(key: key, defaultValue: value, store: store, read: { $0.object(forKey: $1) as? Value },
                  write: { $0.set($2, forKey: $1) })
    }

    private var store: UserDefaults { explicitStore ?? environment.store ?? .standard }

    /// The stored value, or the default when there is none.
    public var wrappedValue: Value {
        get { read(store, key) ?? defaultValue }
        nonmutating set { write(store, key, newValue) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }

    public func _install(_ environment: EnvironmentValues) {
        self.environment.store = environment.defaultAppStorage
    }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key, default: wrappedValue, store: store)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key, default: wrappedValue, store: store)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key, default: wrappedValue, store: store)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key, default: wrappedValue, store: store)
    }

    /// A URL, stored as its absolute string (what Foundation on Linux reads back reliably).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: AppStorageURL.read, write: { $0.set($2.absoluteString, forKey: $1) })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key, default: wrappedValue, store: store)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key, default: wrappedValue, store: store)
    }

    /// A value stored as its integer raw value; a stored number no case has reads as the default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { store, key in
            (store.object(forKey: key) as? Int).flatMap(Value.init(rawValue:))
        }, write: { $0.set($2.rawValue, forKey: $1) })
    }

    /// A value stored as its string raw value; a stored string no case has reads as the default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { store, key in
            (store.object(forKey: key) as? String).flatMap(Value.init(rawValue:))
        }, write: { $0.set($2.rawValue, forKey: $1) })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional value, `nil` when nothing is stored; setting `nil` removes it.
    private init<Wrapped>(optional key: String, store: UserDefaults?, read: @escaping (UserDefaults, String) -> Wrapped?,
                          write: @escaping (Wrapped) -> Any) where Value == Wrapped? {
        self.init(key: key, defaultValue: nil, store: store, read: { .some(read($0, $1)) }, write: { store, key, value in
            if let value { store.set(write(value), forKey: key) } else { store.removeObject(forKey: key) }
        })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(optional: key, store: store, read: { $0.object(forKey: $1) as? Bool }, write: { $0 })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(optional: key, store: store, read: { $0.object(forKey: $1) as? Int }, write: { $0 })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(optional: key, store: store, read: { $0.object(forKey: $1) as? Double }, write: { $0 })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(optional: key, store: store, read: { $0.object(forKey: $1) as? String }, write: { $0 })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(optional: key, store: store, read: AppStorageURL.read, write: { $0.absoluteString })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(optional: key, store: store, read: { $0.object(forKey: $1) as? Date }, write: { $0 })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(optional: key, store: store, read: { $0.object(forKey: $1) as? Data }, write: { $0 })
    }

    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(optional: key, store: store, read: { ($0.object(forKey: $1) as? Int).flatMap(R.init(rawValue:)) }, write: { $0.rawValue })
    }

    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self.init(optional: key, store: store, read: { ($0.object(forKey: $1) as? String).flatMap(R.init(rawValue:)) }, write: { $0.rawValue })
    }
}

/// How ``AppStorage`` reads a URL: from the absolute string it stores.
private enum AppStorageURL {
    static func read(_ store: UserDefaults, _ key: String) -> URL? {
        (store.object(forKey: key) as? String).flatMap(URL.init(string:))
    }
}

/// Where an ``AppStorage`` keeps the environment's default store, installed before `body`
/// runs; a reference so that the bindings made from the property see it too.
private final class AppStorageEnvironment {
    var store: UserDefaults?
}

private enum DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults? { nil }
}

extension EnvironmentValues {
    /// The store ``AppStorage`` properties without a `store:` use below a view
    /// (``View/defaultAppStorage(_:)``); `nil` for `UserDefaults.standard`.
    var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Makes `store` the store of the ``AppStorage`` properties below that name none.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        environment(\.defaultAppStorage, store)
    }
}
