import Foundation
import Trellis

/// One way to call a view, modifier, function or method: its parameters, its result type and
/// what it does. The checker matches calls against the parameters; the run time calls `run`.
struct Callable {
    var parameters: [Parameter]
    var result: ValueType
    /// Runs the call with the receiver (`.null` for views and functions) and the arguments in
    /// parameter order, defaults filled in.
    var run: (Value, Arguments) throws -> Value

    init(_ parameters: [Parameter], result: ValueType, run: @escaping (Value, Arguments) throws -> Value) {
        self.parameters = parameters
        self.result = result
        self.run = run
    }

    /// The parameter list as `label:type, …`, for diagnostics.
    var signature: String {
        parameters.map { parameter in
            (parameter.label.map { "\($0): " } ?? "") + parameter.kind.description
        }.joined(separator: ", ")
    }
}

/// One parameter of a ``Callable``.
struct Parameter {
    /// How an argument is written and checked.
    enum Kind: CustomStringConvertible {
        /// An expression of a type.
        case value(ValueType)
        /// A `@ViewBuilder` closure without parameters, evaluated when the call runs.
        case content
        /// A closure without parameters run when the user acts (a button's action): checked as
        /// statements (`Compiler.compileAction`); it never runs in static output.
        case action
        /// A `Binding` to a value of a type: `$name` of a `@State` property, or `.constant(value)`.
        case binding(ValueType)

        var description: String {
            switch self {
            case .value(let type): type.description
            case .content: "() -> some View"
            case .action: "() -> Void"
            case .binding(let type): "Binding<\(type)>"
            }
        }
    }

    var label: String?
    var kind: Kind
    /// The value when the argument is left out; `nil` makes the argument required.
    var defaultValue: Value?
    /// Whether a number given here is data to show (`Text(total, format: .currency(…))`), not
    /// a length, offset or count that ``LayoutNumbers`` keeps in range.
    var isData = false
    /// The range of a number that is not a length (a color component, a palette index), with
    /// what it is called in the error for a number outside it.
    var range: (bounds: ClosedRange<Double>, noun: String)?
    /// Whether the number is a size (a width, a height, a line count), which is never negative.
    var isSize = false

    init(_ label: String?, _ kind: Kind, default defaultValue: Value? = nil) {
        self.label = label
        self.kind = kind
        self.defaultValue = defaultValue
    }

    init(_ label: String?, _ type: ValueType, default defaultValue: Value? = nil) {
        self.init(label, .value(type), default: defaultValue)
    }

    /// A number to show, as it is (see ``isData``).
    static func data(_ label: String?, _ type: ValueType) -> Parameter {
        var parameter = Parameter(label, .value(type))
        parameter.isData = true
        return parameter
    }

    /// A number within `bounds`, called `noun` when it is not: `Color`'s components.
    static func ranged(_ label: String?, _ type: ValueType, _ bounds: ClosedRange<Double>, _ noun: String, default defaultValue: Value? = nil) -> Parameter {
        var parameter = Parameter(label, .value(type), default: defaultValue)
        parameter.range = (bounds, noun)
        return parameter
    }

    /// An optional parameter that defaults to `nil`.
    static func optional(_ label: String?, _ type: ValueType) -> Parameter {
        Parameter(label, .value(.optional(type)), default: .null)
    }

    /// A size: a number that ``LayoutNumbers`` refuses when negative.
    static func size(_ label: String?, _ type: ValueType = .double, default defaultValue: Value? = nil) -> Parameter {
        var parameter = Parameter(label, .value(type), default: defaultValue)
        parameter.isSize = true
        return parameter
    }

    /// An optional size that defaults to `nil`.
    static func optionalSize(_ label: String?, _ type: ValueType = .double) -> Parameter {
        size(label, .optional(type), default: .null)
    }

    /// A trailing `@ViewBuilder` closure labelled `label`.
    static func content(_ label: String = "content") -> Parameter {
        Parameter(label, .content)
    }

    var isClosure: Bool {
        switch kind {
        case .content, .action: true
        case .value, .binding: false
        }
    }
}

/// The arguments of a call, in parameter order, defaults filled in.
struct Arguments {
    let values: [Value]
    /// Where the call is, for run-time failures.
    let location: SourceLocation
    /// The locale the document formats numbers and dates in.
    let locale: Locale

    subscript(index: Int) -> Value { values[index] }

    func view(_ index: Int) -> AnyView { values[index].view }
    func double(_ index: Int) -> Double { values[index].double }
    func optionalDouble(_ index: Int) -> Double? { values[index].optionalDouble }
    /// An optional length in points, as the layout API takes one.
    func optionalLength(_ index: Int) -> CGFloat? { values[index].optionalDouble.map { CGFloat($0) } }
    func int(_ index: Int) -> Int { values[index].int }
    func bool(_ index: Int) -> Bool { values[index].bool }
    func string(_ index: Int) -> String { values[index].string }

    /// The option value at `index`; the checker made sure it has type `T`.
    func symbol<T>(_ index: Int, as type: T.Type = T.self) throws -> T {
        guard let value = values[index].symbol(T.self) else {
            throw RuntimeFailure(message: "expected a value of type '\(T.self)', found '\(values[index])'", location: location)
        }
        return value
    }

    /// The option value at `index`, or `nil` when it is `nil`.
    func optionalSymbol<T>(_ index: Int, as type: T.Type = T.self) throws -> T? {
        if case .null = values[index] { return nil }
        return try symbol(index, as: type)
    }
}
