/// A modifier's signature string, parsed: `<return>(C<arguments>)` or, from ABI 1.1,
/// `<return>(R<arguments>)`, with one character per type (see `trellis_modifier` in the header).
public struct ModifierSignature: Sendable, Equatable, CustomStringConvertible {
    /// An argument type after the context.
    public enum Argument: Sendable, Equatable {
        case int32, int64, bool, double
        case string(nullable: Bool)

        /// The type a document passes for it.
        public var valueType: PluginValueType {
            switch self {
            case .int32, .int64: .int
            case .bool: .bool
            case .double: .double
            case .string: .string
            }
        }
    }

    /// The most arguments a modifier may take after the context.
    public static let maxArguments = 16

    /// Whether the function returns a `trellis_status` (`i`) rather than nothing (`v`).
    public let returnsStatus: Bool
    /// Whether the first argument is a `trellis_modifier_request` (`R`) rather than the context
    /// (`C`).
    public let takesRequest: Bool
    /// The arguments after the context.
    public let arguments: [Argument]
    /// The signature as written.
    public let description: String

    /// Parses `signature`, or throws a message saying what is wrong with it.
    public init(parsing signature: String) throws(PluginError.Reason) {
        description = signature
        var characters = Array(signature)
        guard characters.count >= 4, characters[1] == "(", characters.last == ")" else {
            throw .invalid("signature \"\(signature)\" is not of the form r(C...) or r(R...)")
        }
        switch characters[0] {
        case "v": returnsStatus = false
        case "i": returnsStatus = true
        default: throw .invalid("signature \"\(signature)\": return type '\(characters[0])' is not v or i")
        }
        characters = Array(characters[2..<(characters.count - 1)])
        switch characters.first {
        case "C": takesRequest = false
        case "R": takesRequest = true
        default: throw .invalid("signature \"\(signature)\": the first argument must be the context C or the request R")
        }
        var arguments: [Argument] = []
        var nullable = false
        for character in characters.dropFirst() {
            if nullable && character != "s" {
                throw .invalid("signature \"\(signature)\": '?' may only precede s")
            }
            switch character {
            case "?": nullable = true; continue
            case "i": arguments.append(.int32)
            case "l": arguments.append(.int64)
            case "b": arguments.append(.bool)
            case "d": arguments.append(.double)
            case "s": arguments.append(.string(nullable: nullable))
            case "C", "R": throw .invalid("signature \"\(signature)\": the context C or request R may only come first")
            default: throw .invalid("signature \"\(signature)\": unknown type code '\(character)'")
            }
            nullable = false
        }
        guard !nullable else { throw .invalid("signature \"\(signature)\" ends with '?'") }
        guard arguments.count <= Self.maxArguments else {
            throw .invalid("signature \"\(signature)\" has \(arguments.count) arguments (limit \(Self.maxArguments))")
        }
        self.arguments = arguments
    }
}
