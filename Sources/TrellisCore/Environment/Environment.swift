/// A property wrapper that reads a value from the view's environment.
///
/// ```swift
/// struct Badge: View {
///     @Environment(\.font) private var font
///     var body: some View { Text("new").font(font ?? .caption) }
/// }
/// ```
///
/// The value is the one in effect where the view stands in the tree, installed before its
/// `body` is evaluated. Read outside a body (before the view is resolved), it gives the
/// key's default.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let read: (EnvironmentValues) -> Value
    private let box = EnvironmentBox()

    /// Reads the environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// Reads the environment with `read` (an observable object, by its type).
    init(reading read: @escaping (EnvironmentValues) -> Value) {
        self.read = read
    }

    /// The current value of the environment property.
    public var wrappedValue: Value {
        read(box.values ?? EnvironmentValues())
    }

    public func _install(_ environment: EnvironmentValues) {
        box.values = environment
    }
}

/// Where an ``Environment`` property keeps the environment installed before `body` runs. A
/// reference, so that copies of the view made by closures in `body` see it too. Unchecked:
/// set before `body` runs and read by it, on the thread that resolves the view.
final class EnvironmentBox: @unchecked Sendable {
    var values: EnvironmentValues?
}
