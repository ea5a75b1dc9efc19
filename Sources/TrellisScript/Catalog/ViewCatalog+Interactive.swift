import Trellis

extension ViewCatalog {
    /// The controls the user acts on: `Button` runs its action, the others read and write a
    /// binding (`$name` of a `@State` property). In static output they show their state.
    static var interactive: [String: [Callable]] {
        let title = Parameter(nil, .string)
        func bool(_ index: Int, _ arguments: Arguments) -> Binding<Bool> {
            arguments.binding(index, read: \.bool, write: Value.bool)
        }
        func string(_ index: Int, _ arguments: Arguments) -> Binding<String> {
            arguments.binding(index, read: \.string, write: Value.string)
        }
        func integer(_ index: Int, _ arguments: Arguments) -> Binding<Int> {
            arguments.binding(index, read: \.int, write: Value.int)
        }
        func number(_ index: Int, _ arguments: Arguments) -> Binding<Double> {
            arguments.binding(index, read: \.double, write: Value.double)
        }
        return [
            "Button": [
                view([title, Parameter("action", .action)]) { arguments in
                    .view(AnyView(Button(arguments.string(0), action: arguments.action(1))))
                },
                view([Parameter("action", .action), .content("label")]) { arguments in
                    .view(AnyView(Button(action: arguments.action(0)) { arguments.view(1) }))
                },
            ],
            "Toggle": [
                view([title, Parameter("isOn", .binding(.bool))]) { arguments in
                    .view(AnyView(Toggle(arguments.string(0), isOn: bool(1, arguments))))
                },
                view([Parameter("isOn", .binding(.bool)), .content("label")]) { arguments in
                    .view(AnyView(Toggle(isOn: bool(0, arguments)) { arguments.view(1) }))
                },
            ],
            "TextField": [
                view([title, Parameter("text", .binding(.string)), .optional("prompt", .text)]) { arguments in
                    let prompt: Text? = if case .text(let text) = arguments[2] { text } else { nil }
                    return .view(AnyView(TextField(arguments.string(0), text: string(1, arguments), prompt: prompt)))
                },
            ],
            "Stepper": [
                view([title, Parameter("value", .binding(.int)), Parameter("step", .int, default: .int(1))]) { arguments in
                    .view(AnyView(Stepper(arguments.string(0), value: integer(1, arguments), step: arguments.int(2))))
                },
                view([title, Parameter("value", .binding(.int)), Parameter("in", .range), Parameter("step", .int, default: .int(1))]) { arguments in
                    let range = try arguments.closedRange(2)
                    return .view(AnyView(Stepper(arguments.string(0), value: integer(1, arguments), in: range, step: arguments.int(3))))
                },
            ],
            "Slider": [
                view([Parameter("value", .binding(.double)), Parameter("in", .range, default: .null)]) { arguments in
                    let range = arguments[1].isNull ? 0...1 : try arguments.closedRange(1).doubles
                    return .view(AnyView(Slider(value: number(0, arguments), in: range)))
                },
            ],
            "Picker": [
                view([title, Parameter("selection", .binding(.any)), .content()]) { arguments in
                    let selection = arguments.binding(1, read: { $0.hashable ?? AnyHashable(Optional<Int>.none) }, write: Value.init(tag:))
                    return .view(AnyView(Picker(arguments.string(0), selection: selection) { arguments.view(2) }))
                },
            ],
        ]
    }
}

extension Arguments {
    /// The range at `index` as a closed range of its elements; an empty one fails.
    func closedRange(_ index: Int) throws -> ClosedRange<Int> {
        guard case .range(let range) = values[index], let last = range.last else {
            throw RuntimeFailure(message: "a control's range must not be empty", location: location)
        }
        return range.lowerBound...last
    }
}

extension ClosedRange<Int> {
    /// The same bounds as `Double`s: a slider's range.
    var doubles: ClosedRange<Double> { Double(lowerBound)...Double(upperBound) }
}

extension Value {
    /// The value a picker's selection takes from the tag of the row chosen (`.tag(value)`,
    /// which keeps the value as `Value.hashable` made it).
    init(tag: AnyHashable) {
        switch tag.base {
        case let value as Bool: self = .bool(value)
        case let value as Int: self = .int(value)
        case let value as Double: self = .double(value)
        case let value as String: self = .string(value)
        default: self = .symbol(tag)
        }
    }
}
