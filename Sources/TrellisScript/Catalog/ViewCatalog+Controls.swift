import Trellis

extension ViewCatalog {
    /// The controls whose text means something without interaction: progress, gauges, labelled
    /// values and unavailable content. (Those the user acts on are `interactive`.)
    static var controls: [String: [Callable]] {
        /// A number shown as it is, `defaultValue` when left out.
        func number(_ label: String, default defaultValue: Double? = nil) -> Parameter {
            var parameter = Parameter(label, .double, default: defaultValue.map { .double($0) })
            parameter.isData = true
            return parameter
        }
        return [
            "ProgressView": [
                view([]) { _ in .view(AnyView(ProgressView())) },
                view([Parameter(nil, .string)]) { arguments in .view(AnyView(ProgressView(arguments.string(0)))) },
                view([number("value"), number("total", default: 1)]) { arguments in
                    .view(AnyView(ProgressView(value: arguments.double(0), total: arguments.double(1))))
                },
                view([Parameter(nil, .string), number("value"), number("total", default: 1)]) { arguments in
                    .view(AnyView(ProgressView(arguments.string(0), value: arguments.double(1), total: arguments.double(2))))
                },
            ],
            "Gauge": [view([number("value"), .content("label")]) { arguments in
                .view(AnyView(Gauge(value: arguments.double(0)) { arguments.view(1) }))
            }],
            "LabeledContent": [
                view([Parameter(nil, .string), Parameter("value", .string)]) { arguments in
                    .view(AnyView(LabeledContent(arguments.string(0), value: arguments.string(1))))
                },
                view([Parameter(nil, .string), .content()]) { arguments in
                    .view(AnyView(LabeledContent(arguments.string(0)) { arguments.view(1) }))
                },
            ],
            "ContentUnavailableView": [
                view([Parameter(nil, .string), Parameter("systemImage", .string), .optional("description", .text)]) { arguments in
                    let description: Text? = if case .text(let text) = arguments[2] { text } else { nil }
                    return .view(AnyView(ContentUnavailableView(arguments.string(0), systemImage: arguments.string(1),
                                                                description: description)))
                },
            ],
        ]
    }
}
