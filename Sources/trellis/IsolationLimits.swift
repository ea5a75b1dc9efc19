import ArgumentParser
import TrellisHost

extension IsolatedRun.Limits {
    /// The limits given on the command line as `--timeout` (seconds) and `--memory-limit`
    /// (MiB), once ``validateOptions(timeout:memoryLimit:)`` has accepted them.
    init(timeoutOption timeout: Double, memoryLimitOption mebibytes: Int) {
        self.init(timeout: timeout, memoryBytes: mebibytes << 20)
    }

    /// Checks `--timeout` and `--memory-limit`: an out-of-range value is a validation error
    /// naming its option.
    static func validateOptions(timeout: Double, memoryLimit mebibytes: Int) throws {
        guard timeout > 0, timeout.isFinite else {
            throw ValidationError("--timeout must be a positive number of seconds")
        }
        guard (64...(1 << 30)).contains(mebibytes) else {
            throw ValidationError("--memory-limit must be from 64 to \(1 << 30) (MiB)")
        }
    }
}
