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
        /// A count that does not match: closure parameters, subscript indices, tuple elements.
        case argumentCount
        /// A known name or expression written in a form the document language does not read.
        case usage
        /// A declaration that lacks a part it needs, or has one it must not.
        case declaration
        /// Control flow that cannot run as written (a missing return, a non-exhaustive switch).
        case controlFlow
        /// A document whose top level is not one view over its data.
        case documentShape
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
        case unsupported(Unsupported)
        case mismatch(TypeMismatch)
        case argumentCount(ArgumentCount)
        case usage(Usage)
        case declaration(Declaration)
        case controlFlow(ControlFlow)
        case document(DocumentShape)
        /// An argument its parameter's check refused; the check (`LayoutNumbers`, `Specifier`)
        /// words the reason, as it does when the same check fails while the document runs.
        case checkedArgument(reason: String)
        /// Data that does not fit the type it is used as, for `reason`, and where the refused
        /// value lies.
        case misfit(reason: String, place: DataPlace)
        case data(path: String, reason: String)
        case runtime(String)
        case limit(String)
    }

    /// Where refused data lies.
    enum DataPlace: Hashable, Sendable {
        /// Not one value, or a value with no text.
        case unplaced
        /// At `character` of the value at `steps` in the file `origin` names, not yet located
        /// in that file (see `locatingData`).
        case character(Int, origin: DataOrigin?, steps: [DataStep])
        /// At this `name:line:column`.
        case located(String)
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
        case .typeMismatch, .noOverload, .mismatch: .typeMismatch
        case .unknownKey: .unknownKey
        case .unknownPlugin: .unknownPlugin
        case .unknownName: .unknownName
        case .unknownMember: .unknownMember
        case .unsupported, .checkedArgument, .misfit: .unsupported
        case .argumentCount: .argumentCount
        case .usage: .usage
        case .declaration: .declaration
        case .controlFlow: .controlFlow
        case .document: .documentShape
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
