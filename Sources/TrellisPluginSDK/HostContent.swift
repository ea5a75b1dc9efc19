import CTrellis
@_spi(Embedding) import Trellis
@_spi(Embedding) import TrellisABI

/// A container's content as the host resolved it: a view that resolves, in the plugin, into the
/// same subviews and sections, each carrying its container values. Each subview is drawn by
/// the host.
public struct HostContent: View {
    /// The host's content of this occurrence: valid as long as the occurrence.
    let content: UnsafePointer<trellis_content>
    let keys: [ValueKeyDefinition]
    let call: HostCall

    public var body: some View {
        let content = content.pointee
        let subviews = UnsafeBufferPointer(start: content.subviews, count: Int(content.subview_count))
        let sections = UnsafeBufferPointer(start: content.sections, count: Int(content.section_count))
        ForEach(0..<sections.count, id: \.self) { index in
            section(sections[index], subviews: subviews)
        }
    }

    @ViewBuilder
    private func section(_ section: trellis_section, subviews: UnsafeBufferPointer<trellis_subview>) -> some View {
        if section.is_explicit != 0 {
            Section {
                run(section.content, subviews: subviews)
            } header: {
                run(section.header, subviews: subviews)
            } footer: {
                run(section.footer, subviews: subviews)
            }
            ._writingContainerValues { write(section.values, count: section.value_count, into: &$0) }
        } else {
            run(section.content, subviews: subviews)
        }
    }

    private func run(_ range: trellis_range, subviews: UnsafeBufferPointer<trellis_subview>) -> some View {
        ForEach(Int(range.start)..<Int(range.start + range.count), id: \.self) { index in
            HostSubview(call: call, index: UInt32(index))
                ._writingContainerValues { write(subviews[index].values, count: subviews[index].value_count, into: &$0) }
        }
    }

    /// Writes the host's values for the plugin's container-value keys (sent in declaration
    /// order) through the keys' `@Entry` properties.
    private func write(_ values: UnsafePointer<trellis_named_value>?, count: UInt32, into containerValues: inout ContainerValues) {
        guard let values else { return }
        let containerKeys = keys.filter { $0.scope == .containerValue }
        for (index, key) in containerKeys.enumerated() where index < Int(count) {
            if let value = PluginValue(values[index].value, as: key.type) { key.writeContainerValue?(&containerValues, value) }
        }
    }
}

/// The host call in progress for one occurrence of a container: its context changes with
/// every call, while the laid-out body is kept across calls.
final class HostCall {
    var context: OpaquePointer

    init(context: OpaquePointer) {
        self.context = context
    }
}

/// One subview of the host, measured and drawn by the host.
struct HostSubview: View {
    let call: HostCall
    let index: UInt32

    var body: some View {
        EmbeddedContainer(layout: HostSubviewLayout(call: call, index: index)) { EmptyView() }
    }
}

struct HostSubviewLayout: EmbeddedLayout {
    let call: HostCall
    let index: UInt32

    func makeDrawing(sections: SectionCollection, environment: EnvironmentValues) -> HostSubviewDrawing {
        let style = environment.inheritedTextStyle
        return HostSubviewDrawing(
            call: call, index: index, textStyle: style == .plain ? nil : StyleBridge.encode(style),
            textCase: environment.textCase)
    }
}

final class HostSubviewDrawing: EmbeddedDrawing {
    let call: HostCall
    let index: UInt32
    /// The text style the plugin applies around the subview, sent with every call.
    var textStyle: trellis_style?
    /// The text case the plugin applies around the subview (`.textCase(_:)`), applied to the
    /// cells the host draws: the ABI's text style carries no case.
    var textCase: Text.Case?

    init(call: HostCall, index: UInt32, textStyle: trellis_style?, textCase: Text.Case?) {
        self.call = call
        self.index = index
        self.textStyle = textStyle
        self.textCase = textCase
    }

    /// Calls `body` with a pointer to the text style, or NULL.
    private func withTextStyle<R>(_ body: (UnsafePointer<trellis_style>?) -> R) -> R {
        guard var style = textStyle else { return body(nil) }
        return withUnsafePointer(to: &style) { body($0) }
    }

    func sizeThatFits(_ proposal: CellProposal, children: EmbeddedChildren) -> CellSize {
        var size = trellis_size(width: 0, height: 0)
        let status = withTextStyle { ExportedPlugin.host.pointee.measure(call.context, index, trellis_proposal(proposal), $0, &size) }
        guard status == TRELLIS_OK else { return .zero }
        return CellSize(width: Int(size.width), height: Int(size.height))
    }

    func draw(size: CellSize, children: EmbeddedChildren) -> CellBlock {
        var cells = trellis_cells()
        let trellisSize = trellis_size(width: Int32(clamping: size.width), height: Int32(clamping: size.height))
        let status = withTextStyle { ExportedPlugin.host.pointee.render_subview(call.context, index, trellisSize, $0, &cells) }
        guard status == TRELLIS_OK, let rendered = try? CellsBridge.decode(&cells) else { return CellBlock(size: .zero) }
        return textCase.map(rendered.applying) ?? rendered
    }
}

extension PluginValue {
    /// The value of a C value the host sent, if it has `type`.
    init?(_ value: trellis_value, as type: PluginValueType) {
        guard value.type == type.code else { return nil }
        switch type {
        case .bool: self = .bool(value.as.boolean)
        case .int: self = .int(Int(value.as.integer))
        case .double: self = .double(value.as.number)
        case .string:
            let text = value.as.string
            self = .string(text.length == 0 ? "" : String(decoding: UnsafeRawBufferPointer(start: text.data, count: text.length), as: UTF8.self))
        case .list(let element):
            let items = UnsafeBufferPointer(start: value.as.items, count: Int(value.count))
            self = .list(items.compactMap { PluginValue($0, as: element) })
        }
    }
}
