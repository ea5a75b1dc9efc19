/// The bytes the host may copy out of a wasm plugin's memory during one guarded call (or while
/// it reads the plugin's descriptor): the plugin's memory cap. Every copy counts, a range copied
/// before too, so that a small memory referencing one large string many times (a list default
/// of 512 items aliasing one 1 MiB string) cannot make the host hold many times the cap.
final class WasmCopyBudget {
    let limit: Int
    private(set) var used = 0

    init(limit: Int) { self.limit = limit }

    /// Counts `bytes` more; throws once the total passes the limit.
    func charge(_ bytes: Int) throws(PluginError.Reason) {
        used = used.addingReportingOverflow(max(0, bytes)).partialValue
        guard used <= limit, used >= 0 else {
            throw .invalid(
                "what it hands the host in one call passes its memory cap of \(WasmInstance.bytes(limit)) (each string and array is counted every time it is referenced; --wasm-memory raises the cap)"
            )
        }
    }
}
