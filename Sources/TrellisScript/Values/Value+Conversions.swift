import Foundation
import Trellis
import TrellisPluginValues

extension Value {
    /// This value as a view: views, texts, subviews, colours and shapes are views; so is
    /// `nil` (an empty view), as an optional view in a builder is.
    var view: AnyView {
        switch self {
        case .view(let view): view
        case .text(let text): AnyView(text)
        case .subview(let subview): AnyView(subview)
        case .subviews(let subviews): AnyView(subviews)
        case .subviewsSlice(let slice): AnyView(slice)
        case .symbol(let value as any View): AnyView(value)
        default: AnyView(EmptyView())
        }
    }

    var bool: Bool {
        if case .bool(let value) = self { return value }
        return false
    }

    /// This value as an `Int`; a `Double` (from data typed `Any`) is truncated, saturating at
    /// `Int`'s bounds, NaN as 0: never a trap.
    var int: Int {
        switch self {
        case .int(let value): value
        case .double(let value) where value.isNaN: 0
        case .double(let value): Int(exactly: value.rounded(.towardZero)) ?? (value > 0 ? .max : .min)
        default: 0
        }
    }

    var double: Double {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: 0
        }
    }

    /// The value of an optional number (`nil` stays `nil`).
    var optionalDouble: Double? {
        if case .null = self { return nil }
        return double
    }

    var string: String {
        if case .string(let value) = self { return value }
        return description
    }

    /// The option value of type `T` (a `Color`, an `Alignment`, …).
    func symbol<T>(_ type: T.Type = T.self) -> T? {
        if case .symbol(let value) = self { return value as? T }
        return nil
    }

    /// The elements when iterated, if this is a collection.
    var elements: [Value]? {
        switch self {
        case .array(let values): values
        case .range(let range): range.map(Value.int)
        case .subviews(let subviews): subviews.map(Value.subview)
        case .subviewsSlice(let slice): slice.map(Value.subview)
        case .sections(let sections): sections.map(Value.section)
        case .dictionary(let dictionary):
            zip(dictionary.keys, dictionary.values).map { Tuples.keyValue.make([$0, $1]) }
        default: nil
        }
    }

    /// This value as a key for `ForEach` ids and `.id(_:)`, if it can be one.
    var hashable: AnyHashable? {
        switch self {
        case .bool(let value): AnyHashable(value)
        case .int(let value): AnyHashable(value)
        case .double(let value): AnyHashable(value)
        case .string(let value): AnyHashable(value)
        case .date(let value): AnyHashable(value)
        case .subview(let subview): AnyHashable(subview.id)
        case .section(let section): AnyHashable(section.id)
        case .null: AnyHashable(Optional<Int>.none)
        case .symbol(let value): value as? AnyHashable
        default: nil
        }
    }

    /// The value a plugin or a run-time key receives, for the plain types it can hold.
    var pluginValue: PluginValue? {
        switch self {
        case .bool(let value): .bool(value)
        case .int(let value): .int(value)
        case .double(let value): .double(value)
        case .string(let value): .string(value)
        case .array(let values):
            values.reduce(into: Optional([PluginValue]())) { result, element in
                guard let converted = element.pluginValue else { return result = nil }
                result?.append(converted)
            }.map(PluginValue.list)
        default: nil
        }
    }

    /// The document value of a plugin value.
    init(_ value: PluginValue) {
        switch value {
        case .bool(let value): self = .bool(value)
        case .int(let value): self = .int(value)
        case .double(let value): self = .double(value)
        case .string(let value): self = .string(value)
        case .list(let values): self = .array(values.map(Value.init))
        }
    }
}

extension Value: CustomStringConvertible {
    /// The value as string interpolation writes it.
    var description: String {
        var output = BoundedText(maxBytes: .max)
        write(to: &output)
        return output.text
    }

    /// The value as string interpolation writes it, or `nil` when that is longer than
    /// `maxBytes`: found without making more than `maxBytes` (an array of one long string many
    /// times over is refused before it is written).
    func description(maxBytes: Int) -> String? {
        var output = BoundedText(maxBytes: maxBytes)
        write(to: &output)
        return output.isOver ? nil : output.text
    }

    private func write(to output: inout BoundedText) {
        guard !output.isOver else { return }
        switch self {
        case .bool(let value): output.append("\(value)")
        case .int(let value): output.append("\(value)")
        case .double(let value): output.append("\(value)")
        case .string(let value): output.append(value)
        case .date(let value): output.append("\(value)")
        case .text: output.append("Text")
        case .view: output.append("View")
        case .array(let values):
            output.append("[")
            Self.write(values, to: &output) { $0.writeQuoted(to: &$1) }
            output.append("]")
        case .record(let record) where record.typeName.hasPrefix("("):
            // A tuple: its elements in declaration order, as Swift prints them.
            output.append("(")
            Self.write(Tuples.labels(of: record.typeName), to: &output) { label, output in
                output.append("\(label): ")
                (record[label] ?? .null).writeQuoted(to: &output)
            }
            output.append(")")
        case .record(let record):
            output.append("\(record.typeName)(")
            Self.write(Array(record.fields), to: &output) { field, output in
                output.append("\(field.name): ")
                field.value.writeQuoted(to: &output)
            }
            output.append(")")
        case .range(let range): output.append("\(range.lowerBound)..<\(range.upperBound)")
        case .dictionary(let dictionary):
            guard !dictionary.keys.isEmpty else { return output.append("[:]") }
            output.append("[")
            Self.write(Array(zip(dictionary.keys, dictionary.values)), to: &output) { entry, output in
                entry.0.writeQuoted(to: &output)
                output.append(": ")
                entry.1.writeQuoted(to: &output)
            }
            output.append("]")
        case .null: output.append("nil")
        case .subview(let subview): output.append("Subview(\(subview.id.stablePath))")
        case .subviews(let subviews): output.append("SubviewsCollection(count: \(subviews.count))")
        case .subviewsSlice(let slice): output.append("SubviewsCollection(count: \(slice.count))")
        case .section(let section): output.append("Section(\(section.id.stablePath))")
        case .sections(let sections): output.append("SectionCollection(count: \(sections.count))")
        case .containerValues: output.append("ContainerValues")
        case .symbol(let value): output.append("\(value)")
        }
    }

    /// `elements` written by `write`, separated by commas, until the output is over its bound.
    private static func write<Element>(_ elements: [Element], to output: inout BoundedText, _ write: (Element, inout BoundedText) -> Void) {
        for (index, element) in elements.enumerated() {
            guard !output.isOver else { return }
            if index > 0 { output.append(", ") }
            write(element, &output)
        }
    }

    private func writeQuoted(to output: inout BoundedText) {
        guard case .string(let value) = self else { return write(to: &output) }
        output.append("\"")
        output.append(value)
        output.append("\"")
    }
}

/// Text written up to a bound: past it, appends are dropped and ``isOver`` is set.
private struct BoundedText {
    let maxBytes: Int
    private(set) var text = ""
    private(set) var isOver = false

    init(maxBytes: Int) {
        self.maxBytes = maxBytes
    }

    mutating func append(_ piece: String) {
        guard !isOver else { return }
        guard piece.utf8.count <= maxBytes - text.utf8.count else {
            isOver = true
            return
        }
        text += piece
    }
}

extension ValueType {
    /// The document type of a plugin type.
    init(_ type: PluginValueType) {
        switch type {
        case .bool: self = .bool
        case .int: self = .int
        case .double: self = .double
        case .string: self = .string
        case .list(let element): self = .array(ValueType(element))
        }
    }

    /// The plugin type of this type, when it is one a run-time key can hold.
    var pluginValueType: PluginValueType? {
        switch self {
        case .bool: .bool
        case .int: .int
        case .double: .double
        case .string: .string
        case .array(let element): element.pluginValueType.map(PluginValueType.list)
        default: nil
        }
    }
}
