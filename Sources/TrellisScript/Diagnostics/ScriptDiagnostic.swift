/// A problem found in a document, as data: what kind it is, its details and where it is.
///
/// The text is made in one place (``message``) and laid out like swiftc's by
/// ``DiagnosticFormatter``.
///
/// ```swift
/// // board.swift:3:5: error: cannot find view 'Txt' in scope; did you mean 'Text'?
/// ```
public struct ScriptDiagnostic: Error, Hashable, Sendable {
    /// The kinds of diagnostics, for tests and tools that sort them.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case syntax, unknownView, unknownModifier, unknownArgument, missingArgument, typeMismatch
        case unknownKey, unknownPlugin, unknownName, unknownMember, unsupported, data, runtime
        /// The document is over one of its ``ScriptLimits``.
        case limit
    }

    enum Representation: Hashable, Sendable {
        case syntax(String)
        case unknownView(String, suggestion: String?)
        case unknownModifier(String, suggestion: String?)
        case unknownArgument(label: String, callee: String, suggestion: String?)
        case missingArgument(label: String, callee: String)
        case extraArgument(callee: String)
        case typeMismatch(found: String, expected: String)
        case noOverload(callee: String, candidates: [String])
        case unknownKey(String, scope: String, suggestion: String?)
        case unknownPlugin(String, reason: String, suggestion: String?)
        case unknownName(String, suggestion: String?)
        case unknownMember(String, type: String, suggestion: String?)
        case unsupported(String)
        case invalid(String)
        /// Loaded data refused at `character` of the value at `steps` in the file `origin`
        /// names, not yet located in that file (see `locatingData`).
        case misfit(String, character: Int, origin: DataOrigin?, steps: [DataStep])
        case data(path: String, reason: String)
        case runtime(String)
        case limit(String)
    }

    let representation: Representation
    /// Where the problem is.
    public let location: SourceLocation

    init(_ representation: Representation, at location: SourceLocation) {
        self.representation = representation
        self.location = location
    }

    /// The name this diagnostic says is unknown (as a name, a type or a view), if it says so.
    var unknownName: String? {
        switch representation {
        case .unknownName(let name, _), .unknownView(let name, _): name
        default: nil
        }
    }

    /// The kind of this diagnostic.
    public var kind: Kind {
        switch representation {
        case .syntax: .syntax
        case .unknownView: .unknownView
        case .unknownModifier: .unknownModifier
        case .unknownArgument, .extraArgument: .unknownArgument
        case .missingArgument: .missingArgument
        case .typeMismatch, .noOverload: .typeMismatch
        case .unknownKey: .unknownKey
        case .unknownPlugin: .unknownPlugin
        case .unknownName: .unknownName
        case .unknownMember: .unknownMember
        case .unsupported, .invalid, .misfit: .unsupported
        case .data: .data
        case .runtime: .runtime
        case .limit: .limit
        }
    }
}

/// Every diagnostic of a document, in source order: what checking, evaluating or rendering a
/// document throws.
public struct ScriptError: Error, Sendable, CustomStringConvertible {
    /// The diagnostics, sorted by location.
    public let diagnostics: [ScriptDiagnostic]

    init(_ diagnostics: [ScriptDiagnostic]) {
        self.diagnostics = diagnostics.sorted { $0.location < $1.location }
    }

    public var description: String { diagnostics.map { "\($0.location): error: \($0.message)" }.joined(separator: "\n") }
}
