import Foundation
import Trellis
import TrellisHost

/// `trellis plugins verify`: every plugin on the search path probed in a child process of its
/// own, results cached by file size and modification time.
struct VerifyPluginsCommand: RunnableCommand {
    static let interface = CommandInterface(
        Self.self, name: "verify",
        abstract: "Probe every plugin in a child process and report which fail and how.",
        discussion: """
            Each plugin file on the search path is loaded in a child process of its own, its \
            containers laid out over sample content at a few widths and its modifiers applied, \
            within --timeout seconds and --memory-limit MiB. A plugin that crashes, hangs, \
            exhausts memory, fails or misbehaves is reported with the reason. Results are kept \
            in $XDG_CACHE_HOME/trellis/verify.json (else ~/.cache/trellis/verify.json) and reused \
            while a file keeps its size and modification time; --refresh probes every file again.

            Exit status: 0 when every plugin passed, 1 otherwise.

            Example:
              trellis plugins verify --plugin-path ~/src/Timeline/.build/debug
            """,
        parameters: PluginSearchOptions.parameters + [refresh.parameter] + isolation.parameters)

    static let refresh = Flag("refresh", help: "Probe every plugin again instead of using cached results.")
    static let isolation = IsolationOptions(
        timeoutHelp: "The seconds each probe may take.", memoryLimitHelp: "The address space of each probe, in MiB.")

    var search: PluginSearchOptions
    var refresh: Bool
    var timeout: Double
    var memoryLimit: Int

    init(_ arguments: ParsedArguments) {
        (search, refresh) = (PluginSearchOptions(arguments), arguments[Self.refresh])
        (timeout, memoryLimit) = (arguments[Self.isolation.timeout], arguments[Self.isolation.memoryLimit])
    }

    /// The limits of `--timeout` and `--memory-limit`.
    private var limits: IsolatedRun.Limits {
        IsolatedRun.Limits(timeoutOption: timeout, memoryLimitOption: memoryLimit)
    }

    func validate() throws(ValidationError) {
        try search.sandbox.validate()
        try IsolatedRun.Limits.validateOptions(timeout: timeout, memoryLimit: memoryLimit)
    }

    func run() throws {
        var cache = VerifyCache()
        var failed = false
        for (name, path) in search.makeHost().searchPath.allFiles() {
            let (passed, message, cached): (Bool, String, Bool)
            if !refresh, let entry = cache.result(for: path) {
                (passed, message, cached) = (entry.passed, entry.message, true)
            } else {
                let probed = probe(path)
                (passed, message, cached) = (probed.passed, probed.message, false)
                cache.record(path, passed: passed, crashed: probed.crashed, message: message)
            }
            failed = failed || !passed
            // One line a plugin: what the probe said may hold line breaks.
            let line = TerminalSafety.visible(
                "\(passed ? "ok    " : "FAILED") \(name) (\(path)): \(message)\(cached ? " (cached)" : "")")
            try StandardOutput.write(text: line + "\n")
        }
        cache.save()
        if failed { throw ExitCode(1) }
    }

    /// Whether the plugin at `path` passed its probe, whether the probe crashed, hung or
    /// exhausted its memory, and what the probe said (plugin code may print anything).
    private func probe(_ path: String) -> (passed: Bool, crashed: Bool, message: String) {
        let request = ProbeRequest(
            path: path, allowWritablePlugins: search.allowWritablePlugins, sandbox: search.sandbox.request)
        do throws(IsolationFailure) {
            let result = try IsolatedRun.run(try ChildRequest.arguments(["plugins", "probe"], request), limits: limits)
            let said = String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return (result.status == 0, false, said.isEmpty ? "the probe exited with status \(result.status)" : said)
        } catch {
            if case .notStarted = error.cause { return (false, false, error.description) }
            return (false, true, error.description)
        }
    }
}
