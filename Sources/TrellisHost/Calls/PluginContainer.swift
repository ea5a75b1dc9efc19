import CTrellis
import Trellis
import TrellisABI

/// A plugin's container as a view: Trellis resolves `content`, the plugin lays it out through
/// the ABI, and the host draws the subviews it places. Make one with
/// ``PluginHost/container(_:of:arguments:content:)``, which checks the arguments.
public nonisolated struct PluginContainer<Content: View>: View {
    let host: PluginHost
    let plugin: Plugin
    let declaration: PluginContainerDeclaration
    let arguments: [(name: String, value: PluginValue)]
    let content: Content

    public var body: some View {
        EmbeddedContainer(layout: PluginContainerLayout(host: host, plugin: plugin, declaration: declaration, arguments: arguments)) {
            content
        }
    }
}

/// Prepares one occurrence of a plugin container for layout.
struct PluginContainerLayout: EmbeddedLayout {
    let host: PluginHost
    let plugin: Plugin
    let declaration: PluginContainerDeclaration
    let arguments: [(name: String, value: PluginValue)]

    func makeDrawing(sections: SectionCollection, environment: EnvironmentValues) -> PluginContainerDrawing {
        PluginContainerDrawing(
            host: host, plugin: plugin, declaration: declaration,
            encoding: ContentEncoding(sections: sections, environment: environment, arguments: arguments, plugin: plugin))
    }
}

/// Lays out one occurrence of a plugin container by calling the plugin, keeping its last
/// answers so that measuring and drawing at the same proposal call it once, and answering
/// from the host's ``PluginCallMemo`` what an earlier occurrence with the same request was
/// answered. After one call failed it is not called again: the render's output is discarded
/// anyway, and each further proposal would only report the failure again.
final class PluginContainerDrawing: EmbeddedDrawing {
    let host: PluginHost
    let plugin: Plugin
    let declaration: PluginContainerDeclaration
    let encoding: ContentEncoding
    private var answers: [(proposal: CellProposal, block: CellBlock)] = []
    private var failed = false

    init(host: PluginHost, plugin: Plugin, declaration: PluginContainerDeclaration, encoding: ContentEncoding) {
        self.host = host
        self.plugin = plugin
        self.declaration = declaration
        self.encoding = encoding
    }

    func sizeThatFits(_ proposal: CellProposal, children: EmbeddedChildren) -> CellSize {
        if let answer = answers.first(where: { $0.proposal == proposal }) { return answer.block.size }
        guard !failed, !refusesOversize() else { return .zero }
        guard declaration.entry.hasSizeThatFits else { return layout(proposal, children: children).size }
        let key = memoKey(proposal, isLayout: false)
        if let key, let kept = host.callMemo.answer(for: key, children: children) { return kept.size }
        host.measureCalls += 1
        let context = CallContext(kind: .measure, plugin: plugin, member: declaration.name, proposal: proposal, children: children)
        var size = trellis_size(width: 0, height: 0)
        let status = host.call(context) { pointer in
            var request = encoding.request(
                proposal: proposal, context: pointer, userData: declaration.entry.userData, host: UnsafePointer(plugin.hostTable.pointer))
            return declaration.entry.sizeThatFits(&request, &size, in: context)
        }
        if status == TRELLIS_OK, let problem = OutputLimits.problem(with: size, for: proposal) {
            host.record(PluginError(plugin: plugin.name, member: declaration.name, reason: .invalid("size_that_fits \(problem)")))
            failed = true
            return .zero
        }
        guard status == TRELLIS_OK else {
            failed = true
            return .zero
        }
        let measured = CellSize(width: Int(size.width), height: Int(size.height))
        if let key { host.callMemo.keep(.init(queries: context.subviewQueries, size: measured, block: nil), for: key) }
        return measured
    }

    /// The key the host's memo keeps a call at `proposal` under; `nil` when the plugin's
    /// answers are not kept (a wasm plugin granted capabilities may answer differently to the
    /// same request).
    private func memoKey(_ proposal: CellProposal, isLayout: Bool) -> PluginCallMemo.Key? {
        if case .wasm(_, let capabilities, _, _) = plugin.kind, !capabilities.isEmpty { return nil }
        return PluginCallMemo.Key(plugin: plugin.path, member: declaration.name, isLayout: isLayout, proposal: proposal, request: encoding.fingerprint)
    }

    /// Fails the container, without calling the plugin, when its request would pass the
    /// plugin's memory cap (``ContentEncoding/oversize``).
    private func refusesOversize() -> Bool {
        guard let oversize = encoding.oversize else { return false }
        host.record(PluginError(plugin: plugin.name, member: declaration.name, reason: .crashed("stopped by the sandbox: \(oversize)")))
        failed = true
        return true
    }

    /// Draws the answer the plugin gave at `size`: one it already gave for another proposal
    /// when it has that size (a container answering `size` lays out the same when offered
    /// exactly `size`), else a new one.
    func draw(size: CellSize, children: EmbeddedChildren) -> CellBlock {
        answers.last(where: { $0.block.size == size })?.block ?? layout(CellProposal(size), children: children)
    }

    /// The plugin's answer for `proposal`; an empty block when it failed (the failure is recorded).
    private func layout(_ proposal: CellProposal, children: EmbeddedChildren) -> CellBlock {
        if let answer = answers.first(where: { $0.proposal == proposal }) { return answer.block }
        guard !failed, !refusesOversize() else { return CellBlock(size: .zero) }
        let key = memoKey(proposal, isLayout: true)
        if let key, let kept = host.callMemo.answer(for: key, children: children), let block = kept.block {
            return remember(block, for: proposal)
        }
        host.layoutCalls += 1
        let context = CallContext(kind: .layout, plugin: plugin, member: declaration.name, proposal: proposal, children: children)
        let status = host.call(context) { pointer in
            var request = encoding.request(
                proposal: proposal, context: pointer, userData: declaration.entry.userData, host: UnsafePointer(plugin.hostTable.pointer))
            return declaration.entry.layout(&request, in: context)
        }
        var answer = CellBlock(size: .zero)
        if status == TRELLIS_OK, let output = context.output {
            answer = output
            if let key { host.callMemo.keep(.init(queries: context.subviewQueries, size: output.size, block: output), for: key) }
        } else {
            if status == TRELLIS_OK {
                host.record(PluginError(plugin: plugin.name, member: declaration.name, reason: .invalid("layout returned without calling begin_output")))
            }
            failed = true
        }
        return remember(answer, for: proposal)
    }

    /// Keeps `answer` as this occurrence's answer for `proposal` (the last three are kept).
    private func remember(_ answer: CellBlock, for proposal: CellProposal) -> CellBlock {
        if answers.count == 3 { answers.removeFirst() }
        answers.append((proposal, answer))
        return answer
    }
}
