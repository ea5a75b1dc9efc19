import TrellisHost

extension IsolatedRun.Limits {
    /// The limits given on the command line as `--timeout` (seconds) and `--memory-limit`
    /// (MiB), once ``validateOptions(timeout:memoryLimit:)`` has accepted them.
    init(timeoutOption timeout: Double, memoryLimitOption mebibytes: Int) {
        self.init(timeout: timeout, memoryBytes: mebibytes << 20)
    }

    /// Checks `--timeout` and `--memory-limit` against the ranges the isolation accepts: an
    /// out-of-range value (`1e300`, `nan`, a negative one) is a usage error naming its option.
    static func validateOptions(timeout: Double, memoryLimit mebibytes: Int) throws(ValidationError) {
        let seconds = timeoutRange
        guard seconds.contains(timeout) else {
            throw ValidationError(
                "--timeout must be from \(seconds.lowerBound) to \(Int(seconds.upperBound)) seconds, not \(timeout)")
        }
        let mebibyteRange = (memoryRange.lowerBound >> 20)...(memoryRange.upperBound >> 20)
        guard mebibyteRange.contains(mebibytes) else {
            throw ValidationError(
                "--memory-limit must be from \(mebibyteRange.lowerBound) to \(mebibyteRange.upperBound) (MiB), not \(mebibytes)"
            )
        }
    }
}

/// `--timeout` and `--memory-limit` of a command that runs children in isolation (`render
/// --isolate`, `plugins verify`), with that command's help for each.
struct IsolationOptions: Sendable {
    let timeout: Option<Double>
    let memoryLimit: Option<Int>

    init(timeoutHelp: String, memoryLimitHelp: String) {
        timeout = Option(
            "timeout", valueName: "seconds", default: IsolatedRun.Limits.standard.timeout, help: timeoutHelp)
        memoryLimit = Option(
            "memory-limit", valueName: "MiB", default: IsolatedRun.Limits.standard.memoryBytes >> 20,
            help: memoryLimitHelp)
    }

    var parameters: [CommandParameter] { [timeout.parameter, memoryLimit.parameter] }
}
