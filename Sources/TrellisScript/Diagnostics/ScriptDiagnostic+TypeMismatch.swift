extension ScriptDiagnostic {
    /// Values whose types do not fit what is done with them, named by those types.
    enum TypeMismatch: Hashable, Sendable {
        case patternType(pattern: ValueType, subject: ValueType)
        case rangePattern(subject: ValueType)
        case optionalChainOnNonOptional(ValueType)
        case subscripted(ValueType, index: ValueType)
        case sliced(ValueType)
        case compared(ValueType, ValueType)
        case ordered(ValueType, symbol: String)
        case operands(symbol: String, ValueType, ValueType)
        /// A value of mixed loaded data (`origin` says where it came from) used with an operator.
        case mixedOperand(origin: String, symbol: String)
        /// A value of mixed loaded data (`origin` says where it came from) used as `expected`.
        case mixedValue(origin: String, expected: ValueType)
        case conditionalBinding(ValueType)
        case notSequence(ValueType)
        case notTuple(ValueType)
        /// `sorted()`, `min()`… (the `method`) of elements that cannot be ordered.
        case unorderedElements(ValueType, method: String)
        case joinedNonStrings(ValueType)
        case dictionaryKey(ValueType)
        /// `max`/`min` (the `function`) of values that cannot be ordered.
        case unorderedArguments(ValueType, function: String)
        case notIdentifiable(ValueType)
        /// A data key declared with a type keys cannot hold.
        case keyType(name: String)

        var message: String {
            switch self {
            case .patternType(let pattern, let subject): "a pattern of type '\(pattern)' cannot match values of type '\(subject)'"
            case .rangePattern(let subject): "a range cannot match values of type '\(subject)'"
            case .optionalChainOnNonOptional(let type): "cannot use optional chaining on non-optional value of type '\(type)'"
            case .subscripted(let base, let index): "cannot subscript a value of type '\(base)' with '\(index)'"
            case .sliced(let base): "cannot slice a value of type '\(base)'"
            case .compared(let left, let right): "cannot compare '\(left)' with '\(right)'"
            case .ordered(let type, let symbol): "values of type '\(type)' cannot be ordered with '\(symbol)'"
            case .operands(let symbol, let left, let right): "operator '\(symbol)' cannot be applied to '\(left)' and '\(right)'"
            case .mixedOperand(let origin, let symbol): "\(origin), so '\(symbol)' cannot be applied to it"
            case .mixedValue(let origin, let expected): "\(origin), so it cannot be used as '\(expected)'"
            case .conditionalBinding(let type): "initializer for conditional binding must have an optional type, not '\(type)'"
            case .notSequence(let type): "for-in loop requires a sequence; '\(type)' is not one"
            case .notTuple(let type): "a value of type '\(type)' is not a tuple and cannot be destructured"
            case .unorderedElements(let element, let method):
                "elements of type '\(element)' cannot be ordered; write \(method)(by: { $0.field < $1.field })"
            case .joinedNonStrings(let element): "joined(separator:) joins strings, not '\(element)'; map them to strings first"
            case .dictionaryKey(let type): "a dictionary key must be a String, a number, a Bool or an enum, not '\(type)'"
            case .unorderedArguments(let type, let function):
                "\(function) takes values that can be ordered (numbers or strings), not '\(type)'"
            case .notIdentifiable(let element):
                "elements of type '\(element)' are not Identifiable; write ForEach(data, id: \\.self) or id: \\.field"
            case .keyType(let name): "key '\(name)' must hold a Bool, Int, Double, String or an array of them"
            }
        }
    }

    /// A count that does not match: parameters, arguments, indices or tuple elements.
    enum ArgumentCount: Hashable, Sendable {
        /// A closure naming `names` parameters where `expected` are passed.
        case closureParameters(expected: Int, names: Int)
        /// An operator or `max`/`min` (`name`) passed where a function of `parameters` is expected.
        case operatorFunction(name: String, parameters: Int)
        case subscriptIndices
        case tupleElements(ValueType, expected: Int, names: Int)
        case viewBuilderParameters

        var message: String {
            switch self {
            case .closureParameters(let expected, let names):
                "the closure takes \(expected) parameter\(expected == 1 ? "" : "s"), not \(names)"
            case .operatorFunction(let name, let parameters):
                "'\(name)' takes 2 arguments; a function of \(parameters) is expected here"
            case .subscriptIndices: "a subscript takes one index"
            case .tupleElements(let type, let expected, let names): "the tuple '\(type)' has \(expected) elements, not \(names)"
            case .viewBuilderParameters: "a view builder closure takes no parameters"
            }
        }
    }
}
