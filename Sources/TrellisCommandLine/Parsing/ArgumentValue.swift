/// A type an option's value converts to from its text, with no reflection and no dynamic cast:
/// each conformance is called through its static type.
protocol ArgumentValue: Sendable {
    /// The value `argument` spells, or `nil` when it is not one.
    init?(argument: String)
    /// How help shows the value as a default.
    var defaultValueDescription: String { get }
    /// Every value accepted, for an enumeration (help, errors and completion list them).
    static var allowedValues: [String]? { get }
}

extension ArgumentValue {
    static var allowedValues: [String]? { nil }
}

extension ArgumentValue where Self: LosslessStringConvertible {
    init?(argument: String) { self.init(argument) }
    var defaultValueDescription: String { description }
}

extension ArgumentValue where Self: RawRepresentable<String> & CaseIterable {
    init?(argument: String) { self.init(rawValue: argument) }
    var defaultValueDescription: String { rawValue }
    static var allowedValues: [String]? { allCases.map(\.rawValue) }
}

extension String: ArgumentValue {}
extension Int: ArgumentValue {}
extension UInt64: ArgumentValue {}
extension Double: ArgumentValue {}

extension Optional: ArgumentValue where Wrapped: ArgumentValue {
    init?(argument: String) {
        guard let value = Wrapped(argument: argument) else { return nil }
        self = value
    }

    var defaultValueDescription: String { self?.defaultValueDescription ?? "" }
    static var allowedValues: [String]? { Wrapped.allowedValues }
}
