import CTrellis
@_spi(Embedding) import Trellis
@_spi(Embedding) import TrellisABI

/// The C functions behind every ``ContainerDefinition``: they build the container's body over
/// the host's content and lay it out with Trellis, at the host's proposal.
enum ContainerCalls {
    static let sizeThatFits: @convention(c) (UnsafePointer<trellis_layout_request>, UnsafeMutablePointer<trellis_size>) -> trellis_status = {
        request, size in
        guard let tree = OccurrenceTrees.tree(for: request, build: body) else { return trellis_status(TRELLIS_ERROR_INVALID_ARGUMENT) }
        let fitted = fit(tree.sizeThatFits(proposal(request)), to: proposal(request))
        size.pointee = trellis_size(width: Int32(clamping: fitted.width), height: Int32(clamping: fitted.height))
        return trellis_status(TRELLIS_OK)
    }

    static let layout: @convention(c) (UnsafePointer<trellis_layout_request>) -> trellis_status = { request in
        guard let tree = OccurrenceTrees.tree(for: request, build: body) else { return trellis_status(TRELLIS_ERROR_INVALID_ARGUMENT) }
        let host = ExportedPlugin.host.pointee
        let context = request.pointee.context
        let block = tree.render(fitting: proposal(request))
        let status = host.begin_output(context, trellis_size(width: Int32(clamping: block.size.width), height: Int32(clamping: block.size.height)))
        guard status == TRELLIS_OK else { return status }
        return CellsBridge.withCells(block) { cells in host.put_cells(context, 0, 0, &cells) }
    }

    private static func proposal(_ request: UnsafePointer<trellis_layout_request>) -> CellProposal {
        CellProposal(request.pointee.proposal) ?? .unspecified
    }

    /// `size` within the proposal: the host takes no answer larger than it proposed.
    private static func fit(_ size: CellSize, to proposal: CellProposal) -> CellSize {
        CellSize(width: max(0, min(size.width, proposal.width ?? .max)), height: max(0, min(size.height, proposal.height ?? .max)))
    }

    /// The container's body over the request's content, and the environment with the plugin's
    /// environment keys written, laid out for the request's proposal.
    private static func body(for request: UnsafePointer<trellis_layout_request>, call: HostCall) -> RenderTree? {
        guard let data = request.pointee.user_data else { return nil }
        let box = Unmanaged<ContainerBox>.fromOpaque(data).takeUnretainedValue()
        var arguments: [String: PluginValue] = [:]
        for (parameter, named) in zip(box.definition.parameters, UnsafeBufferPointer(start: request.pointee.arguments, count: Int(request.pointee.argument_count))) {
            arguments[parameter.name] = PluginValue(named.value, as: parameter.type)
        }
        var environment = EnvironmentValues()
        let environmentKeys = box.keys.filter { $0.scope == .environment }
        for (key, named) in zip(environmentKeys, UnsafeBufferPointer(start: request.pointee.environment, count: Int(request.pointee.environment_count))) {
            if let value = PluginValue(named.value, as: key.type) { key.writeEnvironment?(&environment, value) }
        }
        let context = ContainerContext(content: HostContent(content: request.pointee.content, keys: box.keys, call: call), arguments: arguments)
        return RenderTree(box.definition.makeBody(context), container: proposal(request), environment: environment)
    }
}
