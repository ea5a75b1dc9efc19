/// The value links whose value is also `Codable`, which SwiftUI declares apart (so that a
/// `NavigationPath` holding it can be saved): each draws as the link of any `Hashable` value.
extension NavigationLink where Destination == Never {
    /// A link that pushes a `Codable` `value`, labelled by `label`.
    public init<P: Decodable & Encodable & Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link that pushes a `Codable` `value`, with a text label.
    public init<P: Decodable & Encodable & Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// A link that pushes a `Codable` `value`, with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Decodable & Encodable & Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}
