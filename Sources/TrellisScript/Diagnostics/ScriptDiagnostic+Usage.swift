extension ScriptDiagnostic {
    /// A known name or expression written in a form the document language does not read,
    /// worded as the form to write.
    enum Usage: Hashable, Sendable {
        /// `Int(…)`, `Double(…)`, `String(…)`… (`name`) not given one value.
        case conversion(name: String)
        case load
        /// A collection method called with arguments it does not take; `usage` is its catalogued form.
        case collectionMethod(usage: String)
        case arrayInitializer, groupingInitializer, abs
        /// `max`/`min` (`name`) not given two or more values.
        case extremum(name: String)
        /// `.environment`/`.containerValue` not given a key path and a value.
        case keyedModifier(environment: Bool)
        case keyPathKey
        /// `.id`/`.tag` (`name`) not given one value.
        case singleValueModifier(name: String)
        case environmentAttribute, entryDeclaration
        /// `callee(label: content) { parameter in … }`, a view decomposed into subviews or sections.
        case decomposition(callee: String, label: String, parameter: String)
        /// `callee(data, id: \.key) { element in … }`.
        case forEachData(callee: String)
        /// `ForEach($items) { … }` whose closure does not name one `$item`.
        case bindingRows
        /// `Name(rawValue:)` of an enum with raw values (`hasRawValues`) or without.
        case rawValueInitializer(enumName: String, hasRawValues: Bool)
        case specifierLiteral, dictionaryLiteralKey, closureOutOfPlace, keyPathOutOfPlace
        /// A type used as a value; `member` is one it has.
        case typeAsValue(name: String, member: String)
        case methodAsValue(name: String)
        case valueAsCallee(name: String)
        case implicitMemberCall(name: String)
        case implicitMember(name: String)
        case assignmentToConstant(name: String)
        case integerOverflow(literal: String)

        var message: String {
            switch self {
            case .conversion(let name): "write \(name)(value)"
            case .load: "write load(\"file.json\") or load(\"file.csv\") with a string literal path"
            case .collectionMethod(let usage): "write \(usage)"
            case .arrayInitializer: "write Array(sequence)"
            case .groupingInitializer: "write Dictionary(grouping: sequence, by: { element in key })"
            case .abs: "write abs(number)"
            case .extremum(let name): "write \(name)(a, b)"
            case .keyedModifier(let environment): "write .\(environment ? "environment" : "containerValue")(\\.key, value)"
            case .keyPathKey: "write the key as '\\.name'"
            case .singleValueModifier(let name): "write .\(name)(value)"
            case .environmentAttribute: "write '@Environment(\\.key) var name'"
            case .entryDeclaration: "declare keys with '@Entry var name: Type = default'"
            case .decomposition(let callee, let label, let parameter): "write \(callee)(\(label): content) { \(parameter) in … }"
            case .forEachData(let callee): "write \(callee)(data, id: \\.key) { element in … }"
            case .bindingRows: "write ForEach($items, id: \\.key) { $item in … }: '$item' binds the element, 'item' reads it"
            case .rawValueInitializer(let name, true): "write \(name)(rawValue: value)"
            case .rawValueInitializer(let name, false): "'\(name)' has no raw values; write '.caseName'"
            case .specifierLiteral: "a specifier is a string literal, like \"%.2f\""
            case .dictionaryLiteralKey: "dictionary keys must be string literals"
            case .closureOutOfPlace:
                "a closure is not expected here; closures are arguments of calls that take one (map, filter, sorted(by:), ForEach, …)"
            case .keyPathOutOfPlace: "a key path is not expected here"
            case .typeAsValue(let name, let member): "'\(name)' is a type; write a member such as '\(name).\(member)'"
            case .methodAsValue(let name): "'\(name)' is a method: call it with its arguments"
            case .valueAsCallee(let name): "cannot call '\(name)': it is a value, not a view or function"
            case .implicitMemberCall(let name): "cannot infer the type of '.\(name)(…)' here"
            case .implicitMember(let name): "cannot infer the type of '.\(name)' here; write its type before the dot"
            case .assignmentToConstant(let name):
                "cannot assign to '\(name)': it is a 'let' constant or a property; declare it with 'var' in the function, or as '@State var' in the view"
            case .integerOverflow(let literal): "integer literal '\(literal)' overflows Int"
            }
        }
    }
}
