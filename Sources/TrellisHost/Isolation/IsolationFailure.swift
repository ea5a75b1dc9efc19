import Glibc

/// An isolated child process that did not finish on its own: it crashed, hung past its time
/// limit or exhausted its memory limit (or could not be started). Its description names the
/// plugin code that was running, when it was plugin code.
public struct IsolationFailure: Error, CustomStringConvertible, Sendable {
    /// How the child ended.
    public enum Cause: Hashable, Sendable {
        /// Killed by a signal: a segmentation fault, a Swift trap, `abort()` ...
        case signal(Int32)
        /// Still running after the time limit, in seconds; it was killed.
        case timeout(Double)
        /// Died while its address space was nearly all used: the memory limit, in bytes.
        case memory(Int)
        /// Could not be started.
        case notStarted(String)
    }

    /// How the child ended.
    public let cause: Cause
    /// The plugin code it was running then; `nil` when it was in the host's own code.
    public let activity: PluginActivity?

    public init(cause: Cause, activity: PluginActivity?) {
        self.cause = cause
        self.activity = activity
    }

    /// The failure as a plugin's error, when plugin code was running.
    public var pluginError: PluginError? {
        activity.map { PluginError(plugin: $0.plugin, member: $0.member, reason: .crashed("\(verb) \($0.phrase): \(detail)")) }
    }

    public var description: String {
        if let pluginError { return "\(pluginError) (in an isolated process)" }
        if case .notStarted = cause { return "cannot start an isolated process: \(detail)" }
        return "the isolated process \(verb) outside plugin code: \(detail)"
    }

    /// "crashed", "hung" ...
    private var verb: String {
        switch cause {
        case .signal: "crashed"
        case .timeout: "hung"
        case .memory: "exhausted its memory"
        case .notStarted: "could not start"
        }
    }

    /// "SIGSEGV (segmentation fault)", "still running after 10 seconds (the time limit)" ...
    private var detail: String {
        switch cause {
        case .signal(let number): Self.name(ofSignal: number)
        case .timeout(let seconds): "still running after \(Self.format(seconds)) seconds (the time limit)"
        case .memory(let bytes): "the limit is \(bytes >> 20) MiB"
        case .notStarted(let reason): reason
        }
    }

    private static func name(ofSignal number: Int32) -> String {
        let names: [Int32: String] = [
            SIGSEGV: "SIGSEGV", SIGBUS: "SIGBUS", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGFPE: "SIGFPE",
            SIGKILL: "SIGKILL", SIGTERM: "SIGTERM", SIGXCPU: "SIGXCPU",
        ]
        let meaning = strsignal(number).map { String(cString: $0).lowercased() } ?? "signal \(number)"
        return names[number].map { "\($0) (\(meaning))" } ?? meaning
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
