import CTrellis
import Trellis
import TrellisABI

/// A container's content as the host resolved it: a view that resolves, in the plugin, into the
/// same subviews and sections, each carrying its container values. Each subview is drawn by
/// the host.
public nonisolated struct HostContent: View {
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

    /// Writes the host's values for the plugin's container-value keys, found by name, through
    /// the keys' `@Entry` properties.
    private func write(_ values: UnsafePointer<trellis_named_value>?, count: UInt32, into containerValues: inout ContainerValues) {
        let named = PluginValue.named(fromHost: values, count: count)
        for key in keys where key.scope == .containerValue {
            if let value = named[key.name] { key.writeContainerValue?(&containerValues, value) }
        }
    }
}

/// The host call in progress for one occurrence of a container: the host that made it and
/// the call's context. The context changes with every call, while the laid-out body is kept
/// across calls; the host is the request's own, never a process-wide one, so that two hosts in
/// one process each get their own callbacks.
final class HostCall {
    let host: UnsafePointer<trellis_host>
    var context: OpaquePointer

    init(host: UnsafePointer<trellis_host>, context: OpaquePointer) {
        self.host = host
        self.context = context
    }
}

/// One subview of the host, measured and drawn by the host.
nonisolated struct HostSubview: View {
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
        let status = withTextStyle { call.host.pointee.measure(call.context, index, trellis_proposal(proposal), $0, &size) }
        guard status == TRELLIS_OK else { return .zero }
        return CellSize(width: Int(size.width), height: Int(size.height))
    }

    func draw(size: CellSize, children: EmbeddedChildren) -> CellBlock {
        var cells = trellis_cells()
        let trellisSize = trellis_size(width: Int32(clamping: size.width), height: Int32(clamping: size.height))
        let status = withTextStyle { call.host.pointee.render_subview(call.context, index, trellisSize, $0, &cells) }
        guard status == TRELLIS_OK, let rendered = try? CellsBridge.decode(&cells) else { return CellBlock(size: .zero) }
        return textCase.map(rendered.applying) ?? rendered
    }
}
