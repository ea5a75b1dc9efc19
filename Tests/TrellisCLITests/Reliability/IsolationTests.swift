import Foundation
import Testing

/// `render --isolate`: a plugin that crashes, traps, aborts, hangs or exhausts memory ends the
/// render with an error naming the plugin and container, exit status 3, and no output; an
/// existing `-o` file keeps its contents.
@Suite("Isolation", .enabled(if: FaultyPlugin.compiler != nil, "needs cc to build the fixture plugin"))
struct IsolationTests {
    struct Fault: CustomTestStringConvertible, Sendable {
        let container: String
        /// What the error says happened.
        let expected: String

        var testDescription: String { container }
    }

    static let faults = [
        Fault(container: "Segfault", expected: "crashed while laying out: SIGSEGV"),
        Fault(container: "Trap", expected: "crashed while laying out: SIGILL"),
        Fault(container: "Abort", expected: "crashed while laying out: SIGABRT"),
        Fault(container: "Hang", expected: "hung while laying out: still running after 2 seconds (the time limit)"),
        Fault(container: "Hog", expected: "exhausted its memory while laying out: the limit is 512 MiB"),
    ]

    /// A scratch folder with the document and an old output file, the plugin built beside it.
    static func prepare(_ container: String) throws -> (folder: URL, plugins: URL) {
        let folder = try OutputFileTests.scratch([])
        try Data(FaultyPlugin.document(using: container).utf8).write(to: folder.appendingPathComponent("doc.swift"))
        try Data("old contents\n".utf8).write(to: folder.appendingPathComponent("out.txt"))
        return (folder, try FaultyPlugin.build())
    }

    /// The child's time limit is 2 s where the hang is what is tested, and long elsewhere, so a
    /// loaded machine's slow start never reads as a hang.
    static func arguments(plugins: URL, timeout: Int = 60) -> [String] {
        ["render", "doc.swift", "--isolate", "--timeout", "\(timeout)", "--memory-limit", "512", "--plugin-path", plugins.path]
    }

    @Test("a fault ends in an error naming plugin and container, status 3, and the old -o file", arguments: faults)
    func fault(_ fault: Fault) throws {
        let (folder, plugins) = try Self.prepare(fault.container)
        let timeout = fault.container == "Hang" ? 2 : 60
        let result = try TrellisProcess.run(Self.arguments(plugins: plugins, timeout: timeout) + ["-o", "out.txt"], in: folder)
        #expect(result.status == 3)
        #expect(result.standardOutput == "")
        #expect(result.standardError.hasPrefix("trellis: error: plugin 'Faulty', '\(fault.container)': \(fault.expected)"), "\(result.standardError)")
        // One line: what the child's runtime printed as it died is not passed on.
        #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
        #expect(try String(contentsOf: folder.appendingPathComponent("out.txt"), encoding: .utf8) == "old contents\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["doc.swift", "out.txt"])
    }

    @Test("without -o a fault prints nothing to standard output")
    func faultToStandardOutput() throws {
        let (folder, plugins) = try Self.prepare("Segfault")
        let result = try TrellisProcess.run(Self.arguments(plugins: plugins) + ["--color", "always"], in: folder)
        #expect(result.status == 3)
        #expect(result.standardOutput == "")
    }

    @Test("a plugin that behaves renders the same isolated or not, to -o too")
    func fine() throws {
        let (folder, plugins) = try Self.prepare("Fine")
        let isolated = try TrellisProcess.run(Self.arguments(plugins: plugins), in: folder)
        let direct = try TrellisProcess.run(["render", "doc.swift", "--plugin-path", plugins.path], in: folder)
        #expect(isolated == TrellisProcess.Result(status: 0, standardOutput: "before\n fine\n", standardError: ""))
        #expect(direct == isolated)
        let written = try TrellisProcess.run(Self.arguments(plugins: plugins) + ["-o", "out.txt"], in: folder)
        #expect(written.status == 0)
        #expect(try String(contentsOf: folder.appendingPathComponent("out.txt"), encoding: .utf8) == "before\n fine\n")
    }

    @Test("the smallest memory limit renders a small document; a document over it is reported as exhausted memory")
    func smallestMemoryLimit() throws {
        let folder = try OutputFileTests.scratch([])
        try Data("Text(\"hello\")\n".utf8).write(to: folder.appendingPathComponent("small.swift"))
        // Twelve 8 MiB strings held at once: within the document's own limits (16 MiB a string,
        // 256 MiB in all, 2 s), over 64 MiB of address space. (Not shown: text a view shows
        // counts 64 times its bytes.)
        let strings = """
            struct Big: View {
                var text: String {
                    var s = "xxxxxxxxxxxxxxxx"
                    for _ in 0..<19 { s += s }
                    return s
                }
                var body: some View { Text("\\((0..<12).map { _ in text }.count)") }
            }
            Big()

            """
        try Data(strings.utf8).write(to: folder.appendingPathComponent("large.swift"))
        let small = try TrellisProcess.run(["render", "small.swift", "--isolate", "--memory-limit", "64"], in: folder)
        #expect(small == TrellisProcess.Result(status: 0, standardOutput: "hello\n", standardError: ""))
        let large = try TrellisProcess.run(["render", "large.swift", "--isolate", "--memory-limit", "64"], in: folder)
        #expect(large == TrellisProcess.Result(
            status: 3, standardOutput: "",
            standardError: "trellis: error: the isolated process exhausted its memory outside plugin code: the limit is 64 MiB\n"))
    }

    @Test("document errors in an isolated render are reported as without isolation, status 1")
    func documentErrors() throws {
        let folder = try OutputFileTests.scratch(["diag-runtime.swift"])
        let isolated = try TrellisProcess.run(["render", "diag-runtime.swift", "--isolate"], in: folder)
        let direct = try TrellisProcess.run(["render", "diag-runtime.swift"], in: folder)
        #expect(isolated.status == 1)
        #expect(isolated == direct)
    }

    @Test("plugins verify names the first failing container, caches by file, and probes again with --refresh")
    func verify() throws {
        let plugins = try FaultyPlugin.build()
        let cache = try OutputFileTests.scratch([])
        let arguments = ["plugins", "verify", "--plugin-path", plugins.path, "--timeout", "5", "--memory-limit", "512"]
        let environment = ["XDG_CACHE_HOME": cache.path]
        let first = try TrellisProcess.run(arguments, environment: environment)
        let line = "FAILED Faulty (\(plugins.path)/libFaulty.so): plugin 'Faulty', 'Segfault': crashed while laying out: SIGSEGV"
        #expect(first.status == 1)
        #expect(first.standardOutput.contains(line), "\(first.standardOutput)")
        #expect(!first.standardOutput.contains("(cached)"))
        #expect(FileManager.default.fileExists(atPath: cache.appendingPathComponent("trellis/verify.json").path))
        let second = try TrellisProcess.run(arguments, environment: environment)
        #expect(second.status == 1)
        #expect(second.standardOutput.contains(line) && second.standardOutput.contains("(cached)"))
        let refreshed = try TrellisProcess.run(arguments + ["--refresh"], environment: environment)
        #expect(refreshed.standardOutput.contains(line) && !refreshed.standardOutput.contains("(cached)"))
    }
}
