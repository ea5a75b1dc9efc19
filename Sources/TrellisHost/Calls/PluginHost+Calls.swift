import CTrellis

extension PluginHost {
    /// Calls into a plugin with `context` live, within the nesting limit; records a failure.
    func call(_ context: CallContext, _ body: (OpaquePointer) -> trellis_status) -> trellis_status {
        guard depth < Self.maxNesting else {
            record(PluginError(plugin: context.plugin.name, member: context.member, reason: .failed("plugin containers nest deeper than \(Self.maxNesting) levels")))
            return trellis_status(TRELLIS_ERROR_LIMIT)
        }
        if depth == 0 { enterRenderPass() }
        depth += 1
        defer { depth -= 1 }
        context.renderBudget = renderBudget
        let status = PluginBreadcrumbs.during(context.activity) { context.withPointer(body) }
        if let failure = context.failure(status: status) {
            record(failure)
            return status == TRELLIS_OK ? trellis_status(TRELLIS_ERROR_FAILED) : status
        }
        return status
    }

    /// Keeps `failure` for ``takeFailures()``, unless the same failure is kept already (one
    /// failing container used many times over fails the same way each time).
    func record(_ failure: PluginError) {
        guard failureDescriptions.insert(failure.description).inserted else { return }
        failures.append(failure)
        onFailure?()
    }
}
