import SwiftDiagnostics

/// An error `@Entry` reports when the declaration it is attached to cannot become an entry.
///
/// Every message `@Entry` can show is written here and nowhere else: ``EntryMacro`` and
/// ``EntryDeclaration`` only choose a ``Kind`` and the node to attach it to.
///
/// ```swift
/// extension ContainerValues {
///     @Entry let title: String = ""
///     // error: '@Entry' requires 'var'; a 'let' constant cannot have the accessors it generates
/// }
/// ```
struct EntryMacroDiagnostic: DiagnosticMessage, Error {
    /// What is wrong with the declaration.
    enum Kind {
        /// The attribute is on something other than a variable declaration: a subscript, the only
        /// other declaration an accessor macro can be attached to.
        case notVariable
        /// The property is declared with `let`.
        case letBinding
        /// The property is `static` or `class`; `keyword` is the one written.
        case typeProperty(keyword: String)
        /// One declaration declares several properties. The compiler (and swift-syntax's
        /// `MacroSystem`) already refuse to expand an accessor macro there, so this is the fallback
        /// for a host that does not.
        case multipleBindings(names: [String])
        /// The property's pattern is not a simple name, such as `var (a, b)`.
        case unsupportedPattern
        /// The property already has an accessor block (getter, setter or observers).
        case existingAccessors(name: String)
        /// The property is not a member of an extension of a supported type; `extendedType` is the
        /// type of the enclosing extension, or `nil` when the property is not in an extension.
        case unsupportedContext(extendedType: String?)
        /// The property has no type annotation and its default value is neither a plain literal
        /// nor a call of a type's initializer.
        case missingTypeAnnotation(name: String)
        /// The property has a non-optional type and no default value.
        case missingDefaultValue(name: String, type: String)
        /// A `FocusedValues` entry has a non-optional type.
        case focusedValueNotOptional(name: String, type: String)
        /// A `FocusedValues` entry has a default value other than `nil`.
        case focusedValueDefault(name: String)
    }

    /// What is wrong with the declaration.
    let kind: Kind

    var message: String {
        switch kind {
        case .notVariable:
            "'@Entry' can only be applied to a 'var' property"
        case .letBinding:
            "'@Entry' requires 'var'; a 'let' constant cannot have the accessors it generates"
        case .typeProperty(let keyword):
            "'@Entry' cannot be applied to a '\(keyword)' property; an entry is an instance property"
        case .multipleBindings(let names):
            "'@Entry' applies to a single property; declare \(Self.list(names.map { "'\($0)'" })) "
                + "separately, each with its own '@Entry'"
        case .unsupportedPattern:
            "'@Entry' requires a simple property name, not a pattern"
        case .existingAccessors(let name):
            "'@Entry' generates the accessors of '\(name)'; remove its accessor block"
        case .unsupportedContext(nil):
            "'@Entry' can only be used in an extension of \(Self.supportedTypes)"
        case .unsupportedContext(let extendedType?):
            "'@Entry' cannot be used in an extension of '\(extendedType)'; "
                + "use it in an extension of \(Self.supportedTypes)"
        case .missingTypeAnnotation(let name):
            "'@Entry' requires a type annotation on '\(name)' unless its default value is "
                + "an integer, floating-point, string or Boolean literal or a type's initializer call"
        case .missingDefaultValue(let name, let type):
            "'@Entry' requires a default value for '\(name)' because its type '\(type)' is not optional"
        case .focusedValueNotOptional(let name, let type):
            "'@Entry' in FocusedValues requires an optional type, but '\(name)' has type '\(type)'; "
                + "a focused value's default is always nil"
        case .focusedValueDefault(let name):
            "'@Entry' in FocusedValues cannot give '\(name)' a default value; "
                + "a focused value's default is always nil"
        }
    }

    var diagnosticID: MessageID {
        let id =
            switch kind {
            case .notVariable: "notVariable"
            case .letBinding: "letBinding"
            case .typeProperty: "typeProperty"
            case .multipleBindings: "multipleBindings"
            case .unsupportedPattern: "unsupportedPattern"
            case .existingAccessors: "existingAccessors"
            case .unsupportedContext: "unsupportedContext"
            case .missingTypeAnnotation: "missingTypeAnnotation"
            case .missingDefaultValue: "missingDefaultValue"
            case .focusedValueNotOptional: "focusedValueNotOptional"
            case .focusedValueDefault: "focusedValueDefault"
            }
        return MessageID(domain: "TrellisMacros.Entry", id: id)
    }

    var severity: DiagnosticSeverity { .error }

    /// The four types `@Entry` works in, as the messages name them.
    private static let supportedTypes =
        "ContainerValues, EnvironmentValues, Transaction or FocusedValues"

    /// Joins `items` as English prose: `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
    private static func list(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.joined() }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}

/// A Fix-It `@Entry` offers alongside an ``EntryMacroDiagnostic``.
///
/// Like the diagnostics, every Fix-It message is written here and nowhere else.
///
/// ```swift
/// @Entry let title: String = ""
/// // fix-it: replace 'let' with 'var'
/// ```
struct EntryMacroFixIt: FixItMessage {
    /// Which change the Fix-It makes.
    enum Kind {
        /// Replaces `let` with `var`.
        case replaceLetWithVar
        /// Removes the `static` or `class` modifier; `keyword` is the one written.
        case removeModifier(keyword: String)
        /// Removes the property's accessor block.
        case removeAccessors
        /// Makes the type optional so that its default is `nil`.
        case makeOptional(type: String)
        /// Makes the type optional and drops the default value (for `FocusedValues`).
        case makeOptionalWithoutDefault(type: String)
        /// Drops the default value (for `FocusedValues`).
        case removeDefaultValue
    }

    /// Which change the Fix-It makes.
    let kind: Kind

    var message: String {
        switch kind {
        case .replaceLetWithVar: "replace 'let' with 'var'"
        case .removeModifier(let keyword): "remove '\(keyword)'"
        case .removeAccessors: "remove the accessor block"
        case .makeOptional(let type): "make the type '\(type)' so that the default is nil"
        case .makeOptionalWithoutDefault(let type):
            "change the type to '\(type)' and remove the default value"
        case .removeDefaultValue: "remove the default value"
        }
    }

    var fixItID: MessageID {
        let id =
            switch kind {
            case .replaceLetWithVar: "replaceLetWithVar"
            case .removeModifier: "removeModifier"
            case .removeAccessors: "removeAccessors"
            case .makeOptional: "makeOptional"
            case .makeOptionalWithoutDefault: "makeOptionalWithoutDefault"
            case .removeDefaultValue: "removeDefaultValue"
            }
        return MessageID(domain: "TrellisMacros.Entry", id: id)
    }
}
