extension ScriptDiagnostic {
    /// A declaration that lacks a part it needs, or has one it must not.
    enum Declaration: Hashable, Sendable {
        /// A raw value on a case (`caseName`) of an enum (`enumName`) declared without a raw type.
        case rawValueWithoutType(caseName: String, enumName: String)
        case computedPropertyType(name: String)
        case allCasesWithoutCaseIterable(enumName: String)
        case keyDefault(name: String)
        case propertyType(name: String)
        case functionBody(name: String)
        case viewBody(structName: String)
        case topLevelFunction
        case localTypeOrValue(name: String)
        case letValue(name: String)
        case topLevelValue(name: String)
        /// A stored property of an `@Observable` class without an initial value.
        case classPropertyValue(name: String)

        var message: String {
            switch self {
            case .rawValueWithoutType(let caseName, let enumName):
                "enum case '\(caseName)' cannot have a raw value: declare the enum 'enum \(enumName): String' or ': Int'"
            case .computedPropertyType(let name): "computed property '\(name)' needs a type"
            case .allCasesWithoutCaseIterable(let name): "'\(name)' has no 'allCases': declare it 'enum \(name): CaseIterable'"
            case .keyDefault(let name): "key '\(name)' needs a default value"
            case .propertyType(let name): "property '\(name)' needs a type or a default value"
            case .functionBody(let name): "function '\(name)' needs a body"
            case .viewBody(let name): "struct '\(name)' needs 'var body: some View'"
            case .topLevelFunction:
                "top-level functions are not supported in view documents; write it as a method or computed property "
                    + "of a struct, or as an 'extension View' modifier"
            case .localTypeOrValue(let name): "'\(name)' needs a type or a value"
            case .letValue(let name): "'let \(name)' needs a value"
            case .topLevelValue(let name): "top-level '\(name)' needs a value"
            case .classPropertyValue(let name): "property '\(name)' of a class needs an initial value ('Name()' takes no arguments)"
            }
        }
    }

    /// Control flow that cannot run as written: a missing return, a jump with nowhere to go, a
    /// switch that misses values.
    enum ControlFlow: Hashable, Sendable {
        /// A function declared to return `type` whose body can end without returning.
        case missingReturn(ValueType)
        case missingClosureReturn
        case returnWithoutValue
        case breakOutside, continueOutside
        /// A `guard` body that can fall through; `inLoop` when 'break' and 'continue' would do.
        case guardFallsThrough(inLoop: Bool)
        /// A switch case (`label`) with no statement.
        case emptyCase(label: String)
        /// A switch without `default:` that misses values: the `case` patterns that would cover
        /// them (`.name`, `true`), or none when only `default:` can.
        case nonExhaustive(missing: [String])

        var message: String {
            switch self {
            case .missingReturn(let type): "missing return in a function expected to return '\(type)'"
            case .missingClosureReturn: "missing return in a closure that computes a value"
            case .returnWithoutValue: "a function or closure of a document computes a value: write 'return' with a value"
            case .breakOutside: "'break' is only allowed inside a loop or a switch"
            case .continueOutside: "'continue' is only allowed inside a loop"
            case .guardFallsThrough(let inLoop):
                "'guard' body must not fall through; end it with 'return'\(inLoop ? ", 'break' or 'continue'" : "")"
            case .emptyCase(let label):
                "'\(label)' label in a 'switch' must have at least one statement; write 'break' to do nothing"
            case .nonExhaustive(let missing) where missing.isEmpty: "switch must be exhaustive; add a 'default:' case"
            case .nonExhaustive(let missing):
                "switch must be exhaustive; add " + missing.map { "'case \($0):'" }.joined(separator: ", ") + " or a 'default:' case"
            }
        }
    }

    /// A document whose top level is not one view over its data.
    enum DocumentShape: Hashable, Sendable {
        case noView, secondView
        /// `--data name=…` naming no top-level `let`; `suggestion` is the closest that exists.
        case unusedDataOverride(name: String, suggestion: String?)

        var message: String {
            switch self {
            case .noView: "the document has no top-level view expression"
            case .secondView: "a document has one top-level view; this is a second one"
            case .unusedDataOverride(let name, let suggestion):
                "--data \(name)=…: the document has no top-level 'let \(name)' to replace"
                    + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
            }
        }
    }
}
