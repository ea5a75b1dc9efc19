import Foundation
import Testing

/// `plugins verify` results are reused: a plugin that crashed in its probe is skipped by later
/// commands, which say so once, rather than loaded into the process again; `--refresh` after
/// a fix (here: the file changed) brings it back.
@Suite("Verified plugins", .enabled(if: FaultyPlugin.compiler != nil, "needs cc to build the fixture plugin"))
struct VerifiedPluginTests {
    @Test("a plugin that crashed in plugins verify is skipped by render and plugins, once each")
    func crashedIsSkipped() throws {
        let plugins = try FaultyPlugin.build()
        let cache = try OutputFileTests.scratch([])
        let documents = try OutputFileTests.scratch([])
        try Data(FaultyPlugin.document(using: "Fine").utf8).write(to: documents.appendingPathComponent("doc.swift"))
        let environment = ["XDG_CACHE_HOME": cache.path]
        let search = ["--plugin-path", plugins.path]
        let render = ["render", "doc.swift"] + search
        #expect(try TrellisProcess.run(render, in: documents, environment: environment).status == 0)

        let verify = try TrellisProcess.run(["plugins", "verify", "--timeout", "5"] + search, environment: environment)
        #expect(verify.status == 1)
        let skipped = "skipped: in `trellis plugins verify`: plugin 'Faulty', 'Segfault': crashed while laying out: SIGSEGV"

        let skippedRender = try TrellisProcess.run(render, in: documents, environment: environment)
        #expect(skippedRender.status == 1)
        #expect(skippedRender.standardOutput == "")
        #expect(TerminalOutput.occurrences(of: "plugin 'Faulty': \(skipped)", in: skippedRender.standardError) == 1, "\(skippedRender.standardError)")

        let list = try TrellisProcess.run(["plugins"] + search, environment: environment)
        #expect(list.status == 1)
        #expect(TerminalOutput.occurrences(of: "trellis: warning: Faulty (\(plugins.path)/libFaulty.so): \(skipped)", in: list.standardError) == 1,
                "\(list.standardError)")
        #expect(!list.standardOutput.contains("Faulty"))

        // A changed file is probed again, not skipped.
        let library = plugins.appendingPathComponent("libFaulty.so")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: library.path)
        #expect(try TrellisProcess.run(render, in: documents, environment: environment).status == 0)
    }
}
