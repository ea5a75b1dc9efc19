import Trellis

/// Trellis's own container-value and environment keys that documents can write with
/// `.containerValue(\.name, value)` / `.environment(\.name, value)` and read by name.
enum BuiltinKeys {
    /// The container-value keys.
    static var containerKeys: [KeyDeclaration] {
        [
            KeyDeclaration(
                name: "listRowSeparator", type: .symbol(.visibility), defaultValue: .symbol(Visibility.automatic), scope: .container,
                builtin: BuiltinKey(
                    write: { view, value in AnyView(view.listRowSeparator(value.symbol(Visibility.self) ?? .automatic)) },
                    readContainer: { .symbol($0.listRowSeparator) })),
        ]
    }

    /// The environment keys.
    static var environmentKeys: [KeyDeclaration] {
        [
            key("font", .optional(.symbol(.font)), \.font, wrap: { $0.map { .symbol($0) } ?? .null }, unwrap: { $0.symbol(Font.self) }),
            key("lineLimit", .optional(.int), \.lineLimit, wrap: { $0.map(Value.int) ?? .null }, unwrap: { $0.optionalDouble.map { Int($0) } }),
            key("multilineTextAlignment", .symbol(.textAlignment), \.multilineTextAlignment, wrap: { .symbol($0) },
                unwrap: { $0.symbol(TextAlignment.self) ?? .leading }),
            key("truncationMode", .symbol(.truncationMode), \.truncationMode, wrap: { .symbol($0) },
                unwrap: { $0.symbol(Text.TruncationMode.self) ?? .tail }),
            key("textCase", .optional(.symbol(.textCase)), \.textCase, wrap: { $0.map { .symbol($0) } ?? .null },
                unwrap: { $0.symbol(Text.Case.self) }),
        ]
    }

    private static func key<T>(
        _ name: String, _ type: ValueType, _ keyPath: WritableKeyPath<EnvironmentValues, T>,
        wrap: @escaping (T) -> Value, unwrap: @escaping (Value) -> T
    ) -> KeyDeclaration {
        KeyDeclaration(
            name: name, type: type, defaultValue: wrap(EnvironmentValues()[keyPath: keyPath]), scope: .environment,
            builtin: BuiltinKey(
                write: { view, value in AnyView(view.environment(keyPath, unwrap(value))) },
                readEnvironment: { wrap($0[keyPath: keyPath]) }))
    }
}
