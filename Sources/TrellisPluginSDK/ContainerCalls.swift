import CTrellis
import Trellis
import TrellisABI

/// The C functions behind every ``ContainerDefinition``: they build the container's body over
/// the host's content and lay it out with Trellis, at the host's proposal.
enum ContainerCalls {
    static let sizeThatFits: @convention(c) (UnsafePointer<trellis_layout_request>, UnsafeMutablePointer<trellis_size>) -> trellis_status = {
        request, size in
        guard let host = requestHost(request), let tree = OccurrenceTrees.tree(for: request, host: host, build: body) else {
            return trellis_status(TRELLIS_ERROR_INVALID_ARGUMENT)
        }
        let fitted = fit(tree.sizeThatFits(proposal(request)), to: proposal(request))
        size.pointee = trellis_size(width: Int32(clamping: fitted.width), height: Int32(clamping: fitted.height))
        return trellis_status(TRELLIS_OK)
    }

    static let layout: @convention(c) (UnsafePointer<trellis_layout_request>) -> trellis_status = { request in
        guard let host = requestHost(request), let tree = OccurrenceTrees.tree(for: request, host: host, build: body) else {
            return trellis_status(TRELLIS_ERROR_INVALID_ARGUMENT)
        }
        let context = request.pointee.context
        let block = tree.render(fitting: proposal(request))
        let status = host.pointee.begin_output(context, trellis_size(width: Int32(clamping: block.size.width), height: Int32(clamping: block.size.height)))
        guard status == TRELLIS_OK else { return status }
        return CellsBridge.withCells(block) { cells in host.pointee.put_cells(context, 0, 0, &cells) }
    }

    /// The host that made the request (ABI 1.1), or `nil` when an older host sent none.
    private static func requestHost(_ request: UnsafePointer<trellis_layout_request>) -> UnsafePointer<trellis_host>? {
        let size = Int(UnsafeRawPointer(request).loadUnaligned(as: UInt32.self))
        guard size >= MemoryLayout<trellis_layout_request>.size else { return nil }
        return request.pointee.host
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
        // The host checked the arguments and values against the declarations: they are read by
        // name, each by its own type, not checked again.
        let arguments = PluginValue.named(fromHost: request.pointee.arguments, count: request.pointee.argument_count)
        let environmentValues = PluginValue.named(fromHost: request.pointee.environment, count: request.pointee.environment_count)
        var environment = EnvironmentValues()
        for key in box.keys where key.scope == .environment {
            if let value = environmentValues[key.name] { key.writeEnvironment?(&environment, value) }
        }
        let context = ContainerContext(content: HostContent(content: request.pointee.content, keys: box.keys, call: call), arguments: arguments)
        return RenderTree(MainActorBody.call(box.definition.makeBody, with: context), container: proposal(request), environment: environment)
    }
}
