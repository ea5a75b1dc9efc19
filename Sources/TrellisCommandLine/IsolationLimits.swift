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
            throw ValidationError("--timeout must be from \(seconds.lowerBound) to \(Int(seconds.upperBound)) seconds, not \(timeout)")
        }
        let mebibyteRange = (memoryRange.lowerBound >> 20)...(memoryRange.upperBound >> 20)
        guard mebibyteRange.contains(mebibytes) else {
            throw ValidationError("--memory-limit must be from \(mebibyteRange.lowerBound) to \(mebibyteRange.upperBound) (MiB), not \(mebibytes)")
        }
    }
}
