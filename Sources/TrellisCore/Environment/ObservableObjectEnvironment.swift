/// Observable objects in the environment, stored by type: `.environment(model)` on an
/// ancestor, `@Environment(Model.self)` in a descendant, as SwiftUI does with `@Observable`
/// classes.
///
/// ```swift
/// @Observable final class Library { var books: [String] = [] }
///
/// struct Shelf: View {
///     @Environment(Library.self) private var library
///     var body: some View { ForEach(library.books, id: \.self) { Text($0) } }
/// }
/// Shelf().environment(Library())
/// ```
nonisolated extension View {
    /// Puts `object` in the environment of this view and its descendants, found by its type.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(EnvironmentWritingModifier(write: { $0[ObservableObjectKey<T>.self] = object }))
    }
}

extension Environment where Value: AnyObject & Observable {
    /// Reads the object of type `objectType` an ancestor put in the environment.
    ///
    /// As in SwiftUI, reading it when no ancestor provided one is a programming error and
    /// stops the program; read `T?` to allow a missing object.
    public init(_ objectType: Value.Type) {
        self.init(reading: { values in
            guard let object = values[ObservableObjectKey<Value>.self] else {
                fatalError("No Observable object of type \(Value.self) found: set one with .environment(_:) on an ancestor")
            }
            return object
        })
    }
}

extension Environment {
    /// Reads the object of type `objectType` an ancestor put in the environment, or `nil`.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(reading: { $0[ObservableObjectKey<T>.self] })
    }
}

/// The key of the observable object of type `Object`.
private enum ObservableObjectKey<Object: AnyObject>: EnvironmentKey {
    static var defaultValue: Object? { nil }
}
